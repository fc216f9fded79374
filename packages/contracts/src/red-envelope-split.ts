/**
 * How a red envelope rain splits one amount (minor units) between `count` receivers (AGENTS.md
 * "Random split"). Both splits give every receiver at least `minShare` and sum exactly to the
 * amount; an amount below count × minShare cannot be split (undefined).
 */

export const RED_ENVELOPE_SPLITS = ['equal', 'random'] as const;
export type RedEnvelopeSplit = (typeof RED_ENVELOPE_SPLITS)[number];

const splittable = (amount: number, count: number, minShare: number) =>
  Number.isSafeInteger(amount) &&
  Number.isInteger(count) &&
  count > 0 &&
  amount >= count * minShare;

/**
 * "Equally": the amount's whole share each, and the centavos left over one each to the first
 * receivers in the order given (deterministic: the same list always gets the same shares).
 */
export function equalSplit(amount: number, count: number, minShare = 100): number[] | undefined {
  if (!splittable(amount, count, minShare)) return undefined;
  const base = Math.floor(amount / count);
  const rest = amount - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * "Randomly", the double-mean rule: each share is drawn between `minShare` and twice the mean of
 * what remains above the minimums still owed (so no later receiver is left below the minimum); the
 * last takes the rest. `random` answers [0, 1), e.g. Math.random or crypto's.
 */
export function randomSplit(
  amount: number,
  count: number,
  random: () => number,
  minShare = 100,
): number[] | undefined {
  if (!splittable(amount, count, minShare)) return undefined;
  const shares: number[] = [];
  let left = amount;
  for (let remaining = count; remaining > 1; remaining -= 1) {
    // What may be shared above the minimums of the `remaining` receivers still to be paid.
    const spare = left - remaining * minShare;
    const most = Math.floor((2 * spare) / remaining);
    const extra = Math.min(spare, Math.floor(random() * (most + 1)));
    shares.push(minShare + extra);
    left -= minShare + extra;
  }
  shares.push(left);
  return shares;
}
