import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair randomness of the in-house games, pure and isomorphic (Node and the browser):
 * the server commits to SHA-256(serverSeed) before any bet; a bet's numbers come from
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), round 0, 1, … as
 * more bytes are needed. Once the seed is rotated and serverSeed revealed, anyone can recompute
 * every bet made with it. Seeds are UTF-8 strings (the server's is 64 hex characters).
 */

/** SHA-256 of a string, as lowercase hex: the commitment shown before play. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** The HMAC block of one round of a bet. */
export function fairBlock(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round = 0,
): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/**
 * `count` numbers in [0, 1), each from 4 bytes of the HMAC stream (b0/256 + b1/256² + …): exact
 * doubles, 2^32 steps apart. A 32-byte block gives 8; the next round gives 8 more.
 */
export function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const block = fairBlock(serverSeed, clientSeed, nonce, round);
    for (let at = 0; at + 4 <= block.length && floats.length < count; at += 4) {
      let value = 0;
      for (let i = 3; i >= 0; i -= 1) value = (value + (block[at + i] ?? 0)) / 256;
      floats.push(value);
    }
  }
  return floats;
}

/** An integer in [0, size) from a fair float. */
export const fairInt = (float: number, size: number): number => Math.floor(float * size);
