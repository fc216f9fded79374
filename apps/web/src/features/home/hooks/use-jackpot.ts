import { useEffect, useState } from 'react';
import { JACKPOT } from '../constants';

/** A whole number in [min, max], from `random` (Math.random by default; tests pass their own). */
export const randomBetween = (min: number, max: number, random = Math.random) =>
  min + Math.floor(random() * (max - min + 1));

/** The first value: anywhere between the jackpot's min and max (SPEC §4, §9). */
export const jackpotStart = (random = Math.random) =>
  randomBetween(JACKPOT.min, JACKPOT.max, random);

/** One increase: 10,000 to 50,000. */
export const jackpotIncrement = (random = Math.random) =>
  randomBetween(JACKPOT.incrementMin, JACKPOT.incrementMax, random);

/** The wait before the next increase: 3, 4 or 5 s, in ms. */
export const jackpotDelayMs = (random = Math.random) =>
  (JACKPOT.tickSeconds[Math.floor(random() * JACKPOT.tickSeconds.length)] ??
    JACKPOT.tickSeconds[0]) * 1000;

/**
 * SPEC §4 "Jackpot counter": starts at a random value between min and max and grows by a random
 * amount every 3, 4 or 5 s (a new pick each time).
 */
export function useJackpot(): number {
  const [value, setValue] = useState(() => jackpotStart());
  useEffect(() => {
    const step = jackpotIncrement();
    const timer = setTimeout(() => setValue((current) => current + step), jackpotDelayMs());
    return () => clearTimeout(timer);
  }, [value]);
  return value;
}
