import type { Shell } from '../../shell.js';
import { mountCascade } from './cascade.js';
import { mountFish } from './fish.js';
import { mountLines5 } from './lines5.js';

/** The views of the grid slots and the fish game, by engine id. */
export const SLOT_VIEWS: Record<string, (shell: Shell) => void> = {
  lines5: mountLines5,
  cascade: mountCascade,
  fish: mountFish,
};
