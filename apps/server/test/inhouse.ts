import { randomBytes } from 'node:crypto';
import { BET_MAX_MINOR, BetResult, INHOUSE_PATHS } from '@app/contracts';
import type { App } from '@/app.js';
import { createLedgerService } from '@/modules/wallet/index.js';
import { insertTestMember, tokenFor } from './ledger-fixtures.js';
import { valueOf } from './http.js';
import { sharedDatabase } from './test-app.js';

export type Player = { id: number; merchantId: number; headers: Record<string, string> };

/** A signed-in member holding `balanceMinor` (from the house's promotions, as a bonus would). */
export async function player(balanceMinor: bigint, type = 0): Promise<Player> {
  const { db } = await sharedDatabase();
  const member = await insertTestMember(db, { type, prefix: 'bet' });
  if (balanceMinor > 0n) {
    const house = type === 4 ? 'house_trial' : 'house_promotions';
    await createLedgerService({ db }).credit(
      member.merchantId,
      member.id,
      balanceMinor,
      house,
      `test:fund:${member.id}`,
    );
  }
  const token = await tokenFor(db, member);
  return {
    id: member.id,
    merchantId: member.merchantId,
    headers: { authorization: token, merchant: 'DEMO', language: 'EN' },
  };
}

export const freshKey = () => randomBytes(8).toString('hex');

export async function balanceOf(who: Player): Promise<bigint> {
  const { db } = await sharedDatabase();
  return createLedgerService({ db }).balanceOf(who.id, who.merchantId);
}

export const diceBet = (app: App, who: Player, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: INHOUSE_PATHS.dice,
    headers: who.headers,
    payload: {
      amount: 100,
      target: 5_000,
      direction: 'under',
      idempotencyKey: freshKey(),
      ...body,
    },
  });

export const slotBet = (app: App, who: Player, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: INHOUSE_PATHS.slot,
    headers: who.headers,
    payload: { amount: 100, idempotencyKey: freshKey(), ...body },
  });

export const betOf = (response: Parameters<typeof valueOf>[0]) => valueOf(response, BetResult);

/**
 * Valid dice bets (a 50 % win chance) whose stakes add up to `total`, at most BET_MAX_MINOR each:
 * turnover as the games count it. The member needs `total` in cash (they may lose every bet).
 */
export async function playThrough(app: App, who: Player, total: number): Promise<void> {
  for (let left = total; left > 0; left -= BET_MAX_MINOR) {
    betOf(await diceBet(app, who, { amount: Math.min(BET_MAX_MINOR, left) }));
  }
}
