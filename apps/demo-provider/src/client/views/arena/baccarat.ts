import type { BaccaratResult } from '../../../engines/arena/baccarat.js';
import type { SpotInfo } from '../../../engines/tables/bets.js';
import { el, type Shell } from '../../shell.js';
import { beadRoad, mountArena } from './frame.js';
import './baccarat.css';

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A face-up card ("AS", "TD"); the third card lies sideways, as dealt at the table. */
function card(code: string, third: boolean): HTMLElement {
  const rank = code.startsWith('T') ? '10' : code.charAt(0);
  const suit = SUITS[code.charAt(1)] ?? '?';
  const node = el('span', 'ar-card', el('b', '', rank), el('i', '', suit));
  if ('HD'.includes(code.charAt(1))) node.classList.add('ar-card-red');
  if (third) node.classList.add('ar-card-third');
  node.setAttribute('aria-label', code);
  return node;
}

/** A card's baccarat value: tens and faces count 0. */
const pointOf = (code: string) => {
  const rank = code.charAt(0);
  if (rank === 'A') return 1;
  const pips = Number(rank);
  return Number.isInteger(pips) ? pips : 0;
};
const totalOf = (cards: string[]) => cards.reduce((sum, code) => sum + pointOf(code), 0) % 10;

type Deal = { side: 'player' | 'banker'; index: number; at: number };

/** When each card lands, in ms after betting closed: P, B, P, B, then the third cards. */
function dealOf(result: BaccaratResult): Deal[] {
  const deals: Deal[] = [
    { side: 'player', index: 0, at: 800 },
    { side: 'banker', index: 0, at: 1_600 },
    { side: 'player', index: 1, at: 2_400 },
    { side: 'banker', index: 1, at: 3_200 },
  ];
  const playerThird = result.player.length > 2;
  if (playerThird) deals.push({ side: 'player', index: 2, at: 4_700 });
  if (result.banker.length > 2) {
    deals.push({ side: 'banker', index: 2, at: playerThird ? 6_200 : 4_700 });
  }
  return deals;
}
const REVEAL_AFTER_MS = 1_200;

/**
 * Baccarat: the green felt with Player and Banker, their cards dealt one by one in play (the
 * first four, then any third card), each side's total as it grows, and the winner; the history
 * as a bead road of P, B and T. The table's own rules, which its odds do not say (no commission:
 * a banker win with 6 pays 1:2), are printed under the felt from its spots.
 */
export function mountBaccarat(shell: Shell): void {
  mountArena<null, BaccaratResult>(shell, 'ar-baccarat', (texts) => {
    const words = texts.baccarat;
    const side = (name: 'player' | 'banker') => {
      const cards = el('div', 'ar-cards');
      const total = el('span', 'ar-total');
      const node = el(
        'div',
        `ar-side ar-side-${name}`,
        el('span', 'ar-side-name', name.toUpperCase(), total),
        cards,
      );
      return { node, cards, total, shown: 0 };
    };
    const sides = { player: side('player'), banker: side('banker') };
    const banner = el('div', 'ar-banner');
    const felt = el('div', 'ar-felt', sides.player.node, sides.banker.node, banner);
    const rules = el('ul', 'ar-rules');
    const node = el('div', 'ar-stage', felt, rules);
    /** The table's rules, each once, and whether its banker pays 1:2 on a winning 6. */
    const shown = new Set<string>();
    let halfOnSix = false;
    const noteRule = (spot: SpotInfo) => {
      if (!spot.rule) return;
      if (spot.spot === 'banker') halfOnSix = true;
      const rule = shell.info.language === 'EN' ? spot.rule.en : spot.rule.ty;
      if (shown.has(rule)) return;
      shown.add(rule);
      rules.append(el('li', '', rule));
    };

    return {
      bettingMs: 20_000,
      node,
      playing: words.playing,
      open() {
        for (const one of Object.values(sides)) {
          one.cards.replaceChildren();
          one.total.textContent = '';
          one.shown = 0;
          one.node.classList.remove('ar-side-won');
        }
        banner.textContent = '';
        felt.classList.remove('ar-over');
        // The board is drawn after this, reading each spot's odds (and rules) anew.
        rules.replaceChildren();
        shown.clear();
        halfOnSix = false;
      },
      odds(spot) {
        noteRule(spot);
        return spot.odds;
      },
      play(result, elapsed) {
        const deals = dealOf(result);
        for (const deal of deals) {
          const one = sides[deal.side];
          if (elapsed < deal.at || one.shown > deal.index) continue;
          const cards = result[deal.side];
          one.cards.append(card(cards[deal.index] ?? '', deal.index === 2));
          one.shown = deal.index + 1;
          one.total.textContent = String(totalOf(cards.slice(0, one.shown)));
        }
        const revealAt = (deals.at(-1)?.at ?? 0) + REVEAL_AFTER_MS;
        if (elapsed < revealAt) return false;
        if (!felt.classList.contains('ar-over')) {
          felt.classList.add('ar-over');
          const onSix = halfOnSix && result.winner === 'banker' && result.bankerTotal === 6;
          banner.textContent = onSix ? words.bankerSix : words[result.winner];
          if (result.winner !== 'tie') sides[result.winner].node.classList.add('ar-side-won');
        }
        return true;
      },
      history: (results) =>
        beadRoad(
          [...results].reverse().map((result) => ({
            tone: { player: 'blue', banker: 'red', tie: 'green' }[result.winner],
            label: { player: 'P', banker: 'B', tie: 'T' }[result.winner],
            title: `${result.playerTotal}–${result.bankerTotal} ${words[result.winner]}`,
          })),
        ),
    };
  });
}
