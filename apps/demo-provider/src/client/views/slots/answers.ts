import type { RoundAnswer } from '../../api.js';
import type { Shell } from '../../shell.js';

/**
 * What the player is told of a round that was not played, as classic3 says it: the operator's own
 * message for a refusal (too little balance, a break) or a bad bet, else the page's words.
 */
export function sayNotPlayed(
  shell: Shell,
  answer: Exclude<RoundAnswer<unknown>, { status: 'OK' }>,
): void {
  const { texts } = shell;
  if (answer.status === 'REFUSED' || answer.status === 'INVALID_BET') {
    shell.say(answer.message, 'error');
  } else if (answer.status === 'SESSION_EXPIRED') shell.say(texts.expired, 'error');
  else if (answer.status === 'BUSY') shell.say(texts.busy, 'info');
  else shell.say(texts.unavailable, 'error');
}
