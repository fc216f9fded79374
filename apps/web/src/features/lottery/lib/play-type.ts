import type { LotteryGame } from '@app/contracts';

/** SPEC §3 play types as /m/launchGame names them (playType=trad): traditional, entertainment. */
export type PlayTypeParam = 'trad' | 'ent';

/** The ?playType= of a betting page's address: trad, ent, or none (both). */
export const playTypeOf = (value: string | null): PlayTypeParam | undefined =>
  value === 'trad' || value === 'ent' ? value : undefined;

/**
 * The game as the betting page offers it: with a play type asked for (SPEC §2 /m/launchGame
 * playType), only that one, when the game has it on; otherwise its own switches (tradPlaySwitch,
 * entPlaySwitch). The server still checks every bet against the game's switches.
 */
export function withPlayType(game: LotteryGame, playType: PlayTypeParam | undefined): LotteryGame {
  if (playType === 'trad' && game.tradPlaySwitch && game.entPlaySwitch) {
    return { ...game, entPlaySwitch: false };
  }
  if (playType === 'ent' && game.entPlaySwitch && game.tradPlaySwitch) {
    return { ...game, tradPlaySwitch: false };
  }
  return game;
}
