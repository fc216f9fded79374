import type { Shell } from '../../shell.js';
import { mountBaccarat } from './baccarat.js';
import { mountFootball } from './football.js';
import { mountKeno } from './keno.js';
import { mountSabong } from './sabong.js';

/** The views of the shared-round games, by engine id. */
export const ARENA_VIEWS: Record<string, (shell: Shell) => void> = {
  sabong: mountSabong,
  baccarat: mountBaccarat,
  football: mountFootball,
  keno: mountKeno,
};
