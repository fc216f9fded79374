import type { Rng } from '../engine.js';

/** The symbol at a position of a circular strip (a reel wraps around). */
export function symbolAt<S>(strip: readonly S[], position: number): S {
  const symbol = strip[position % strip.length];
  if (symbol === undefined) throw new RangeError(`reel position ${position} on an empty strip`);
  return symbol;
}

/**
 * Stops every reel at a uniform position and reads the window below it: `grid[reel][row]`, row 0
 * on top. `stops` lets the browser land each reel on the strip it drew.
 */
export function spinReels<S>(
  strips: readonly (readonly S[])[],
  rows: number,
  rng: Rng,
): { stops: number[]; grid: S[][] } {
  const stops = strips.map((strip) => rng.int(strip.length));
  const grid = strips.map((strip, reel) =>
    Array.from({ length: rows }, (_, row) => symbolAt(strip, (stops[reel] ?? 0) + row)),
  );
  return { stops, grid };
}

/** How often each symbol stands on a strip: a uniform stop shows it in any one row this often. */
export function symbolWeights<S>(strip: readonly S[]): Map<S, number> {
  const weights = new Map<S, number>();
  for (const symbol of strip) weights.set(symbol, (weights.get(symbol) ?? 0) + 1);
  return weights;
}

/** Reads a strip written one letter per symbol ("C M O B"), so that a whole reel fits on a line. */
export function stripOf<S>(letters: string, legend: Readonly<Record<string, S>>): S[] {
  return letters.split(' ').map((letter) => {
    const symbol = legend[letter];
    if (symbol === undefined) throw new RangeError(`no symbol for the letter ${letter}`);
    return symbol;
  });
}
