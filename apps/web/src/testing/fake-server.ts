import {
  type ConsolidatedSettings,
  type SystemStatus,
  type WhitelabelNode,
  whitelabelBlueprintRows,
} from '@app/contracts';
import { vi } from 'vitest';

/** Data factories in the contracts' shapes, with the demo merchant's values. */
export function statusFixture(patch: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    info: {
      customerService: [{ name: 'EMAIL', url: 'mailto:support@example.test' }],
      resources: [],
      mobileTemplate: {
        app_background: '',
        app_desc: '',
        app_desc_font_color: '',
        mem_cen: '1',
        dep_func: '1',
      },
      imageCDNs: [],
    },
    ...patch,
  };
}

export function settingsFixture(patch: Partial<ConsolidatedSettings> = {}): ConsolidatedSettings {
  return {
    merchantCode: 'DEMO',
    merchantName: 'Perlas Play',
    trialMerchantCode: 'DEMOTRIAL',
    currency: 'PHP',
    currencySymbol: '₱',
    defaultLanguage: 'TY',
    supportedLanguages: ['TY', 'EN'],
    customerService: [],
    socialLinks: [],
    resources: [],
    mobileTemplate: {
      app_background: '',
      app_desc: '',
      app_desc_font_color: '',
      mem_cen: '1',
      dep_func: '1',
    },
    withdrawalEnabled: true,
    vipBenefitDisplay: true,
    imageCDNs: [],
    ...patch,
  };
}

/** The default white-label tree, with some modules switched. */
export function whitelabelFixture(overrides: Record<string, boolean> = {}): WhitelabelNode[] {
  const rows = whitelabelBlueprintRows();
  const build = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((row) => row.parentModId === parent)
      .map((row) => ({
        modId: row.modId,
        enabled: overrides[row.modId] ?? row.enabled,
        childrenNodes: build(row.modId),
      }));
  return build(null);
}

type Handler = (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown };
export type FakeServer = { requests: { url: URL; init: RequestInit | undefined }[] };

/** Replaces fetch with handlers by path; an unknown path answers the server's JSON 404. */
export function fakeServer(handlers: Record<string, unknown>): FakeServer {
  const server: FakeServer = { requests: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      server.requests.push({ url, init });
      const handler = handlers[url.pathname];
      const answer =
        handler === undefined
          ? { status: 404, body: { success: false, code: 'url.not.found', message: 'not found' } }
          : typeof handler === 'function'
            ? (handler as Handler)(url, init)
            : { body: { success: true, value: handler } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return server;
}

/** The three start-up reads of a normal, open site. */
export function siteHandlers(
  options: {
    status?: Partial<SystemStatus>;
    flags?: Record<string, boolean>;
    settings?: Partial<ConsolidatedSettings>;
  } = {},
) {
  return {
    '/wps/system/status': statusFixture(options.status),
    '/wps/system/whitelabel': whitelabelFixture(options.flags),
    '/wps/system/settings/consolidated': settingsFixture(options.settings),
  };
}
