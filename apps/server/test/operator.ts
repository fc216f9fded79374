import { whitelabelBlueprintRows } from '@app/contracts';
import type { App } from '@/app.js';
import { OPERATOR_TOKEN } from './test-app.js';

export const operatorHeaders = { authorization: `Bearer ${OPERATOR_TOKEN}` };

const defaults = new Map(whitelabelBlueprintRows().map((row) => [row.modId, row.enabled]));

/**
 * Switches a merchant's site through the operator API and remembers how to undo each switch, so a
 * test file can call restore() in afterEach and leave the shared database as it found it.
 */
export function operatorSwitches(app: App, merchantCode = 'DEMO') {
  const undo: (() => Promise<void>)[] = [];

  async function put(path: string, enabled: boolean): Promise<void> {
    const response = await app.inject({
      method: 'PUT',
      url: `/operator/merchants/${merchantCode}/${path}`,
      headers: operatorHeaders,
      payload: { enabled },
    });
    if (response.statusCode !== 200) {
      throw new Error(`PUT ${path} answered ${response.statusCode}: ${response.body}`);
    }
  }

  async function set(path: string, enabled: boolean, initial: boolean): Promise<void> {
    await put(path, enabled);
    undo.push(() => put(path, initial));
  }

  return {
    maintenance: (enabled: boolean) => set('maintenance', enabled, false),
    regionRestriction: (enabled: boolean) => set('region-restriction', enabled, false),
    withdrawal: (enabled: boolean) => set('withdrawal', enabled, true),
    vipBenefitDisplay: (enabled: boolean) => set('vip-benefit-display', enabled, true),
    module: (modId: string, enabled: boolean) =>
      set(`whitelabel/${modId}`, enabled, defaults.get(modId) ?? true),
    async restore(): Promise<void> {
      for (const step of undo.splice(0).reverse()) await step();
    },
  };
}
