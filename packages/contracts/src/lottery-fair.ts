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
 * Provably fair draws by commit and reveal, pure and isomorphic (Node and the browser):
 *
 * 1. When a draw is created, ahead of its sale, the server picks a 256-bit seed from a CSPRNG
 *    (64 lowercase hex characters) and publishes SHA-256(seed) as hex (`seedHash`) at once.
 * 2. After the draw time the seed is published (`seed`), and anyone checks the hash.
 * 3. The winning number is winningNumberOf(seed, gameCode, numero, numberFormat): the byte
 *    stream HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${round}`), round 0, 1, …
 *    (UTF-8 strings); each byte below 250 gives the digit `byte % 10` and bytes 250–255 are
 *    skipped, so every digit is uniform on 0–9; the digits fill the format's numbers in order
 *    (formatWinningNumber: tiers in order, each number left to right, D5 adds `~sum`).
 *
 * The seed is fixed before sales close, so the server cannot choose the result after seeing the
 * bets; gameCode and numero in the message make every draw's stream its own.
 */
export const LOTTERY_FAIRNESS_ALGORITHM = 'hmac-sha256-digits-v1';

/** Bytes at or above this are skipped: 250 = 25 × 10, so `byte % 10` stays uniform. */
const DIGIT_BYTE_LIMIT = 250;

/** The HMAC block of one round of a draw's stream. */
export function drawBlock(seed: string, gameCode: string, numero: string, round: number) {
  return hmac(sha256, utf8ToBytes(seed), utf8ToBytes(`${gameCode}:${numero}:${round}`));
}

/** The first `count` digits of a draw's stream. */
export function drawDigits(seed: string, gameCode: string, numero: string, count: number) {
  const digits: number[] = [];
  for (let round = 0; digits.length < count; round += 1) {
    for (const byte of drawBlock(seed, gameCode, numero, round)) {
      if (byte < DIGIT_BYTE_LIMIT) digits.push(byte % 10);
      if (digits.length === count) break;
    }
  }
  return digits;
}

/** The winning number of a draw, from its revealed seed alone. */
export const winningNumberOf = (
  seed: string,
  gameCode: string,
  numero: string,
  format: NumberFormatCode,
): string => formatWinningNumber(format, drawDigits(seed, gameCode, numero, digitCount(format)));

export type VerifiableDraw = {
  gameCode: string;
  numero: string;
  numberFormat: NumberFormatCode;
  seedHash: string;
  winningNumber: string;
};

export type DrawVerification =
  { valid: true } | { valid: false; reason: 'hash' | 'format' | 'number' };

/**
 * Checks a drawn result against its revealed seed: the seed hashes to the commitment published
 * before the sale closed, and recomputing the winning number gives the published one.
 */
export function verifyDraw(draw: VerifiableDraw, seed: string): DrawVerification {
  if (sha256Hex(seed) !== draw.seedHash) return { valid: false, reason: 'hash' };
  if (!parseWinningNumber(draw.numberFormat, draw.winningNumber)) {
    return { valid: false, reason: 'format' };
  }
  const recomputed = winningNumberOf(seed, draw.gameCode, draw.numero, draw.numberFormat);
  return recomputed === draw.winningNumber ? { valid: true } : { valid: false, reason: 'number' };
}
