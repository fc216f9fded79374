import type { CountdownInputs, LotteryTimePair } from './countdown';

/** SPEC §9: the lobby asks again after 7 s when a draw is due, and at least every 30 s. */
export const REFRESH_FALLBACK_MS = 7_000;
export const REFRESH_CAP_MS = 30_000;

/**
 * SPEC §4: when the lobby asks for its menu again: at the smallest remaining time (lock time
 * subtracted) among games with a draw number; after 7 s when that is 0 or less (a draw is being
 * made); never later than 30 s. Without a game that has a draw, the cap.
 */
export function nextRefreshMs(games: readonly (CountdownInputs & { numero?: string | null })[]) {
  let soonest = Infinity;
  for (const game of games) {
    if (!game.numero) continue;
    soonest = Math.min(soonest, game.remainTime - game.lockTime * 1000);
  }
  if (soonest <= 0) return REFRESH_FALLBACK_MS;
  return Math.min(soonest, REFRESH_CAP_MS);
}

/**
 * nextRefreshMs for an answer received earlier (a 304 keeps the answer it confirms): each
 * remaining time is aged by the time since it was true, about halfway through its round trip.
 */
export function nextRefreshAfter(
  games: readonly (CountdownInputs & { numero?: string | null })[],
  [sentAt, receivedAt]: LotteryTimePair,
  now: number,
) {
  const age = now - receivedAt + (receivedAt - sentAt) / 2;
  return nextRefreshMs(games.map((game) => ({ ...game, remainTime: game.remainTime - age })));
}
