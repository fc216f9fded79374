import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_PATHS,
  LOTTERY_PATHS,
  SEALED_BODY_HEADER,
  SEALED_BODY_SCHEME,
  sealBody,
  type CurrentDraw,
  type EncryptionKey,
} from '@app/contracts';

/** The demo members who play in the drill (README: their published passwords). */
const PLAYERS = [
  { username: 'demo', password: 'Demo1234' },
  { username: 'agent', password: 'Agent1234' },
  { username: 'player1', password: 'Player1234' },
  { username: 'player2', password: 'Player1234' },
];
const GAME = 'SPD1';
const MERCHANT = { merchant: 'DEMO' };

/** What the load saw: acknowledged operations (to find in the books) and failed answers. */
export type LoadRecord = {
  /** Lottery orders the site said yes to, by id, with the member's account name. */
  orders: Map<number, string>;
  /** Deposits the site said yes to, by id. */
  deposits: Set<number>;
  /** Answers by status class and phase ('5xx' while the database was away, …). */
  answers: Map<string, number>;
};

type Envelope = { success: boolean; value?: unknown; code?: string };

const newKey = () => randomBytes(12).toString('base64url');

/**
 * Players on the three instances in turn, as phones would be: each bets on the one-minute game
 * and now and then deposits through the demo's instant channel. An operation whose answer is
 * lost (network error, 5xx) is sent again with the same idempotency key, as the web client does,
 * until the site answers it: a yes is recorded once, whatever the retries.
 */
export function startLoad(bases: string[], phase: () => string) {
  const record: LoadRecord = { orders: new Map(), deposits: new Set(), answers: new Map() };
  let running = true;
  let turn = 0;
  const nextBase = () => bases[turn++ % bases.length] ?? '';
  /** Counted by phase and status class; a refusal also by its code (which refusal it was). */
  const count = (status: number | 'network', code?: string) => {
    const kind = status === 'network' ? 'network' : `${Math.floor(status / 100)}xx`;
    const key = `${phase()} ${kind}${code && status !== 'network' && status >= 400 ? ` ${code}` : ''}`;
    record.answers.set(key, (record.answers.get(key) ?? 0) + 1);
  };

  async function call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; envelope?: Envelope }> {
    try {
      const response = await fetch(`${nextBase()}${path}`, {
        method,
        headers: {
          ...MERCHANT,
          ...headers,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
      count(response.status, envelope?.code);
      return { status: response.status, ...(envelope ? { envelope } : {}) };
    } catch {
      count('network');
      return { status: 0 };
    }
  }

  /** Sends until the site answers (not a lost answer, not a 5xx) or the load stops. */
  async function untilAnswered(send: () => Promise<{ status: number; envelope?: Envelope }>) {
    while (running) {
      const answer = await send();
      if (answer.status > 0 && answer.status < 500) return answer;
      await pause(500);
    }
    // The load stopped with the answer still lost: one last try so nothing stays unknown.
    return send();
  }

  async function logIn(player: (typeof PLAYERS)[number]): Promise<Record<string, string>> {
    for (;;) {
      const keyAnswer = await call('GET', '/wps/system/encryption/key', {});
      const key = keyAnswer.envelope?.value as EncryptionKey | undefined;
      if (key) {
        const sealed = sealBody(key, 'POST', '/wps/session/login', {
          type: 'username',
          username: player.username,
          password: player.password,
        });
        const answer = await call(
          'POST',
          '/wps/session/login',
          { [SEALED_BODY_HEADER]: SEALED_BODY_SCHEME },
          sealed,
        );
        const token = (answer.envelope?.value as { token?: string } | undefined)?.token;
        if (token) return { authorization: token };
      }
      await pause(1_000);
    }
  }

  async function currentNumero(auth: Record<string, string>): Promise<string | undefined> {
    const answer = await call('GET', `${LOTTERY_PATHS.current}?gameCode=${GAME}`, auth);
    // While the draw is locked (its last 10 s), a player waits for the next to open.
    const draw = answer.envelope?.value as CurrentDraw | undefined;
    return draw?.current?.isSale ? draw.current.numero : undefined;
  }

  async function play(player: (typeof PLAYERS)[number]) {
    const auth = await logIn(player);
    for (let round = 0; running; round++) {
      const numero = await currentNumero(auth);
      if (numero) {
        const body = {
          gameCode: GAME,
          numero,
          idempotencyKey: newKey(),
          bets: [{ betType: 'SUM_BIG_SMALL', pick: round % 2 ? 'BIG' : 'SMALL', amount: 100 }],
        };
        const answer = await untilAnswered(() => call('POST', LOTTERY_PATHS.order, auth, body));
        const id = (answer.envelope?.value as { id?: number } | undefined)?.id;
        if (answer.envelope?.success && id !== undefined) record.orders.set(id, player.username);
      }
      if (round % 10 === 9) {
        const body = { channelCode: 'DEMO', amount: 10_000, idempotencyKey: newKey() };
        const answer = await untilAnswered(() => call('POST', DEPOSIT_PATHS.requests, auth, body));
        const id = (answer.envelope?.value as { id?: number } | undefined)?.id;
        if (answer.envelope?.success && id !== undefined) record.deposits.add(id);
      }
      // About one bet a second each: within the site's per-member limits, as a quick player.
      await pause(1_000);
    }
  }

  const players = Promise.all(PLAYERS.map((player) => play(player)));
  return {
    record,
    /** Stops the load once every operation in flight has its answer. */
    stop: async () => {
      running = false;
      await players;
      return record;
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
