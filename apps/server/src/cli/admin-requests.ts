/**
 * What the `deposits …` and `withdrawals …` commands share: `list [STATUS]`, the accepting verb
 * (approve, pay) with an id, and `reject ID --reason TEXT`.
 */
export type RequestsVerb<S extends string> =
  | { verb: 'list'; status: S | 'all' }
  | { verb: 'accept'; id: number }
  | { verb: 'reject'; id: number; reason: string };

/** A request's id as typed: a positive integer. */
export const ID = /^[1-9]\d{0,15}$/;

export function requestsCommand<S extends string>(
  noun: string,
  statuses: readonly S[],
  acceptVerb: string,
  rest: readonly string[],
  reason: string | undefined,
): RequestsVerb<S> | string {
  const [verb, ...args] = rest;
  const [first] = args;
  const known: readonly string[] = [...statuses, 'all'];
  if (verb === 'list' && args.length <= 1) {
    const status = first ?? 'pending';
    if (!known.includes(status)) return `${noun} list takes ${known.join(', ')}`;
    return { verb: 'list', status: status as S | 'all' };
  }
  if ((verb === acceptVerb || verb === 'reject') && args.length === 1 && first && ID.test(first)) {
    if (verb === acceptVerb) return { verb: 'accept', id: Number(first) };
    if (!reason?.trim()) return `${noun} reject needs --reason TEXT (the member reads it)`;
    return { verb: 'reject', id: Number(first), reason: reason.trim() };
  }
  return `Wrong arguments for ${noun} ${verb ?? ''}`.trimEnd();
}

export const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
