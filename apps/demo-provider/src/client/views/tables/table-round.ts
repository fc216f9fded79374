import { playRound } from '../../api.js';
import { el, type Shell } from '../../shell.js';
import type { SettledBet, SpotInfo } from '../../../engines/tables/bets.js';
import { sayNotPlayed } from '../slots/answers.js';
import type { ChipTable } from './chips.js';
import type { TableTexts } from './texts.js';

export const REDUCED = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const pause = (ms: number) => new Promise((done) => setTimeout(done, REDUCED ? 0 : ms));

/** Scrolls the wheel or dice into view (under the sticky header) if the player scrolled away. */
export function bringIntoView(node: HTMLElement): void {
  const { top, bottom } = node.getBoundingClientRect();
  if (top < 60 || bottom > window.innerHeight) {
    node.scrollIntoView({ block: 'center', behavior: REDUCED ? 'auto' : 'smooth' });
  }
}

/** A spot's name in the player's language. */
export const spotName = (shell: Shell, spots: readonly SpotInfo[], id: string) => {
  const info = spots.find((spot) => spot.spot === id);
  return info ? (shell.info.language === 'EN' ? info.name.en : info.name.ty) : id;
};

/**
 * The play button of a table of spot bets: it sends the chips as POST /api/round { bets }, shows
 * the round (`land`), then lights the spots it hit, each bet's win and the total.
 */
// The view's outcome type reaches `land` through the round's answer.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function tableRound<Outcome extends { bets: SettledBet[] }>(input: {
  shell: Shell;
  texts: TableTexts;
  chips: ChipTable;
  label: string;
  busyLabel: string;
  /** Animates the outcome; returns the spots it hit and how to read it ("17 Red"). */
  land: (outcome: Outcome) => Promise<{ hit: ReadonlySet<string>; said: string }>;
}) {
  const { shell, texts, chips, label, busyLabel } = input;
  const spots = shell.info.game.paytable as SpotInfo[];
  const button = el('button', 'dp-primary', label);
  button.type = 'button';
  const winBox = el('div', 'dp-win tv-win');
  const paid = el('p', 'tv-paid-list');

  button.onclick = async () => {
    const problem = chips.problem();
    if (problem) return shell.say(problem, 'error');
    button.disabled = true;
    button.textContent = busyLabel;
    winBox.textContent = '';
    paid.textContent = '';
    chips.lock(true);
    chips.unmark();
    try {
      const answer = await playRound<Outcome>({ bets: chips.bets() });
      if (answer.status !== 'OK') return sayNotPlayed(shell, answer);
      shell.setBalance(answer.balance - answer.win);
      const { hit, said } = await input.land(answer.outcome);
      shell.setBalance(answer.balance);
      chips.mark(hit, answer.outcome.bets);
      paid.textContent = answer.outcome.bets
        .filter((bet) => bet.win > 0)
        .map((bet) => `${spotName(shell, spots, bet.spot)} +${shell.money(bet.win)}`)
        .join(' · ');
      if (answer.win > 0) {
        winBox.textContent = `${shell.texts.win} ${shell.money(answer.win)}`;
        shell.say(`${texts.result}: ${said}`, 'win');
      } else shell.say(`${texts.result}: ${said}. ${texts.lost}`);
      if (answer.pending) shell.say(shell.texts.pending, 'info');
    } catch {
      shell.say(shell.texts.unavailable, 'error');
    } finally {
      chips.lock(false);
      button.disabled = false;
      button.textContent = label;
    }
  };
  return { button, winBox, paid };
}
