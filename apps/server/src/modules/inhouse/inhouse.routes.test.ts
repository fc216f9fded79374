import {
  BetRecord,
  FairnessState,
  INHOUSE_PATHS,
  sha256Hex,
  verifyBet,
  type BetResult,
} from '@app/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { inhouseBets, ledgerAccounts } from '@/db/schema/index.js';
import { errorOf, valueOf } from '../../../test/http.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';
import {
  balanceOf,
  betOf,
  diceBet,
  freshKey,
  player,
  slotBet,
  type Player,
} from '../../../test/inhouse.js';

async function betsOf(who: Player): Promise<number> {
  const { db } = await sharedDatabase();
  const [row] = await db
    .select({ n: count() })
    .from(inhouseBets)
    .where(eq(inhouseBets.memberId, who.id));
  return row?.n ?? 0;
}

/** The house's result over all shards of `kind` (house_inhouse_0 … house_inhouse_7). */
async function houseBalance(kind: string): Promise<bigint> {
  const { db } = await sharedDatabase();
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(
      and(sql`${ledgerAccounts.kind} ~ ${`^${kind}_[0-9]+$`}`, isNull(ledgerAccounts.memberId)),
    );
  return BigInt(row?.balance ?? '0');
}

describe('in-house games: bets through the ledger', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const fairness = async (who: Player) =>
    valueOf(await app.inject({ url: INHOUSE_PATHS.fairness, headers: who.headers }), FairnessState);

  it('debits the stake and credits the win in one movement, and records the bet', async () => {
    const who = await player(10_000n);
    const bet = betOf(
      await diceBet(app, who, { amount: 1_000, target: 5_000, direction: 'under' }),
    );
    expect(bet).toMatchObject({ game: 'dice', stake: 1_000, replayed: false });
    expect(bet.payout).toBe(bet.outcome.game === 'dice' && bet.outcome.win ? 1_980 : 0);
    expect(bet.profit).toBe(bet.payout - 1_000);
    expect(bet.balance).toBe(10_000 - 1_000 + bet.payout);
    expect(await balanceOf(who)).toBe(BigInt(bet.balance));
    expect(await betsOf(who)).toBe(1);

    const spin = betOf(await slotBet(app, who, { amount: 500 }));
    expect(spin.outcome.game).toBe('slot');
    expect(spin.balance).toBe(bet.balance - 500 + spin.payout);
  });

  it('refuses a bet above the balance with a clear error, and writes nothing', async () => {
    const who = await player(50_000n);
    const before = await fairness(who);
    const response = await diceBet(app, who, { amount: 50_001 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'wallet.insufficient',
      message: 'Insufficient balance',
    });
    expect(await balanceOf(who)).toBe(50_000n);
    expect(await betsOf(who)).toBe(0);
    expect((await fairness(who)).nonce).toBe(before.nonce);
    // The whole balance may be staked.
    expect((await diceBet(app, who, { amount: 50_000 })).statusCode).toBe(200);
  });

  it('never overdraws under concurrent bets', async () => {
    const who = await player(1_000n);
    // Ten bets of 2.00 at a 1 % chance against 10.00: at most five can be paid for.
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        diceBet(app, who, { amount: 200, target: 100, direction: 'under' }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200).map((r) => betOf(r));
    const refused = responses.filter((r) => r.statusCode !== 200);
    for (const r of refused) expect(errorOf(r).code).toBe('wallet.insufficient');
    const paid = accepted.reduce((sum, bet) => sum + bet.payout, 0);
    expect(await balanceOf(who)).toBe(BigInt(1_000 - 200 * accepted.length + paid));
    expect(await balanceOf(who)).toBeGreaterThanOrEqual(0n);
    expect(await betsOf(who)).toBe(accepted.length);
    // Each accepted bet took its own nonce.
    expect(new Set(accepted.map((bet) => bet.fairness.nonce)).size).toBe(accepted.length);
  });

  it('counts a retried bet once and answers the same result', async () => {
    const who = await player(10_000n);
    const key = freshKey();
    const [first, second] = await Promise.all([
      slotBet(app, who, { amount: 300, idempotencyKey: key }),
      slotBet(app, who, { amount: 300, idempotencyKey: key }),
    ]);
    const a = betOf(first);
    const b = betOf(second);
    expect(a.id).toBe(b.id);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const again = betOf(await slotBet(app, who, { amount: 300, idempotencyKey: key }));
    expect(again.replayed).toBe(true);
    // Either of the two racing calls may have been the one that placed it.
    const placed = a.replayed ? b : a;
    expect({ ...again, balance: 0, replayed: false }).toEqual({ ...placed, balance: 0 });
    expect(await betsOf(who)).toBe(1);
    expect(await balanceOf(who)).toBe(BigInt(10_000 - 300 + placed.payout));
  });

  it('refuses a key reused for another bet', async () => {
    const who = await player(10_000n);
    const key = freshKey();
    await diceBet(app, who, { idempotencyKey: key, amount: 100 });
    const reused = await diceBet(app, who, { idempotencyKey: key, amount: 200 });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused)).toMatchObject({
      code: 'idempotency.conflict',
      field: 'idempotencyKey',
    });
    expect(await betsOf(who)).toBe(1);
  });

  it('commits to the seed before play and reveals it on rotation, so every bet verifies', async () => {
    const who = await player(100_000n);
    const set = await app.inject({
      method: 'PUT',
      url: INHOUSE_PATHS.clientSeed,
      headers: who.headers,
      payload: { clientSeed: 'mabuhay-2026' },
    });
    const committed = valueOf(set, FairnessState);
    expect(committed).toMatchObject({ clientSeed: 'mabuhay-2026', nonce: 0, previous: null });

    const placed: BetResult[] = [];
    placed.push(betOf(await diceBet(app, who, { target: 3_000, direction: 'over' })));
    placed.push(betOf(await slotBet(app, who)));
    placed.push(betOf(await diceBet(app, who, { target: 7_000 })));
    expect(placed.map((bet) => bet.fairness.nonce)).toEqual([0, 1, 2]);
    for (const bet of placed) {
      expect(bet.fairness).toMatchObject({
        serverSeedHash: committed.serverSeedHash,
        clientSeed: 'mabuhay-2026',
        serverSeed: null,
      });
    }

    const rotated = valueOf(
      await app.inject({
        method: 'POST',
        url: INHOUSE_PATHS.rotate,
        headers: who.headers,
        payload: {},
      }),
      FairnessState,
    );
    expect(rotated.previous).toMatchObject({
      serverSeedHash: committed.serverSeedHash,
      clientSeed: 'mabuhay-2026',
      nonce: 3,
    });
    expect(rotated.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(rotated).toMatchObject({ nonce: 0, clientSeed: 'mabuhay-2026' });
    const serverSeed = rotated.previous?.serverSeed ?? '';
    expect(sha256Hex(serverSeed)).toBe(committed.serverSeedHash);

    for (const bet of placed) {
      const detail = valueOf(
        await app.inject({ url: `${INHOUSE_PATHS.detail}?id=${bet.id}`, headers: who.headers }),
        BetRecord,
      );
      expect(detail.fairness.serverSeed).toBe(serverSeed);
      expect(verifyBet(detail, serverSeed)).toEqual({ valid: true });
      expect(verifyBet(detail, `${serverSeed.slice(0, -1)}x`).valid).toBe(false);
    }
  });

  it('lets a free-trial account play with its play money, against the trial house', async () => {
    const trial = await player(200_000n, 4);
    const realHouse = await houseBalance('house_inhouse');
    const trialHouse = await houseBalance('house_inhouse_trial');
    const bet = betOf(await diceBet(app, trial, { amount: 10_000 }));
    expect(bet.balance).toBe(200_000 - 10_000 + bet.payout);
    expect(await houseBalance('house_inhouse')).toBe(realHouse);
    expect(await houseBalance('house_inhouse_trial')).toBe(
      trialHouse + 10_000n - BigInt(bet.payout),
    );
    const short = await diceBet(app, trial, { amount: 1_000_000 });
    expect(errorOf(short).code).toBe('wallet.insufficient');
  });

  it('refuses guests', async () => {
    for (const url of [INHOUSE_PATHS.dice, INHOUSE_PATHS.slot, INHOUSE_PATHS.rotate]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { merchant: 'DEMO' },
        payload: { amount: 100, target: 5_000, direction: 'under', idempotencyKey: freshKey() },
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('login.not.session');
    }
    const fair = await app.inject({ url: INHOUSE_PATHS.fairness, headers: { merchant: 'DEMO' } });
    expect(fair.statusCode).toBe(401);
  });

  it('refuses bad input with 400, naming the field, and writes nothing', async () => {
    const who = await player(10_000_000n);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 99 }, 'amount'],
      [{ amount: 1_000_001 }, 'amount'],
      [{ amount: 150.5 }, 'amount'],
      [{ target: 50 }, 'target'],
      [{ direction: 'over', target: 9_950 }, 'target'],
      [{ direction: 'sideways' }, 'direction'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey'],
    ];
    for (const [body, field] of cases) {
      const response = await diceBet(app, who, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).field, JSON.stringify(body)).toBe(field);
    }
    const seed = await app.inject({
      method: 'PUT',
      url: INHOUSE_PATHS.clientSeed,
      headers: who.headers,
      payload: { clientSeed: 'has space' },
    });
    expect(errorOf(seed).field).toBe('clientSeed');
    expect(await betsOf(who)).toBe(0);
    expect(await balanceOf(who)).toBe(10_000_000n);
  });

  it('answers privately: no cache may keep a bet', async () => {
    const who = await player(1_000n);
    const response = await slotBet(app, who);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
