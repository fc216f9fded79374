import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SeamlessErrorCode, WalletOk, WalletRefusal } from '@app/contracts';
import {
  WalletUnreachable,
  type CreditBody,
  type RollbackBody,
  type WalletClient,
} from './wallet-client.js';

/** Waits between retries of a call the operator did not answer: 1 s, 2 s, 4 s … up to a minute. */
const backoff = (attempt: number) => Math.min(60_000, 1_000 * 2 ** attempt);
const MAX_ATTEMPTS = 30;
/** The journal is rewritten with only what is pending after this many lines. */
const COMPACT_AFTER = 10_000;

/**
 * What a refusal of a credit or a rollback means for the outbox: `retry` is not the operator's last
 * word (the call stays owed, retried with the backoff and journaled pending); `final` is an answer
 * about the money itself, and sending the same call again cannot change it (the call is done),
 * logged at error level when it may leave money wrong. Every code of the protocol is named here, so
 * a new one must be decided.
 */
const REFUSALS: Record<SeamlessErrorCode, 'retry' | 'final' | 'final, look into it'> = {
  // The provider's row is disabled, or its secret not yet the one the operator has (a restart
  // without its state): the call was not looked at.
  INVALID_SIGNATURE: 'retry',
  // Clock skew: each retry is signed anew with the clock of the moment.
  REQUEST_EXPIRED: 'retry',
  // A player disabled for now, or not yet known as one of this provider's: the money is still owed.
  PLAYER_NOT_FOUND: 'retry',
  // Not expected of a credit or a rollback: nothing was looked at, the money is still owed.
  TOKEN_INVALID: 'retry',
  SESSION_EXPIRED: 'retry',
  GAME_NOT_FOUND: 'retry',
  INSUFFICIENT_FUNDS: 'retry',
  PLAYER_ON_BREAK: 'retry',
  LIMIT_REACHED: 'retry',
  // The debit was cancelled already: nothing left to cancel.
  TRANSACTION_ROLLED_BACK: 'final',
  // A credit of a round the operator never opened (none of its debits reached it): nothing staked.
  ROUND_NOT_FOUND: 'final',
  // The body does not pass the contract (or the operator's refusal has no code of its own): the
  // same bytes are refused the same way every time. Logged as an error.
  INVALID_REQUEST: 'final, look into it',
  // The transaction id is the operator's under another body: it will never take this one.
  TRANSACTION_CONFLICT: 'final, look into it',
  // The round is settled: a rollback's stake stays taken, a credit is not paid. Sending again
  // cannot change it: logged as an error (money to look into).
  ROUND_CLOSED: 'final, look into it',
};

/** A call the operator must receive, as the journal keeps it. */
export type WalletCall =
  { action: 'credit'; body: CreditBody } | { action: 'rollback'; body: RollbackBody };

type Answer = WalletOk | WalletRefusal;

/**
 * One line of the journal. `guard`: the call that undoes a debit about to be sent, owed if the
 * round never ends (not sent while it may). `call`: owed now, in place of what was pending under
 * its key and under each of `replaces`. `done`: answered, nothing owed under the key.
 */
type Line =
  | { key: string; guard: WalletCall }
  | { key: string; call: WalletCall; replaces?: string[] }
  | { key: string; done: true };

type Pending = {
  call: WalletCall;
  guard: boolean;
  timer?: NodeJS.Timeout | undefined;
  /** The attempts made (the backoff's count); a credit held back by a rollback keeps it too. */
  retries?: number;
};

/** The operator's round a call is of: its round id is the provider's, per player. */
const roundOf = (call: WalletCall) => `${call.body.playerId}\u0000${call.body.roundId}`;

/**
 * The provider's outbox: the credits and rollbacks the operator must receive. Each is retried with
 * the same transaction id (the operator answers a repeat as the first and moves nothing again)
 * until it is answered.
 *
 * With a `file`, every change is a JSON line appended and fsync'd before the call it announces is
 * made, so a stop loses nothing: before each debit its rollback is journaled (`guard`), and the
 * credit that ends the round replaces it in one line (`deliver`). At the next start, `resume`
 * sends what is left: an unanswered credit again (same id: never paid twice), and the rollback of
 * every debit whose round never ended (the stake refunded). Without a file it is in memory only.
 *
 * A key names a debit (its guard, then what settles it) or a credit; keys are never reused.
 *
 * A credit ends its round at the operator, which then refuses the rollback of any of its debits
 * (ROUND_CLOSED): so a credit is never sent while a rollback of the same player's round is owed,
 * or a debit of it is still unanswered (its guard pending, not among what the credit replaces). It
 * waits, without holding up anything else, and is sent as soon as those are answered (or on its
 * own backoff, given up as any call after MAX_ATTEMPTS: then kept for the next start, whose
 * `resume` sends each round's rollbacks before its credit).
 */
export function createSettlement(
  wallet: WalletClient,
  log: FastifyBaseLogger,
  options: { file?: string | undefined } = {},
) {
  const { file } = options;
  const pending = new Map<string, Pending>();
  let closed = false;
  let resumed = false;
  let fd: number | undefined;
  let lines = 0;

  const openJournal = (path: string) => openSync(path, 'a', 0o600);
  if (file) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    fd = openJournal(file);
  }

  /** Appends a line and waits for the disk (after close, on a descriptor of its own). */
  function journal(line: Line): void {
    if (!file) return;
    const target = fd ?? openJournal(file);
    try {
      appendFileSync(target, `${JSON.stringify(line)}\n`);
      fsyncSync(target);
    } finally {
      if (target !== fd) closeSync(target);
    }
    lines += 1;
  }

  /** Applies a line to what is pending. */
  function apply(line: Line): void {
    const drop = (key: string) => {
      clearTimeout(pending.get(key)?.timer);
      pending.delete(key);
    };
    if ('done' in line) drop(line.key);
    else if ('guard' in line) {
      drop(line.key);
      pending.set(line.key, { call: line.guard, guard: true });
    } else {
      for (const key of line.replaces ?? []) drop(key);
      drop(line.key);
      pending.set(line.key, { call: line.call, guard: false });
    }
  }

  /** Journals a line, then applies it. */
  function record(line: Line): void {
    journal(line);
    apply(line);
  }

  /** Rewrites the journal with only what is pending (a new file renamed over the old one). */
  function compact(): void {
    if (!file) return;
    const text = [...pending]
      .map(([key, entry]) =>
        JSON.stringify(entry.guard ? { key, guard: entry.call } : { key, call: entry.call }),
      )
      .map((line) => `${line}\n`)
      .join('');
    const next = `${file}.next`;
    const out = openSync(next, 'w', 0o600);
    try {
      writeFileSync(out, text);
      fsyncSync(out);
    } finally {
      closeSync(out);
    }
    renameSync(next, file);
    try {
      const folder = openSync(dirname(file), 'r');
      try {
        fsyncSync(folder);
      } finally {
        closeSync(folder);
      }
    } catch {
      // A folder that cannot be synced (not every platform can): the rename stands anyway.
    }
    if (fd !== undefined) {
      closeSync(fd);
      fd = openJournal(file);
    }
    lines = pending.size;
  }

  const send = (call: WalletCall): Promise<Answer> =>
    call.action === 'credit' ? wallet.credit(call.body) : wallet.rollback(call.body);

  /**
   * Whether a credit must wait: a rollback of its round is owed, or a debit of it is unanswered.
   */
  function heldBack(key: string, entry: Pending): boolean {
    if (entry.call.action !== 'credit') return false;
    const round = roundOf(entry.call);
    for (const [other, owed] of pending) {
      if (other === key || owed.call.action !== 'rollback') continue;
      if (roundOf(owed.call) === round) return true;
    }
    return false;
  }

  /** A rollback of `round` was answered: its credits that were waiting are sent if free now. */
  function wake(round: string): void {
    if (closed) return;
    for (const [key, entry] of pending) {
      if (entry.guard || entry.call.action !== 'credit' || roundOf(entry.call) !== round) continue;
      if (entry.timer === undefined || heldBack(key, entry)) continue;
      clearTimeout(entry.timer);
      entry.timer = undefined;
      attempt(key, entry, entry.retries ?? 0).catch((error: unknown) =>
        log.error({ key, err: error }, 'demo provider: wallet call failed'),
      );
    }
  }

  /** Journals that nothing is owed under `key` any more, and frees what waited on it. */
  function done(key: string, entry: Pending): void {
    record({ key, done: true });
    if (entry.call.action === 'rollback') wake(roundOf(entry.call));
    if (fd !== undefined && lines >= COMPACT_AFTER) compact();
  }

  /**
   * Sends what is pending under `key` once: on an answer nothing is owed any more; when the call is
   * lost, or refused in a way that is not final (REFUSALS), it is tried again after the backoff of
   * `retries`. A credit that must wait for a rollback of its round (heldBack) is not sent: it is
   * tried again when that rollback is answered, or after the backoff.
   */
  async function attempt(
    key: string,
    entry: Pending,
    retries: number,
  ): Promise<Answer | undefined> {
    entry.retries = retries;
    if (heldBack(key, entry)) {
      if (retries === 0)
        log.warn({ key }, 'demo provider: credit waits for a rollback of its round');
      schedule(key, entry, retries);
      return undefined;
    }
    let answer: Answer;
    try {
      answer = await send(entry.call);
    } catch (error) {
      if (!(error instanceof WalletUnreachable)) throw error;
      if (retries === 0) log.warn({ key, err: error }, 'demo provider: wallet call lost, retrying');
      if (pending.get(key) === entry) schedule(key, entry, retries);
      return undefined;
    }
    if (answer.status === 'ERROR') {
      const taken = REFUSALS[answer.code];
      if (taken === 'retry') {
        if (retries === 0) log.warn({ key, answer }, 'demo provider: refused for now, retrying');
        if (pending.get(key) === entry) schedule(key, entry, retries);
        return answer;
      }
      if (taken === 'final') log.warn({ key, answer }, 'demo provider: refused');
      else {
        const what =
          entry.call.action === 'rollback' && answer.code === 'ROUND_CLOSED'
            ? 'a rollback refused on a settled round, the stake stays taken'
            : `a ${entry.call.action} refused for good`;
        log.error({ key, call: entry.call, answer }, `demo provider: ${what}: look into it`);
      }
    }
    if (pending.get(key) === entry) done(key, entry);
    return answer;
  }

  function schedule(key: string, entry: Pending, retries: number): void {
    if (closed) return;
    if (retries >= MAX_ATTEMPTS) {
      const kept = file ? ', kept for the next start' : '';
      log.error({ key }, `demo provider: gave up a wallet call${kept}`);
      return;
    }
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      if (closed || pending.get(key) !== entry) return;
      attempt(key, entry, retries + 1).catch((error: unknown) =>
        log.error({ key, err: error }, 'demo provider: wallet call failed'),
      );
    }, backoff(retries));
  }

  /**
   * Before a debit is sent: `rollback` undoes it, and is owed under `key` if the round it opens
   * never ends (the next start sends it). Not sent now.
   */
  function guard(key: string, rollback: WalletCall): void {
    record({ key, guard: rollback });
  }

  /**
   * Sends a call that must arrive, in place of what is pending under `key` and under each of
   * `replaces` (one journal line: the round's credit replaces its debits' guards at once). Its
   * answer when the operator answers now; undefined when it did not (it is then retried in the
   * background, and at the next start if it has still not arrived).
   */
  async function deliver(
    key: string,
    call: WalletCall,
    replaces: readonly string[] = [],
  ): Promise<Answer | undefined> {
    const others = replaces.filter((other) => other !== key);
    record(others.length > 0 ? { key, call, replaces: others } : { key, call });
    const entry = pending.get(key);
    return entry ? attempt(key, entry, 0) : undefined;
  }

  /** The debit guarded under `key` was refused: nothing to undo. */
  function release(key: string): void {
    const entry = pending.get(key);
    if (entry) done(key, entry);
  }

  /**
   * Once, at start, before any round: reads the journal, keeps only what is pending in it, and
   * sends all of that once `start` has resolved (the wallet may be this server's own address: when
   * it listens). A guard left pending is a round that never ended: its rollback is sent.
   */
  async function resume(start: Promise<unknown> = Promise.resolve()): Promise<void> {
    if (resumed || !file) return;
    resumed = true;
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      for (const [index, raw] of text.split('\n').entries()) {
        if (raw.trim() === '') continue;
        let line: Line;
        try {
          line = JSON.parse(raw) as Line;
        } catch {
          // A line cut short by a stop in the middle of its write: its call was never made.
          log.warn({ file, line: index + 1 }, 'demo provider: unreadable outbox line skipped');
          continue;
        }
        apply(line);
      }
    }
    for (const entry of pending.values()) entry.guard = false;
    compact();
    // Each round's rollbacks first: its credit is held back until they are answered (heldBack).
    const owed = [...pending].sort(
      ([, a], [, b]) => Number(a.call.action === 'credit') - Number(b.call.action === 'credit'),
    );
    if (owed.length === 0) return;
    log.info({ calls: owed.length }, 'demo provider: resuming the wallet calls of its outbox');
    await start;
    await Promise.all(
      owed.map(async ([key, entry]) => {
        if (closed || pending.get(key) !== entry) return;
        await attempt(key, entry, 0).catch((error: unknown) =>
          log.error({ key, err: error }, 'demo provider: wallet call failed'),
        );
      }),
    );
  }

  return {
    guard,
    deliver,
    release,
    resume,
    /** The keys with a call still owed (tests). */
    pending: () => [...pending.keys()],
    close() {
      closed = true;
      for (const entry of pending.values()) clearTimeout(entry.timer);
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
