import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from './countdown';

/**
 * One clock for every countdown on screen: forty rows share a single 500 ms timer and each
 * re-renders only its own text. It stops while the page is hidden and catches up on return.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function sync() {
  const running = listeners.size > 0 && document.visibilityState !== 'hidden';
  if (running && timer === undefined) {
    tick();
    timer = setInterval(tick, COUNTDOWN_TICK_MS);
  } else if (!running && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) document.addEventListener('visibilitychange', sync);
  // A countdown that joins a running clock starts from now, not from the last tick.
  if (timer !== undefined) tick();
  sync();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', sync);
    sync();
  };
}

/** Now, in epoch ms, as of the last 500 ms tick. */
export const useLotteryClock = (): number => useSyncExternalStore(subscribe, () => now);

/**
 * Something the time decides, as of the last tick, re-rendering only when it changes (whether a
 * sale is still open): `select` must return a primitive.
 */
export const useLotteryClockValue = <T extends string | number | boolean | null>(
  select: (now: number) => T,
): T => useSyncExternalStore(subscribe, () => select(now));
