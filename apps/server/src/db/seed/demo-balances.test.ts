import { MEMBER_TYPE } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestMember, merchantIdOf } from '../../../test/ledger-fixtures.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import type { Db } from '../client.js';
import { ledgerTransactions, members } from '../schema/index.js';
import { seedDemoBalances } from './demo-balances.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

describe('seedDemoBalances', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedDatabase()).db;
  });

  it('opens the seeded demo members with ledger credits (player, agent, downline)', async () => {
    const merchantId = await merchantIdOf(db, 'DEMO');
    const ledger = createLedgerService({ db });
    const expected: [string, bigint][] = [
      [DEMO_ACCOUNTS.player.account, 1_000_000n],
      [DEMO_ACCOUNTS.agent.account, 5_000_000n],
      ...DEMO_ACCOUNTS.downline.map((m): [string, bigint] => [m.account, 250_000n]),
    ];
    for (const [account, minor] of expected) {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.account, account)));
      if (!row) throw new Error(`demo member ${account} is not seeded`);
      expect(await ledger.balanceOf(row.id, merchantId)).toBe(minor);
    }
  });

  it('credits player, agent and downline openings from the house, once however often run', async () => {
    const player = await insertTestMember(db, { prefix: 'seedplayer' });
    const agent = await insertTestMember(db, {
      prefix: 'seedagent',
      type: MEMBER_TYPE.AGENT_PLAYER,
    });
    const downline = await insertTestMember(db, { prefix: 'seeddown', uplineId: agent.id });
    const trial = await insertTestMember(db, {
      prefix: 'seedtrial',
      merchantCode: 'DEMOTRIAL',
      type: MEMBER_TYPE.TRIAL,
    });
    const seeded = [player, agent, downline, trial];

    for (let run = 0; run < 2; run++) {
      await db.transaction((tx) => seedDemoBalances(tx, seeded));
    }

    const ledger = createLedgerService({ db });
    expect(await ledger.balanceOf(player.id, player.merchantId)).toBe(1_000_000n);
    expect(await ledger.balanceOf(agent.id, agent.merchantId)).toBe(5_000_000n);
    expect(await ledger.balanceOf(downline.id, downline.merchantId)).toBe(250_000n);
    expect(await ledger.balanceOf(trial.id, trial.merchantId)).toBe(0n);
    const keys = await db
      .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.idempotencyKey,
          seeded.map((m) => `seed:opening:${m.account}`),
        ),
      );
    expect(keys).toHaveLength(3);
    expect(keys).toContainEqual({ key: `seed:opening:${player.account}`, kind: 'opening' });
  });
});
