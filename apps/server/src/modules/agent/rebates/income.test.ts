import {
  AGENT_REBATE_PATHS,
  siteDayKey,
  TeamRebateReport,
  TransactionPage,
  type AuthenticateOk,
} from '@app/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentRebateAccruals } from '@/db/schema/index.js';
import type { TestAccount } from '../../../../test/accounts.js';
import { valueOf } from '../../../../test/http.js';
import { betOf, diceBet } from '../../../../test/inhouse.js';
import { checkInvariants } from '../../../../test/ledger-invariants.js';
import { callWallet, insertTestProvider, launchUrl, tokenOf } from '../../../../test/providers.js';
import { createRebateIncome } from './income.js';
import { rebatesKit } from './rebates.test-kit.js';

/**
 * The worked example: top (3.00 % in-house, a top agent's default) → agentA 1.50 % → subA 1.00 %
 * → playerA2 0.60 %, and playerA (0.50 %, the minimum) straight under agentA. playerA2 stakes
 * three valid dice bets of ₱123.45, playerA one of ₱200.00. Each agent earns its rate less the
 * rate below it on the path, rounded down to the centavo per bet:
 *   - on each of playerA2's bets (12,345 centavos): top 1.50 % → 185, agentA 0.50 % → 61,
 *     subA 0.40 % → 49;
 *   - on playerA's bet (20,000): top 1.50 % → 300, agentA 1.00 % → 200.
 * So top 3 × 185 + 300 = 855, agentA 3 × 61 + 200 = 383, subA 3 × 49 = 147 centavos.
 */
describe('agent rebate income (the batch): the worked example, exactly once', () => {
  let kit: Awaited<ReturnType<typeof rebatesKit>>;
  let income: ReturnType<typeof createRebateIncome>;
  beforeAll(async () => {
    kit = await rebatesKit();
    income = createRebateIncome(kit.db);
    const { tree, set, ledger } = kit;
    await set(tree.top, tree.agentA, { INHOUSE: 150 });
    await set(tree.agentA, tree.subA, { INHOUSE: 100 });
    await set(tree.subA, tree.playerA2, { INHOUSE: 60 });
    for (const player of [tree.playerA2, tree.playerA]) {
      await ledger.credit(
        player.merchantId,
        player.id,
        1_000_000n,
        'house_promotions',
        `fund:${player.id}`,
      );
    }
  });
  afterEach(() => checkInvariants(kit.db));
  afterAll(() => kit.app.close());

  const bet = async (who: TestAccount, amount: number) => {
    const headers = await kit.as(who);
    betOf(await diceBet(kit.app, { id: who.id, merchantId: who.merchantId, headers }, { amount }));
  };
  const agents = () => [kit.tree.top, kit.tree.agentA, kit.tree.subA];
  const cash = () => Promise.all(agents().map((a) => kit.cashOf(a)));
  const earned = async (before: number[]) => (await cash()).map((c, i) => c - (before[i] ?? 0));

  it('pays each agent up the chain its rate difference, to the centavo, once', async () => {
    const before = await cash();
    for (let i = 0; i < 3; i += 1) await bet(kit.tree.playerA2, 12_345);
    await bet(kit.tree.playerA, 20_000);
    // Accrued, then the process dies before crediting: nothing paid yet.
    await income.accrueAll();
    expect(await earned(before)).toEqual([0, 0, 0]);
    // A credit that dies in its transaction pays nothing either.
    await expect(
      kit.db.transaction(async (tx) => {
        await createRebateIncome(tx).creditAll();
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await earned(before)).toEqual([0, 0, 0]);
    // The next runs (two at once, then another) pay once.
    await Promise.all([income.run(), income.run()]);
    await income.run();
    expect(await earned(before)).toEqual([855, 383, 147]);

    const rows = await kit.db
      .select()
      .from(agentRebateAccruals)
      .where(
        inArray(
          agentRebateAccruals.agentId,
          agents().map((a) => a.id),
        ),
      );
    expect(rows).toHaveLength(3 * 3 + 2);
    expect(rows.every((row) => row.creditId !== null)).toBe(true);
  });

  it('shows the income in the agent record and per day, downline and product', async () => {
    const { tree, get } = kit;
    const record = valueOf(
      await get(tree.agentA, '/wps/transaction/record', { types: 'A' }),
      TransactionPage,
    );
    expect(record.list.filter((r) => r.type === 'agent_rebate').map((r) => r.amount)).toEqual([
      383,
    ]);
    const today = siteDayKey(Date.now());
    const report = valueOf(
      await get(tree.agentA, AGENT_REBATE_PATHS.teamRebate, { startDate: today, endDate: today }),
      TeamRebateReport,
    );
    expect(report.totals).toEqual({ bets: 4, validBet: 3 * 12_345 + 20_000, amount: 383 });
    const bySub = report.rows.find((r) => r.memberId === tree.subA.id);
    expect(bySub).toMatchObject({ product: 'INHOUSE', bets: 3, validBet: 37_035, amount: 183 });
    // Another branch sees none of it; a downline only what came through it.
    const other = valueOf(
      await get(tree.agentB, AGENT_REBATE_PATHS.teamRebate, { startDate: today, endDate: today }),
      TeamRebateReport,
    );
    expect(other.rows).toEqual([]);
    const notMine = await get(tree.agentB, AGENT_REBATE_PATHS.teamRebate, {
      startDate: today,
      endDate: today,
      memberId: String(tree.subA.id),
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('never pays the chain and the player more than the top agent rate', async () => {
    const rows = await kit.db
      .select()
      .from(agentRebateAccruals)
      .where(eq(agentRebateAccruals.bettorId, kit.tree.playerA2.id));
    const chainBp = rows
      .filter((r) => r.betId === rows[0]?.betId)
      .reduce((t, r) => t + r.diffBp, 0);
    // 3.00 % − 0.60 % to the chain; the player's own manual rebate is 0.50 % ≤ its 0.60 %.
    expect(chainBp).toBe(300 - 60);
  });

  it('pays the chain on a provider’s settled rounds too, under the game’s lobby', async () => {
    const { tree, set } = kit;
    await set(tree.top, tree.agentA, { SLOTS: 100 });
    const provider = await insertTestProvider(kit.db);
    const url = await launchUrl(kit.db, provider, tree.playerA);
    const session = (
      await callWallet(kit.app, provider, 'authenticate', { launchToken: tokenOf(url) })
    ).json<AuthenticateOk>();
    const call = { playerId: session.playerId, gameId: provider.game.gameId, roundId: 'slot-1' };
    await callWallet(kit.app, provider, 'debit', {
      ...call,
      sessionToken: session.sessionToken,
      transactionId: 'slot-1-bet',
      amount: 50_000,
    });
    const before = await cash();
    await income.run();
    // Not settled yet: nothing accrues on an open round.
    expect(await earned(before)).toEqual([0, 0, 0]);
    await callWallet(kit.app, provider, 'credit', {
      ...call,
      transactionId: 'slot-1-win',
      amount: 0,
    });
    await income.run();
    await income.run();
    const rows = await kit.db
      .select()
      .from(agentRebateAccruals)
      .where(eq(agentRebateAccruals.bettorId, tree.playerA.id));
    const slots = rows.filter((row) => row.product === 'SLOTS');
    expect(slots.map((row) => row.agentId).sort()).toEqual([tree.top.id, tree.agentA.id].sort());
    const [top, agentA] = await earned(before);
    expect(top).toBeGreaterThan(0);
    // agentA keeps its 1.00 % less the player's minimum rate below it.
    expect(agentA).toBe(slots.find((row) => row.agentId === tree.agentA.id)?.amount);
  });
});
