import type { CockfightResult, CockfightSpot, Fight } from '../../../engines/arena/cockfight.js';
import { el, type Shell } from '../../shell.js';
import { beadRoad, clock, mountArena } from './frame.js';
import './sabong.css';

/**
 * A rooster facing right, drawn here as constant markup (no player data): sickle tail, hackle,
 * comb and wattle, and the gaff (tari) on its leg. The body colours come from CSS variables.
 */
const ROOSTER =
  '<svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">' +
  '<path d="M44 62C22 40 8 44 6 58c10-6 18-4 26 4C16 58 8 68 10 80c8-10 18-12 30-8z" fill="var(--tail)"/>' +
  '<path d="M40 60C26 34 14 30 10 36c12 2 20 12 24 26z" fill="var(--tail-2)"/>' +
  '<ellipse cx="58" cy="70" rx="29" ry="21" fill="var(--body)"/>' +
  '<path d="M40 66c10-8 26-8 36 2-8 12-26 14-36-2z" fill="var(--wing)"/>' +
  '<path d="M68 58c0-16 8-28 18-30 10 2 12 14 6 30-6 8-18 8-24 0z" fill="var(--hackle)"/>' +
  '<circle cx="88" cy="30" r="10" fill="var(--body)"/>' +
  '<path d="M79 23c1-8 5-9 7-4 1-8 6-8 7-2 3-5 7-3 6 3l-2 5H80z" fill="#e2304a"/>' +
  '<path d="M97 27l12 5-12 4z" fill="#f3c74f"/>' +
  '<ellipse cx="95" cy="42" rx="3.5" ry="6" fill="#e2304a"/>' +
  '<circle cx="91" cy="28" r="2.6" fill="#fff"/><circle cx="91.8" cy="28" r="1.3" fill="#111"/>' +
  '<path d="M52 88l-3 20M66 88l3 20M49 108h-8M49 108l5 4M69 108h8M69 108l-4 4" stroke="#f3c74f" stroke-width="4" stroke-linecap="round" fill="none"/>' +
  '<path d="M70 100l12-4" stroke="#dfe4ff" stroke-width="2.5" stroke-linecap="round"/>' +
  '</svg>';

/** How long the fight shows before its result: longer fights take longer, 4 to 18 s. */
const fightMs = (result: CockfightResult) => 4_000 + ((result.seconds - 10) / 110) * 14_000;
const RELEASE_MS = 1_500;

/**
 * Sabong: the cockpit with Meron (red) and Wala (blue), the fight's number and its odds as the
 * board prints them (what 1 returns: 1.89); in play the roosters are released, clash for the
 * fight's length, and the loser drops; the history as the board's red, blue and green dots.
 */
export function mountSabong(shell: Shell): void {
  mountArena<Fight, CockfightResult>(shell, 'ar-sabong', (texts) => {
    const words = texts.sabong;
    const cock = (spot: 'meron' | 'wala') => {
      const node = el(
        'div',
        `ar-cock ar-cock-${spot}`,
        el('span', 'ar-cock-name', spot.toUpperCase()),
      );
      node.insertAdjacentHTML('afterbegin', ROOSTER);
      return node;
    };
    const title = el('span', 'ar-fight-no');
    const time = el('span', 'ar-fight-clock', '0:00');
    const banner = el('div', 'ar-banner');
    const pit = el('div', 'ar-pit', cock('meron'), el('span', 'ar-vs', 'VS'), cock('wala'), banner);
    const node = el('div', 'ar-stage', el('div', 'ar-stage-head', title, time), pit);
    let step = '';
    const goTo = (next: string) => {
      if (step === next) return;
      pit.classList.remove(`ar-${step}`);
      step = next;
      if (next) pit.classList.add(`ar-${next}`);
    };

    return {
      bettingMs: 60_000,
      node,
      playing: words.playing,
      open(fight) {
        title.textContent = `${words.fight} #${fight.number}`;
        time.textContent = '0:00';
        banner.textContent = '';
        pit.classList.remove('ar-won-meron', 'ar-won-wala', 'ar-won-draw');
        goTo('');
      },
      play(result, elapsed) {
        const length = fightMs(result);
        if (elapsed < RELEASE_MS) {
          goTo('release');
          banner.textContent = words.release;
          return false;
        }
        if (elapsed < length) {
          goTo('clash');
          banner.textContent = '';
          const share = (elapsed - RELEASE_MS) / (length - RELEASE_MS);
          time.textContent = clock(Math.floor(share * result.seconds));
          return false;
        }
        if (step !== 'over') {
          goTo('over');
          time.textContent = clock(result.seconds);
          banner.textContent = words[result.winner];
          pit.classList.add(`ar-won-${result.winner}`);
        }
        return true;
      },
      odds: (spot, fight) => (fight.pays[spot.spot as CockfightSpot] / 10_000).toFixed(2),
      history: (results) =>
        beadRoad(
          [...results].reverse().map((result) => ({
            tone: { meron: 'red', wala: 'blue', draw: 'green' }[result.winner],
            label: { meron: 'M', wala: 'W', draw: shell.info.language === 'EN' ? 'D' : 'T' }[
              result.winner
            ],
            title: `#${result.fight.number} ${words[result.winner]}`,
          })),
        ),
    };
  });
}
