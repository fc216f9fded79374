/** SPEC §9: the countdown ticks every 500 ms and looks urgent under 6 s. */
export const COUNTDOWN_TICK_MS = 500;
export const NEAR_END_MS = 6_000;
/** SPEC §4: what a countdown shows when the game is not on sale or its time has run out. */
export const NO_COUNTDOWN = '--:--:--';

/** SPEC §3 countdown inputs of one game, as the lobby answer gives them. */
export type CountdownInputs = {
  isSale: boolean;
  /** Until the draw, in ms, when the server answered. */
  remainTime: number;
  /** Sales close this many seconds before the draw. */
  lockTime: number;
};

/** SPEC §3 "lottery time pair": when the request left and when its answer came (epoch ms). */
export type LotteryTimePair = readonly [sentAt: number, receivedAt: number];

/**
 * When sales close, on this phone's clock, or null when the game is not on sale. SPEC §4: the
 * remaining time minus half the round trip (the answer was made about halfway through it), lock
 * time subtracted, counted from when the answer arrived.
 */
export function saleDeadline(game: CountdownInputs, [sentAt, receivedAt]: LotteryTimePair) {
  if (!game.isSale) return null;
  return receivedAt + game.remainTime - game.lockTime * 1000 - (receivedAt - sentAt) / 2;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** hh:mm:ss of what is left, rounded up to the second; --:--:-- when nothing is. */
export function formatCountdown(leftMs: number | null): string {
  if (leftMs === null || leftMs <= 0) return NO_COUNTDOWN;
  const seconds = Math.ceil(leftMs / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** SPEC §4: the near-ending style, for the last 6 s. */
export const isNearEnd = (leftMs: number | null): boolean =>
  leftMs !== null && leftMs > 0 && leftMs < NEAR_END_MS;
