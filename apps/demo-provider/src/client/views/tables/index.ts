import './tables.css';
import type { Shell } from '../../shell.js';
import { mountBlackjack } from './blackjack.js';
import { mountRoulette } from './roulette.js';
import { mountSicbo } from './sicbo.js';

/** The views of the table games (roulette, sic bo, blackjack), by engine id. */
export const TABLE_VIEWS: Record<string, (shell: Shell) => void> = {
  roulette: mountRoulette,
  sicbo: mountSicbo,
  blackjack: mountBlackjack,
};
