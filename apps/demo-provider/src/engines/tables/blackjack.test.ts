import { describe, expect, it } from 'vitest';
import type { Rng } from '../engine.js';
import { seededRng } from '../rng.js';
import { RANKS, SUITS, type Card, type Rank, type Suit } from './shoe.js';
import {
  act,
  basicStrategy,
  blackjack,
  deal,
  handValue,
  playBasicStrategy,
  view,
  type BlackjackState,
} from './blackjack.js';

/** An rng that deals exactly these cards, in order (player, up card, player, hole card, …). */
function stacked(...cards: Card[]): Rng {
  const seen: Card[] = [];
  return {
    int() {
      const card = cards[seen.length];
      if (!card) throw new Error('the stacked shoe ran out');
      const kind = RANKS.indexOf(card[0] as Rank) * 4 + SUITS.indexOf(card[1] as Suit);
      const copy = seen.filter((c) => c === card).length;
      seen.push(card);
      return kind + 52 * copy;
    },
  };
}

const done = (state: BlackjackState) => {
  if (state.phase !== 'done') throw new Error('the round is not over');
  return state;
};

describe('blackjack', () => {
  it('counts soft and hard hands', () => {
    expect(handValue(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6H', 'TD'])).toEqual({ total: 17, soft: false });
    expect(handValue(['AS', 'AH', '9D'])).toEqual({ total: 21, soft: true });
    expect(handValue(['KS', 'QH', '2D'])).toEqual({ total: 22, soft: false });
  });

  it('pays a blackjack 3:2, floored to whole minor units, and ends the round at once', () => {
    expect(done(deal(100, stacked('AS', '9H', 'KD', '7C')))).toMatchObject({
      result: 'blackjack',
      win: 250,
    });
    expect(done(deal(101, stacked('AS', '9H', 'KD', '7C'))).win).toBe(252);
    expect(done(deal(100, stacked('AS', 'AH', 'KD', 'QC')))).toMatchObject({
      result: 'push',
      win: 100,
    });
    expect(done(deal(100, stacked('9S', 'AH', 'KD', 'QC')))).toMatchObject({
      result: 'lose',
      win: 0,
    });
  });

  it('stands the dealer on soft 17 and draws to 16', () => {
    const soft17 = deal(100, stacked('TS', 'AH', '8D', '6C'));
    expect(done(act(soft17, 'stand', seededRng(1)))).toMatchObject({ result: 'win', win: 200 });
    const rng = stacked('TS', 'TH', '8D', '6C', '5S');
    const lost = done(act(deal(100, rng), 'stand', rng));
    expect(lost.dealer).toHaveLength(3);
    expect(lost).toMatchObject({ result: 'lose', win: 0 });
  });

  it('doubles on two cards with one card more, and busts', () => {
    const rng = stacked('6S', '5H', '5D', 'TC', 'TS', '7D');
    const doubled = done(act(deal(100, rng), 'double', rng));
    expect(doubled.player).toHaveLength(3);
    expect(doubled).toMatchObject({ stake: 200, result: 'win', win: 400 });

    const bustRng = stacked('TS', '7H', '6D', 'TC', 'KS');
    expect(done(act(deal(100, bustRng), 'hit', bustRng))).toMatchObject({
      result: 'bust',
      win: 0,
    });
  });

  it('refuses bad stakes, a late double and acting on a finished round', () => {
    for (const stake of [0, -100, 1.5, Number.NaN]) {
      expect(() => deal(stake, seededRng(1))).toThrow(RangeError);
    }
    const rng = stacked('2S', '7H', '3D', 'TC', '2H');
    const hit = act(deal(100, rng), 'hit', rng);
    expect(hit.phase).toBe('player');
    expect(() => act(hit, 'double', rng)).toThrow(RangeError);
    const over = deal(100, stacked('AS', '9H', 'KD', '7C'));
    expect(() => act(over, 'stand', seededRng(1))).toThrow(RangeError);
  });

  it('hides the hole card until the round is done', () => {
    const state = deal(100, stacked('TS', '7H', '6D', 'TC'));
    expect(view(state).dealer).toEqual(['7H', null]);
    expect(view(done(act(state, 'stand', seededRng(1)))).dealer).toEqual(['7H', 'TC']);
  });

  it('plays basic strategy', () => {
    expect(basicStrategy(['6S', '5H'], 'TD')).toBe('double');
    expect(basicStrategy(['6S', '5H'], 'AD')).toBe('hit');
    expect(basicStrategy(['TS', '2H'], '3D')).toBe('hit');
    expect(basicStrategy(['TS', '2H'], '4D')).toBe('stand');
    expect(basicStrategy(['TS', '6H'], '7D')).toBe('hit');
    expect(basicStrategy(['AS', '7H'], '6D')).toBe('double');
    expect(basicStrategy(['AS', '2H', '5D'], '6D')).toBe('stand');
    expect(basicStrategy(['AS', '7H'], '9D')).toBe('hit');
    expect(basicStrategy(['AS', 'AH'], '6D')).toBe('hit');
  });

  it('returns the published RTP (credits / debits) over 1,000,000 basic-strategy rounds', () => {
    const rng = seededRng(424242);
    let staked = 0;
    let won = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const round = playBasicStrategy(101, rng);
      staked += round.staked;
      won += round.win;
    }
    expect(Number.isSafeInteger(won)).toBe(true);
    expect(Math.abs(won / staked - blackjack.rtp)).toBeLessThanOrEqual(0.005);
  });
});
