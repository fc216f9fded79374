import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cryptoRng } from '../engines/rng.js';
import { createBlackjackTable } from './blackjack-round.js';
import type { SpotBet } from '../engines/tables/bets.js';
import { createArenas } from './arenas.js';
import { gameOf, spotBets, type Game } from './games.js';
import { playInstantRound } from './instant-round.js';
import { errorPage, gamePage } from './pages.js';
import { createSessions, type PlaySession } from './sessions.js';
import { createSettlement } from './settlement.js';
import { createWalletClient, WalletUnreachable, type WalletConfig } from './wallet-client.js';

export type DemoProviderOptions = WalletConfig & {
  /** Where its pages are served: '/demo-provider'. */
  basePath: string;
  /** The built game pages (dist/client): their script and styles. */
  clientDir: string;
  /**
   * Where it keeps what must survive a restart: the outbox of wallet calls owed to the operator
   * (`outbox.jsonl`, settlement.ts). Unset: kept in memory only (tests).
   */
  stateDir?: string | undefined;
};

const SESSION_HEADER = 'x-demo-session';

const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/** Where "back to the lobby" goes when the launch names no place: the site's lobby. */
const LOBBY = '/m/home';

/**
 * The launch's back URL (`b`), as the page may link to it: only an http(s) URL on the host the
 * launch came to (the provider is served beside the site; any port), or a path on it, kept as the
 * path (so it opens on the page's own origin, behind any proxy); anything else (`javascript:`,
 * another site, `//elsewhere`, a garbled URL) is '/'. No `b` at all: the lobby.
 */
export function backUrlOf(raw: string | undefined, hostname: string): string {
  if (raw === undefined) return LOBBY;
  let url: URL;
  try {
    url = new URL(raw, `http://${hostname}`);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (hostname === '' || url.hostname !== new URL(`http://${hostname}`).hostname) return '/';
  // One leading slash: `//x` would be another host again.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/**
 * The demo game provider as a Fastify plugin, mounted on its own path. It is a third party to the
 * site that hosts it: it knows the operator only by the seamless wallet's URL and its secret.
 *
 *   GET  <prefix>/launch?t=&g=&type=&name=&l=&b=   the operator's launch: authenticate, then play
 *   GET  <prefix>/play?s=                         the game page
 *   GET  <prefix>/api/session                     the game and the balance (header x-demo-session)
 *   POST <prefix>/api/round                       one round of an instant game
 *   POST <prefix>/api/blackjack/deal|act          blackjack's deal and decisions
 *   GET  <prefix>/api/arena, POST …/arena/bet      a shared-round table and its bets
 */
export async function demoProvider(app: FastifyInstance, options: DemoProviderOptions) {
  const prefix = options.basePath;
  const wallet = createWalletClient(options);
  const settlement = createSettlement(wallet, app.log, {
    file: options.stateDir === undefined ? undefined : join(options.stateDir, 'outbox.jsonl'),
  });
  // The outbox is read now, before any round can add to it; what a stop left owed is sent once the
  // server listens (the operator's wallet may be this server's own address), retried until then.
  const listening = new Promise<void>((resolve) => {
    app.addHook('onListen', async () => resolve());
  });
  void settlement.resume(listening);
  const sessions = createSessions();
  const blackjackTable = createBlackjackTable({ wallet, settlement, rng: cryptoRng });
  // Hands left unfinished too long are refunded (blackjack-round.ts), looked for every minute.
  const sweeper = setInterval(() => blackjackTable.sweep(), 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  const arenas = createArenas({ wallet, settlement, rng: cryptoRng });
  app.addHook('onClose', async () => arenas.close());
  app.addHook('onClose', async () => settlement.close());

  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const [file, type] of [
    ['game.js', 'text/javascript; charset=utf-8'],
    ['game.css', 'text/css; charset=utf-8'],
  ] as const) {
    const path = join(options.clientDir, file);
    if (existsSync(path)) assets.set(file, { type, body: readFileSync(path) });
  }

  const sessionOf = (request: FastifyRequest): PlaySession | undefined => {
    const header = request.headers[SESSION_HEADER];
    return sessions.get(typeof header === 'string' ? header : undefined);
  };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  app.get(`${prefix}/launch`, async (request, reply) => {
    const { t, g, type, name, l, b } = query(request);
    const language = l === 'EN' ? 'EN' : 'TY';
    const back = backUrlOf(b, request.hostname);
    if (!t || !g) return html(reply, 400, errorPage(language, 'TOKEN_INVALID', '', back));
    let answer;
    try {
      answer = await wallet.authenticate(t);
    } catch (error) {
      if (!(error instanceof WalletUnreachable)) throw error;
      return html(reply, 503, errorPage(language, 'UNAVAILABLE', '', back));
    }
    if (answer.status === 'ERROR') {
      return html(reply, 401, errorPage(language, answer.code, answer.message, back));
    }
    const id = sessions.open({
      playerId: answer.playerId,
      sessionToken: answer.sessionToken,
      nickname: answer.nickname,
      language: answer.language === 'EN' ? 'EN' : 'TY',
      currency: answer.currency,
      trial: answer.trial,
      gameId: answer.gameId,
      gameType: type ?? 'SLOTS',
      gameName: name ?? answer.gameId,
      backUrl: back,
      balance: answer.balance,
    });
    return reply.redirect(`${prefix}/play?s=${encodeURIComponent(id)}`, 303);
  });

  app.get(`${prefix}/play`, async (request, reply) => {
    const session = sessions.get(query(request).s);
    if (!session) return html(reply, 401, errorPage('TY', 'SESSION_EXPIRED', '', LOBBY));
    return html(reply, 200, gamePage(prefix, session));
  });

  app.get(`${prefix}/assets/:file`, async (request, reply) => {
    const asset = assets.get((request.params as { file: string }).file);
    if (!asset) return reply.code(404).send();
    return reply
      .header('content-type', asset.type)
      .header('cache-control', 'no-cache')
      .send(asset.body);
  });

  /**
   * A route of the game page's API: the play session its header names (401 without one), its
   * game when it is of `kind` (404 otherwise), answers never kept by a cache. `once` runs the
   * round's part one at a time per session (409 BUSY for a second tap).
   */
  function gameRoute<K extends Game['kind']>(
    method: 'GET' | 'POST',
    path: string,
    kind: K | 'any',
    handle: (at: {
      request: FastifyRequest;
      reply: FastifyReply;
      session: PlaySession;
      game: Extract<Game, { kind: K }>;
      once: <T>(run: () => Promise<T>) => Promise<T | FastifyReply>;
    }) => Promise<unknown>,
  ) {
    app.route({
      method,
      url: `${prefix}/api/${path}`,
      handler: async (request, reply) => {
        const session = sessionOf(request);
        if (!session) return reply.code(401).send({ status: 'SESSION_EXPIRED' });
        const game = gameOf(session.gameType, session.gameId, session.gameName);
        if (kind !== 'any' && game.kind !== kind) {
          return reply.code(404).send({ status: 'NOT_FOUND' });
        }
        void reply.header('cache-control', 'no-store');
        const once = async <T>(run: () => Promise<T>) => {
          if (session.busy) return reply.code(409).send({ status: 'BUSY' });
          session.busy = true;
          try {
            return await run();
          } finally {
            session.busy = false;
          }
        };
        return handle({ request, reply, session, game: game as Extract<Game, { kind: K }>, once });
      },
    });
  }

  /** A bet the game cannot take, as the page reads it. */
  const invalid = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ status: 'INVALID_BET', message });

  gameRoute('GET', 'session', 'any', async ({ session, game }) => ({
    nickname: session.nickname,
    language: session.language,
    currency: session.currency,
    trial: session.trial,
    gameName: session.gameName,
    backUrl: session.backUrl,
    balance: session.balance,
    game: game.info,
    hand: blackjackTable.current(session),
  }));

  gameRoute('POST', 'round', 'instant', async ({ request, reply, session, game, once }) => {
    let parsed: { stake: number; bet: unknown };
    try {
      parsed = game.parseBet(request.body);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return invalid(reply, error.message);
    }
    return once(async () => {
      const answer = await playInstantRound({
        wallet,
        settlement,
        session,
        stake: parsed.stake,
        decide: (rng) => game.engine.play(parsed.bet, rng),
        rng: cryptoRng,
      });
      return answer.status === 'INVALID_BET' ? invalid(reply, answer.message) : answer;
    });
  });

  /** Blackjack's deal and decisions: one request each, one hand at a time. */
  gameRoute('POST', 'blackjack/:step', 'blackjack', async ({ request, reply, session, once }) => {
    const { step } = request.params as { step: string };
    const body = (request.body ?? {}) as { stake?: unknown; action?: unknown };
    const { stake, action } = body;
    if (step === 'deal' && typeof stake === 'number') {
      return once(() => blackjackTable.deal(session, stake));
    }
    if (step === 'act' && (action === 'hit' || action === 'stand' || action === 'double')) {
      return once(() => blackjackTable.act(session, action));
    }
    return invalid(reply, 'deal {stake} or act {action}');
  });

  /** A shared-round game: the table as this player sees it, and their bets on the open round. */
  gameRoute('GET', 'arena', 'arena', async ({ session, game }) => ({
    ...arenas.table(game.arena, session.gameId).state(session),
    balance: session.balance,
  }));

  gameRoute('POST', 'arena/bet', 'arena', async ({ request, reply, session, game, once }) => {
    let bets: SpotBet[];
    try {
      bets = spotBets(request.body).bet.bets as SpotBet[];
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return invalid(reply, error.message);
    }
    return once(() => arenas.table(game.arena, session.gameId).bet(session, bets));
  });
}
