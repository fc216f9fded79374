import { GameList, LaunchGame } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { vendorRounds } from '@/db/schema/index.js';
import { valueOf } from '../../../test/http.js';
import { balanceOf, player, type Player } from '../../../test/inhouse.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

/**
 * The bundled demo provider end to end over HTTP, as a third party: the lobby's launch, its
 * authenticate call, a round played on its page's API, and the money on the member's wallet.
 */
describe('demo provider: a lobby game that plays on the member’s wallet', () => {
  let app: App;
  let origin: string;
  let who: Player;
  beforeAll(async () => {
    app = await buildTestApp();
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    who = await player(50_000n);
  });
  afterAll(() => app.close());

  /** Opens a game of `gameType` from the lobby; the provider's play session id. */
  async function open(gameType: string): Promise<string> {
    const list = valueOf(
      await app.inject({
        url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}`,
        headers: who.headers,
      }),
      GameList,
    );
    const game = list.games.find((item) => item.vassalage !== 'INHOUSE');
    if (!game) throw new Error(`no ${gameType} game`);
    const launched = valueOf(
      await app.inject({ url: `/wps/game/launchGame?nodeId=${game.nodeId}`, headers: who.headers }),
      LaunchGame,
    );
    const launch = await fetch(launched.gameUrl.replace(/^http:\/\/[^/]+/, origin), {
      redirect: 'manual',
    });
    expect(launch.status).toBe(303);
    const play = new URL(launch.headers.get('location') ?? '', origin);
    expect(play.pathname).toBe('/demo-provider/play');
    return play.searchParams.get('s') ?? '';
  }

  const api = (session: string, path: string, body?: unknown) =>
    fetch(`${origin}/demo-provider/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-demo-session': session, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);

  it('plays a slot round: the stake and the win move the member’s cash, the round is settled', async () => {
    const session = await open('SLOTS');
    const info = await api(session, 'session');
    expect(info).toMatchObject({ balance: 50_000, currency: 'PHP', trial: false });
    const before = await balanceOf(who);
    const round = await api(session, 'round', { stake: 1_000 });
    expect(round).toMatchObject({ status: 'OK', stake: 1_000, pending: false });
    const win = Number(round.win);
    expect(round.balance).toBe(Number(before) - 1_000 + win);
    expect(await balanceOf(who)).toBe(before - 1_000n + BigInt(win));
    const { db } = await sharedDatabase();
    const rounds = await db
      .select()
      .from(vendorRounds)
      .where(and(eq(vendorRounds.memberId, who.id), eq(vendorRounds.status, 'settled')));
    expect(rounds).toContainEqual(
      expect.objectContaining({ stake: 1_000, payout: win, valid: true, gameType: 'SLOTS' }),
    );
  });

  it('passes the wallet’s refusal to the page: a stake above the balance moves nothing', async () => {
    const session = await open('SLOTS');
    const before = await balanceOf(who);
    const refused = await api(session, 'round', { stake: 100_000 });
    expect(refused).toMatchObject({ status: 'REFUSED', code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(who)).toBe(before);
  });

  it('seats the member at a cockfight arena and takes a bet on the open fight', async () => {
    const session = await open('COCKFIGHT');
    const table = await api(session, 'arena');
    expect(table).toMatchObject({ engine: 'sabong' });
    const before = await balanceOf(who);
    const bet = await api(session, 'arena/bet', { bets: [{ spot: 'meron', stake: 500 }] });
    if (table.phase === 'betting' && bet.status === 'OK') {
      expect(await balanceOf(who)).toBe(before - 500n);
    } else {
      expect(bet).toEqual({ status: 'CLOSED' });
    }
  });

  it('refuses a page without its play session', async () => {
    const response = await fetch(`${origin}/demo-provider/api/session`);
    expect(response.status).toBe(401);
  });
});
