import { playRound } from '../../api.js';
import type { Shell } from '../../shell.js';
import { sayNotPlayed } from './answers.js';

/**
 * A slot's spin button, the same in every slot: it clears the last win, plays one round with the
 * picked stake, shows the balance less the win while the reels land (`show`), then the balance
 * with it, and says what a round without a win, a pending win or a refusal means.
 */
// The engine's outcome type, as its view reads the round: the page trusts its own provider.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function onSpin<Outcome>(
  shell: Shell,
  button: HTMLButtonElement,
  round: {
    stake: () => number;
    clear: () => void;
    /** Lands the outcome and shows what it won (a win > 0 only). */
    show: (outcome: Outcome, win: number) => Promise<void>;
  },
): void {
  const { texts } = shell;
  button.onclick = async () => {
    button.disabled = true;
    button.textContent = texts.spinning;
    shell.say('');
    round.clear();
    try {
      const answer = await playRound<Outcome>({ stake: round.stake() });
      if (answer.status !== 'OK') {
        sayNotPlayed(shell, answer);
        return;
      }
      shell.setBalance(answer.balance - answer.win);
      await round.show(answer.outcome, answer.win);
      shell.setBalance(answer.balance);
      if (answer.win === 0) shell.say(texts.noWin);
      if (answer.pending) shell.say(texts.pending, 'info');
    } catch {
      shell.say(texts.unavailable, 'error');
    } finally {
      button.disabled = false;
      button.textContent = texts.spin;
    }
  };
}
