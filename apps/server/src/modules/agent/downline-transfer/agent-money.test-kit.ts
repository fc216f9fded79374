import { eq } from 'drizzle-orm';
import type { App } from '@/app.js';
import { members } from '@/db/schema/index.js';
import { hashPassword } from '@/lib/passwords.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { authHeaders, type TestAccount } from '../../../../test/accounts.js';
import { createAgentTree, headersOf, type AgentTree } from '../../../../test/agent-tree.js';
import { tokenFor } from '../../../../test/ledger-fixtures.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { TEST_PAYMENT_PASSWORD } from '../../../../test/withdraw.js';

export { TEST_PAYMENT_PASSWORD };

let keys = 0;
/** A fresh idempotency key. */
export const freshKey = () => `ag-${Date.now().toString(36)}-${(keys += 1)}`;

/**
 * The agent tree of the scope matrix (test/agent-tree.ts) with money: every agent has `cash` and
 * the payment password TEST_PAYMENT_PASSWORD; `as` signs anyone in (agents by the agent login).
 */
export async function agentMoneyKit(cash = 10_000_000) {
  const app: App = await buildTestApp();
  const { db } = await sharedDatabase();
  const tree: AgentTree = await createAgentTree();
  const ledger = createLedgerService({ db });
  const hash = await hashPassword(TEST_PAYMENT_PASSWORD);
  const agents = [tree.top, tree.agentA, tree.subA, tree.agentB, tree.outsiderAgent];
  for (const agent of agents) {
    await db.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, agent.id));
    await ledger.credit(
      agent.merchantId,
      agent.id,
      BigInt(cash),
      'house_promotions',
      `test:agent-money:${agent.id}`,
    );
  }
  const headers = new Map<number, Record<string, string>>();
  const as = async (who: TestAccount) => {
    const known = headers.get(who.id);
    if (known) return known;
    const made = agents.includes(who)
      ? await headersOf(app, who)
      : authHeaders(await tokenFor(db, who));
    headers.set(who.id, made);
    return made;
  };
  const post = async (who: TestAccount | undefined, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: who ? await as(who) : { merchant: 'DEMO' },
      payload,
    });
  const get = async (
    who: TestAccount | undefined,
    url: string,
    query: Record<string, string> = {},
  ) => app.inject({ url, query, headers: who ? await as(who) : { merchant: 'DEMO' } });
  const cashOf = (who: TestAccount) =>
    ledger.balanceOf(who.id, who.merchantId).then((balance) => Number(balance));
  return { app, db, tree, as, post, get, cashOf, ledger };
}
