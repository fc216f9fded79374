/**
 * What long-lived promises settled to. A store that hands out one promise per key until a change
 * replaces it (merchants, catalogue snapshots) lets a request read a settled one at once, with no
 * tick spent waiting: on a path every poll takes, that tick is a measurable share of the answer.
 */
const settled = new WeakMap<Promise<unknown>, { value: unknown }>();

/** `then(value)` now when `promise` has settled before, else once it does. */
export function whenSettled<T, R>(
  promise: Promise<T>,
  then: (value: T) => R | Promise<R>,
): R | Promise<R> {
  const known = settled.get(promise);
  if (known) return then(known.value as T);
  return promise.then((value) => {
    settled.set(promise, { value });
    return then(value);
  });
}
