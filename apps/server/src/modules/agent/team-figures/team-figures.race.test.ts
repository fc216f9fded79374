import {
  INHOUSE_PATHS,
  MEMBER_TYPE,
  relayPath,
  siteDayKey,
  teamKpiBRelay,
  TeamKpiOverview,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { createAccount, type TestAccount } from '../../../../test/accounts.js';
import { headersOf } from '../../../../test/agent-tree.js';
import { valueOf } from '../../../../test/http.js';
import { freshKey } from '../../../../test/inhouse.js';
import { buildTestApp, sharedDatabase } from '../../../../test/test-app.js';
import { expectedDays, ledgerEvents, pickExpected } from './ledger-oracle.test-kit.js';
import { createRollup } from './rollup.js';

/**
 * Bets of one team at once, while rollers run beside them: no count is lost or made twice (the
 * journal is taken once, a member counted once a day however its events are split over batches).
 */
describe('team figures under concurrency', () => {
  let app: App;
  let db: Db;
  let agent: TestAccount;
  const players: { account: TestAccount; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    db = (await sharedDatabase()).db;
    agent = await createAccount({ type: MEMBER_TYPE.AGENT });
    const sub = await createAccount({ type: MEMBER_TYPE.AGENT_PLAYER, upline: agent });
    for (let i = 0; i < 6; i += 1) {
      const account = await createAccount({ upline: i % 2 === 0 ? agent : sub });
      await createLedgerService({ db }).credit(
        account.merchantId,
        account.id,
        1_000_000n,
        'house_promotions',
        `tf-race:${account.id}`,
      );
      players.push({ account, headers: await headersOf(app, account) });
    }
  });
  afterAll(() => app.close());

  it(
    'parallel bets and parallel roll-ups: every stake and every bettor counted once',
    { timeout: 120_000 },
    async () => {
      const rollup = createRollup(db);
      let betting = true;
      // Small batches, so a member's events of the day are split over several of them.
      const rollers = Array.from({ length: 3 }, async () => {
        while (betting) {
          await rollup.tick(7);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      const bets = players.flatMap(({ headers }) =>
        Array.from({ length: 8 }, () =>
          app.inject({
            method: 'POST',
            url: INHOUSE_PATHS.slot,
            headers,
            payload: { amount: 500, idempotencyKey: freshKey() },
          }),
        ),
      );
      const answers = await Promise.all(bets);
      betting = false;
      await Promise.all(rollers);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      await rollup.flush();

      const today = siteDayKey(Date.now());
      const expected = expectedDays(await ledgerEvents(db, agent.merchantId), agent, false).get(
        today,
      );
      const answer = valueOf(
        await app.inject({
          url: `${relayPath(teamKpiBRelay)}?startDate=${today}&endDate=${today}&size=1`,
          headers: await headersOf(app, agent),
        }),
        TeamKpiOverview,
      );
      expect(answer.footer.teamBetMemberCount).toBe(6);
      expect(answer.footer.teamTotalBet).toBe(6 * 8 * 500);
      expect(pickExpected(answer.list[0] ?? {})).toEqual(expected);
    },
  );
});
