/**
 * A model of the movement API (movements.ts) for its model-based test: what two members' cash,
 * withdrawal hold, bonus grants and turnover counters must be after any sequence of movements,
 * in plain numbers, with none of the ledger's machinery. movements.model-run.test.ts runs random
 * sequences against both and compares them after every step.
 */

/** One of the sequence's two members. */
export type Who = 0 | 1;

/** A movement (or a settled valid bet, `wager`) as the test issues it; amounts in minor units. */
export type Op =
  | { t: 'deposit'; m: Who; amount: number; turnover: number }
  | { t: 'grant'; m: Who; amount: number; bonus: number }
  | { t: 'stake'; m: Who; amount: number; split: boolean }
  | { t: 'payout' | 'refund' | 'hold'; m: Who; amount: number }
  | { t: 'release'; m: Who; amount: number; to: 'cash' | 'house' }
  | { t: 'transfer'; m: Who; amount: number; turnover: number }
  /** movements.ts transferMany with the other member as its one payee (a red envelope of one). */
  | { t: 'spread'; m: Who; amount: number; turnover: number }
  | { t: 'wager'; m: Who; amount: number }
  /** One batch (movements.ts payoutMany): `amount` to m, `other` to the other member when > 0. */
  | { t: 'payouts'; m: Who; amount: number; other: number }
  /** Settled valid bets of both members counted in one batch (turnover addWageredMany). */
  | { t: 'wagers'; m: Who; amount: number; other: number };

export type Outcome =
  | { ok: true; replayed: boolean; balance: bigint; toBalance?: bigint }
  | { ok: false; error: 'wallet.insufficient' | 'idempotency.conflict' };

export type Grant = { amount: number; required: number; wagered: number };

export type MemberState = {
  cash: bigint;
  hold: bigint;
  /** Active bonus grants, oldest first; the bonus account holds their amounts. */
  grants: Grant[];
  required: number;
  wagered: number;
};

export type ModelState = {
  members: [MemberState, MemberState];
  /** Key → the movement first written under it (its op without the key). */
  keys: Map<string, string>;
  /** Movements written, in order: what a retry may repeat. */
  done: { op: Op; key: string }[];
  /** Ledger transactions touching the two members (movements and bonus releases). */
  transactions: number;
};

const emptyMember = (): MemberState => ({
  cash: 0n,
  hold: 0n,
  grants: [],
  required: 0,
  wagered: 0,
});

export const emptyModel = (): ModelState => ({
  members: [emptyMember(), emptyMember()],
  keys: new Map(),
  done: [],
  transactions: 0,
});

const cloneMember = (m: MemberState): MemberState => ({
  ...m,
  grants: m.grants.map((g) => ({ ...g })),
});

export const cloneModel = (s: ModelState): ModelState => ({
  members: [cloneMember(s.members[0]), cloneMember(s.members[1])],
  keys: new Map(s.keys),
  done: [...s.done],
  transactions: s.transactions,
});

export const other = (m: Who): Who => (m === 0 ? 1 : 0);
export const bonusOf = (m: MemberState): bigint =>
  BigInt(m.grants.reduce((sum, g) => sum + g.amount, 0));
const signature = (op: Op): string => JSON.stringify(op);

/** turnover.repository.ts `require`: wagering beyond the old requirement is dropped first. */
function requireTurnover(m: MemberState, amount: number): void {
  m.wagered = Math.min(m.wagered, m.required);
  m.required += amount;
}

/** turnover.repository.ts `addWagered` with bonus-wallet.ts: oldest grants first, met ones paid. */
function wager(s: ModelState, m: MemberState, amount: number): void {
  m.wagered += amount;
  let left = amount;
  for (let grant = m.grants[0]; left > 0 && grant; grant = m.grants[0]) {
    const owed = grant.required - grant.wagered;
    const counted = Math.min(owed, left);
    left -= counted;
    if (counted < owed) {
      grant.wagered += counted;
      break;
    }
    m.grants.shift();
    m.cash += BigInt(grant.amount);
    s.transactions += 1;
  }
}

const insufficient: Outcome = { ok: false, error: 'wallet.insufficient' };

/**
 * Applies `op` under `key` (ignored for `wager`) to `s` in place and answers what the real call
 * must answer. A refused movement leaves `s` as it was.
 */
export function apply(s: ModelState, op: Op, key: string): Outcome {
  const me = s.members[op.m];
  const you = s.members[other(op.m)];
  const answer = (replayed: boolean): Outcome =>
    op.t === 'transfer' || op.t === 'spread' || (op.t === 'payouts' && op.other > 0)
      ? { ok: true, replayed, balance: me.cash, toBalance: you.cash }
      : { ok: true, replayed, balance: me.cash };
  if (op.t === 'wager' || op.t === 'wagers') {
    wager(s, me, op.amount);
    if (op.t === 'wagers' && op.other > 0) wager(s, you, op.other);
    return answer(false);
  }
  const earlier = s.keys.get(key);
  if (earlier !== undefined) {
    return earlier === signature(op) ? answer(true) : { ok: false, error: 'idempotency.conflict' };
  }
  const amount = BigInt(op.amount);
  switch (op.t) {
    case 'deposit':
      me.cash += amount;
      if (op.turnover > 0) requireTurnover(me, op.turnover);
      break;
    case 'grant':
      if (op.bonus > 0) me.grants.push({ amount: op.amount, required: op.bonus, wagered: 0 });
      else me.cash += amount;
      break;
    case 'stake':
    case 'hold':
      if (me.cash < amount) return insufficient;
      me.cash -= amount;
      if (op.t === 'hold') me.hold += amount;
      break;
    case 'payout':
    case 'refund':
      me.cash += amount;
      break;
    case 'payouts':
      me.cash += amount;
      if (op.other > 0) {
        // The other member's payout is a second transaction of the batch (its own key).
        you.cash += BigInt(op.other);
        s.transactions += 1;
      }
      break;
    case 'release':
      if (me.hold < amount) return insufficient;
      me.hold -= amount;
      if (op.to === 'cash') me.cash += amount;
      break;
    case 'transfer':
    case 'spread':
      if (me.cash < amount) return insufficient;
      me.cash -= amount;
      you.cash += amount;
      if (op.turnover > 0) requireTurnover(you, op.turnover);
      break;
  }
  s.keys.set(key, signature(op));
  s.done.push({ op, key });
  s.transactions += 1;
  return answer(false);
}

/** The same movement with another amount: under an earlier key, an idempotency.conflict. */
export const withOtherAmount = (op: Op): Op => ({ ...op, amount: op.amount + 1 });

export const describeOp = (op: Op): string => {
  const { t, m, amount, ...rest } = op;
  const extra = Object.entries(rest)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
  return `${t}(m${m} ${amount}${extra ? ` ${extra}` : ''})`;
};
