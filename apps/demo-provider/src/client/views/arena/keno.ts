import type { KenoResult } from '../../../engines/arena/keno.js';
import { el, type Shell } from '../../shell.js';
import { mountArena } from './frame.js';
import './keno.css';

/** The balls come out one every BALL_MS from FIRST_MS, then the result shows at RESULT_MS. */
const FIRST_MS = 600;
const BALL_MS = 700;
const RESULT_MS = 15_000;
const MIDDLE = 810;

type Words = {
  big: string;
  small: string;
  middle: string;
  odd: string;
  even: string;
};

/** The sum's result as the banner reads it: MALAKI · GANSAL, BIG · ODD, MIDDLE (810) · EVEN. */
const resultWords = (sum: number, words: Words) =>
  `${sum > MIDDLE ? words.big : sum < MIDDLE ? words.small : words.middle} · ${
    sum % 2 === 1 ? words.odd : words.even
  }`;

/**
 * Keno quick draw: the board of 1–80 (8 rows of 10) with the ball counter and the running sum;
 * in play the 20 balls light up one by one as they are drawn and the sum grows, then the result
 * (Big/Small, Odd/Even) over the board; the history as the last sums, coloured Big or Small.
 */
export function mountKeno(shell: Shell): void {
  mountArena<null, KenoResult>(shell, 'ar-keno', (texts) => {
    const words = texts.keno;
    const cells = Array.from({ length: 80 }, (_, i) => el('span', 'ar-kn-cell', String(i + 1)));
    const counter = el('span', 'ar-kn-count');
    const total = el('strong', 'ar-kn-sum', '0');
    const banner = el('div', 'ar-banner');
    const board = el('div', 'ar-kn-board', ...cells, banner);
    board.setAttribute('aria-hidden', 'true');
    const node = el(
      'div',
      'ar-stage',
      el('div', 'ar-stage-head', counter, el('span', '', `${words.sum} `, total)),
      board,
      el('p', 'ar-kn-rule', words.rule),
    );
    let shown = 0;

    return {
      bettingMs: 40_000,
      node,
      playing: words.playing,
      open() {
        for (const cell of cells) cell.classList.remove('ar-kn-lit', 'ar-kn-latest');
        board.classList.remove('ar-over');
        banner.textContent = '';
        counter.textContent = `${words.round} 0/20`;
        total.textContent = '0';
        shown = 0;
      },
      play(result, elapsed) {
        const due = Math.max(
          0,
          Math.min(result.balls.length, Math.floor((elapsed - FIRST_MS) / BALL_MS) + 1),
        );
        if (due > shown) {
          cells.forEach((cell) => cell.classList.remove('ar-kn-latest'));
          for (const ball of result.balls.slice(shown, due)) {
            cells[ball - 1]?.classList.add('ar-kn-lit');
          }
          const latest = result.balls[due - 1];
          if (latest !== undefined) cells[latest - 1]?.classList.add('ar-kn-latest');
          shown = due;
          counter.textContent = `${words.round} ${due}/20`;
          const sum = result.balls.slice(0, due).reduce((a, ball) => a + ball, 0);
          total.textContent = String(sum);
        }
        if (elapsed < RESULT_MS || shown < result.balls.length) return false;
        if (!board.classList.contains('ar-over')) {
          board.classList.add('ar-over');
          total.textContent = String(result.sum);
          banner.textContent = `${result.sum} · ${resultWords(result.sum, words)}`;
        }
        return true;
      },
      // What 1 returns, as the board prints it: 1.928.
      odds: (spot) => (1 + Number.parseFloat(spot.odds)).toFixed(3),
      history: (results) =>
        el(
          'ol',
          'ar-kn-past',
          ...results.slice(0, 8).map((result) => {
            const size = result.sum > MIDDLE ? 'big' : result.sum < MIDDLE ? 'small' : 'middle';
            const item = el(
              'li',
              `ar-kn-${size}`,
              String(result.sum),
              el('small', '', (result.sum % 2 === 1 ? words.odd : words.even).charAt(0)),
            );
            item.title = `${result.sum} ${resultWords(result.sum, words)}`;
            return item;
          }),
        ),
    };
  });
}
