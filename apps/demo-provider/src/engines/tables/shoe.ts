import type { Rng } from '../engine.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** A card as the browser draws it: rank then suit, "AS", "TD", "KH". */
export type Card = `${Rank}${Suit}`;

const KINDS: Card[] = RANKS.flatMap((rank) => SUITS.map((suit): Card => `${rank}${suit}`));

const PIPS = new Map<string, number>(RANKS.map((rank, i) => [rank, Math.min(i + 1, 10)]));

/** 1 for an ace, 10 for T/J/Q/K, else the pip count. */
export function pips(card: Card): number {
  return PIPS.get(card.charAt(0)) ?? 0;
}

/**
 * Draws the next card from a shoe of `decks` fresh decks that has already dealt `dealt`. A uniform
 * pick over all physical cards, redrawn when it lands on a copy already dealt: exact, and cheap
 * because a round deals a handful of cards from hundreds (no shoe array to keep in the state).
 */
export function drawCard(rng: Rng, decks: number, dealt: readonly Card[]): Card {
  for (;;) {
    const slot = rng.int(KINDS.length * decks);
    const kind = KINDS[slot % KINDS.length] as Card;
    const copy = Math.floor(slot / KINDS.length);
    let used = 0;
    for (const card of dealt) if (card === kind) used++;
    if (copy >= used) return kind;
  }
}
