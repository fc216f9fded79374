import type { HouseKind } from './ledger.service.js';

/** A house side split over several accounts (lottery stakes spread over sharded houses). */
export type HouseParts = { house: HouseKind; amountMinor: bigint }[];

export type Moved = {
  transactionId: number;
  /** true when the key had moved money before: nothing new was written. */
  replayed: boolean;
  /** The member's cash balance once the movement is in (read under its row lock). */
  balanceMinor: bigint;
};

/** One member's movement with the house in a batch (movements.ts `payoutMany`, `refundMany`). */
export type HouseBatchItem = {
  memberId: number;
  parts: HouseParts;
  /** Unique per movement within the merchant, as a single movement's key. */
  key: string;
  kind: string;
  memo?: string;
};

/**
 * The house legs of a movement from `parts`: their amounts summed per house account, houses that
 * come to nothing left out; answers the total. Throws on a negative part or a total that is none.
 */
export function houseLegs(parts: HouseParts): { legs: Map<HouseKind, bigint>; total: bigint } {
  const byHouse = new Map<HouseKind, bigint>();
  for (const { house, amountMinor } of parts) {
    if (amountMinor < 0n) throw new Error('wallet: a part cannot be negative');
    byHouse.set(house, (byHouse.get(house) ?? 0n) + amountMinor);
  }
  const legs = new Map<HouseKind, bigint>();
  let total = 0n;
  for (const [house, amount] of byHouse) {
    if (amount === 0n) continue;
    legs.set(house, amount);
    total += amount;
  }
  if (total <= 0n) throw new Error('wallet: the amount must be positive');
  return { legs, total };
}
