import { AGENT_REBATE_PATHS, DownlineRebates, type RebateProduct } from '@app/contracts';
import { expect } from 'vitest';
import type { TestAccount } from '../../../../test/accounts.js';
import { valueOf } from '../../../../test/http.js';
import { agentMoneyKit } from '../downline-transfer/agent-money.test-kit.js';

/** The scope matrix's tree with money (agent-money.test-kit.ts) and the rebate calls. */
export async function rebatesKit() {
  const kit = await agentMoneyKit();
  /** POST updateDownlineRebates as `agent`. */
  const update = (agent: TestAccount, member: TestAccount, rates: Record<string, number>) =>
    kit.post(agent, AGENT_REBATE_PATHS.update, {
      memberId: member.id,
      rates: Object.entries(rates).map(([product, rateBp]) => ({ product, rateBp })),
    });
  /** A direct downline's rate on `product`, as its upline reads it. */
  const rateOf = async (agent: TestAccount, member: TestAccount, product: RebateProduct) => {
    const response = await kit.get(agent, AGENT_REBATE_PATHS.downline, {
      memberId: String(member.id),
    });
    const rates = valueOf(response, DownlineRebates).rates;
    return rates.find((r) => r.product === product)?.rateBp;
  };
  /** Sets rates that must be accepted. */
  const set = async (agent: TestAccount, member: TestAccount, rates: Record<string, number>) => {
    const response = await update(agent, member, rates);
    expect(response.statusCode, response.body).toBe(200);
  };
  return { ...kit, update, rateOf, set };
}
