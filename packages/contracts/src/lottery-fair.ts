import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from './inhouse-fair.js';
import {
  digitCount,
  formatWinningNumber,
  parseWinningNumber,
  type NumberFormatCode,
} from './lottery-formats.js';

/**
 * Provably fair draws by commit, seal and reveal, pure and isomorphic (Node and the browser):
 *
 * 1. When a draw is created, ahead of its sale, the server picks a 256-bit seed from a CSPRNG
 *    (64 lowercase hex characters) and publishes SHA-256(seed) as hex (`seedHash`) at once. The
 *    seed is kept encrypted, with a key outside the database, until the draw.
 * 2. When the sale closes the draw's bets are sealed: `betsDigest` is the SHA-256 of their
 *    canonical list (betsDigestOf), which nobody, the server included, knows before the close.
 * 3. After the draw time the seed and the bets digest are published, and anyone checks the hash.
 * 4. The winning number is winningNumberOf(seed, gameCode, numero, numberFormat, betsDigest): the
 *    byte stream HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${betsDigest}:${round}`),
 *    round 0, 1, … (UTF-8 strings); each byte below 250 gives the digit `byte % 10` and bytes
 *    250–255 are skipped, so every digit is uniform on 0–9; the digits fill the format's numbers
 *    in order (formatWinningNumber: tiers in order, each number left to right, D5 adds `~sum`).
 *
 * The seed is fixed before the sale, so the server cannot choose the result after seeing the
 * bets; the bets digest is fixed only at the close, so nobody who reads the seed early can know
 * the result before then. A draw found late (the engine stopped) is drawn the same way, never
 * voided. Draws made before the bets digest existed (v1) have none: message
 * `${gameCode}:${numero}:${round}`.
 */
export const LOTTERY_FAIRNESS_ALGORITHM = 'hmac-sha256-digits-v2';
/** Every algorithm a published draw may name: v1 (seed only), v2 (seed and bets digest). */
export const LOTTERY_FAIRNESS_ALGORITHMS = [
  'hmac-sha256-digits-v1',
  LOTTERY_FAIRNESS_ALGORITHM,
] as const;
export type LotteryFairnessAlgorithm = (typeof LOTTERY_FAIRNESS_ALGORITHMS)[number];

/** A draw's algorithm: v2 when it has a bets digest. */
export const algorithmOf = (betsDigest: string | null | undefined): LotteryFairnessAlgorithm =>
  betsDigest ? LOTTERY_FAIRNESS_ALGORITHM : 'hmac-sha256-digits-v1';

/** One bet as sealed at the close: what the member chose and staked, under its id. */
export type SealedBet = {
  id: number;
  orderId: number;
  betType: string;
  position: number | null;
  pick: string;
  amount: number;
  multiple: number;
};

/** A sealed bet's canonical line: `id:orderId:betType:position:pick:amount:multiple` (- for no position). */
export const sealedBetLine = (bet: SealedBet): string =>
  [bet.id, bet.orderId, bet.betType, bet.position ?? '-', bet.pick, bet.amount, bet.multiple].join(
    ':',
  );

/**
 * SHA-256 (hex) of a draw's bets at the close: every bet placed on it (one later cancelled too),
 * in id order, one canonical line each, joined by "\n" (no bets: the hash of "").
 */
export const betsDigestOf = (bets: readonly SealedBet[]): string =>
  sha256Hex(
    [...bets]
      .sort((a, b) => a.id - b.id)
      .map(sealedBetLine)
      .join('\n'),
  );

/** Bytes at or above this are skipped: 250 = 25 × 10, so `byte % 10` stays uniform. */
const DIGIT_BYTE_LIMIT = 250;

/** The HMAC message of one round: v2 names the bets digest, v1 (none) does not. */
export const drawMessage = (
  gameCode: string,
  numero: string,
  round: number,
  betsDigest?: string | null,
) =>
  betsDigest ? `${gameCode}:${numero}:${betsDigest}:${round}` : `${gameCode}:${numero}:${round}`;

/** The HMAC block of one round of a draw's stream. */
export function drawBlock(
  seed: string,
  gameCode: string,
  numero: string,
  round: number,
  betsDigest?: string | null,
) {
  return hmac(
    sha256,
    utf8ToBytes(seed),
    utf8ToBytes(drawMessage(gameCode, numero, round, betsDigest)),
  );
}

/** The first `count` digits of a draw's stream. */
export function drawDigits(
  seed: string,
  gameCode: string,
  numero: string,
  count: number,
  betsDigest?: string | null,
) {
  const digits: number[] = [];
  for (let round = 0; digits.length < count; round += 1) {
    for (const byte of drawBlock(seed, gameCode, numero, round, betsDigest)) {
      if (byte < DIGIT_BYTE_LIMIT) digits.push(byte % 10);
      if (digits.length === count) break;
    }
  }
  return digits;
}

/** The winning number of a draw, from its revealed seed and its bets digest (none: v1). */
export const winningNumberOf = (
  seed: string,
  gameCode: string,
  numero: string,
  format: NumberFormatCode,
  betsDigest?: string | null,
): string =>
  formatWinningNumber(format, drawDigits(seed, gameCode, numero, digitCount(format), betsDigest));

export type VerifiableDraw = {
  gameCode: string;
  numero: string;
  numberFormat: NumberFormatCode;
  seedHash: string;
  winningNumber: string;
  /** The sealed bets' digest published with the result; null for a v1 draw. */
  betsDigest?: string | null;
};

export type DrawVerification =
  { valid: true } | { valid: false; reason: 'hash' | 'format' | 'number' };

/**
 * Checks a drawn result against its revealed seed: the seed hashes to the commitment published
 * before the sale, and recomputing the winning number (with the published bets digest) gives
 * the published one.
 */
export function verifyDraw(draw: VerifiableDraw, seed: string): DrawVerification {
  if (sha256Hex(seed) !== draw.seedHash) return { valid: false, reason: 'hash' };
  if (!parseWinningNumber(draw.numberFormat, draw.winningNumber)) {
    return { valid: false, reason: 'format' };
  }
  const recomputed = winningNumberOf(
    seed,
    draw.gameCode,
    draw.numero,
    draw.numberFormat,
    draw.betsDigest,
  );
  return recomputed === draw.winningNumber ? { valid: true } : { valid: false, reason: 'number' };
}
