import { SIGNATURE_WINDOW_MS, type AuthenticateOk } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameSessions, games, gameVendors, vendorRounds } from '@/db/schema/index.js';
import { insertTestMember } from '../../../test/ledger-fixtures.js';
import { balanceOf, player } from '../../../test/inhouse.js';
import { callWallet, insertTestProvider, launchUrl, tokenOf } from '../../../test/providers.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { id, seamlessWalletKit } from './seamless-wallet.routes.test-kit.js';

describe('seamless wallet: launch, signed calls, and whose players and games a provider reaches', () => {
  const kit = seamlessWalletKit();
  const { seated } = kit;

  it('launches with a one-time token stored hashed, and authenticates it once', async () => {
    const { db } = await sharedDatabase();
    const member = await insertTestMember(db, { prefix: 'seam' });
    const url = await launchUrl(db, kit.provider, member, 'TY');
    expect(url).toMatch(/^https:\/\/games\.test\/launch\?t=[\w-]{43}&g=reels-/);
    expect(url).toContain('&l=TY&c=PHP&');
    const token = tokenOf(url);
    const stored = await db.select().from(gameSessions).where(eq(gameSessions.memberId, member.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const first = await callWallet(kit.app, kit.provider, 'authenticate', { launchToken: token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'OK',
      playerId: String(member.id),
      balance: 0,
      currency: 'PHP',
      language: 'TY',
      gameId: kit.provider.game.gameId,
      trial: false,
    });
    const again = await callWallet(kit.app, kit.provider, 'authenticate', { launchToken: token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: 'ERROR', code: 'TOKEN_INVALID' });
  });

  it('refuses a call with a wrong signature, an old clock or an unknown provider', async () => {
    const { session } = await seated(1_000n);
    const body = { playerId: session.playerId };
    const forged = await callWallet(kit.app, kit.provider, 'balance', body, {
      secret: 'not-the-secret',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const stale = await callWallet(kit.app, kit.provider, 'balance', body, {
      at: Date.now() - SIGNATURE_WINDOW_MS - 1_000,
    });
    expect(stale.json()).toMatchObject({ code: 'REQUEST_EXPIRED' });
    const stranger = await callWallet(kit.app, { ...kit.provider, code: 'NOPE' }, 'balance', body);
    expect(stranger.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const odd = await callWallet(kit.app, kit.provider, 'balance', {
      playerId: `${session.playerId}\u0000`,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const good = await callWallet(kit.app, kit.provider, 'balance', body);
    expect(good.json()).toMatchObject({ status: 'OK', balance: 1_000 });
  });

  it('answers a provider only about its own players: those who opened one of its games', async () => {
    const { db } = await sharedDatabase();
    const { who, session } = await seated(2_000n);
    const other = await insertTestProvider(db);
    const stranger = await player(3_000n);
    const unknown = { status: 'ERROR', code: 'PLAYER_NOT_FOUND' };
    // Another provider learns nothing of this provider's player, nor of a member who never played.
    for (const [asking, playerId] of [
      [other, session.playerId],
      [kit.provider, String(stranger.id)],
    ] as const) {
      expect((await callWallet(kit.app, asking, 'balance', { playerId })).json()).toMatchObject(
        unknown,
      );
      const early = await callWallet(kit.app, asking, 'rollback', {
        playerId,
        roundId: 'r-x',
        transactionId: id(),
        refTransactionId: id(),
      });
      expect(early.json()).toMatchObject(unknown);
    }
    // Nor can it bet on this provider's game session.
    const bet = await callWallet(kit.app, other, 'debit', {
      playerId: session.playerId,
      sessionToken: session.sessionToken,
      gameId: other.game.gameId,
      roundId: 'r-y',
      transactionId: id(),
      amount: 100,
    });
    expect(bet.json()).toMatchObject({ status: 'ERROR' });
    expect(await balanceOf(who)).toBe(2_000n);
    expect(await balanceOf(stranger)).toBe(3_000n);
  });

  it('books a round on the launched game, though another vendor uses the same game id', async () => {
    const { db } = await sharedDatabase();
    const other = await insertTestProvider(db);
    // The provider plays a second vendor, whose game has this game's id (each vendor's 'lobby').
    await db
      .update(gameVendors)
      .set({ providerCode: kit.provider.code })
      .where(eq(gameVendors.code, `TV${other.code.slice(2)}`));
    await db
      .update(games)
      .set({ gameId: kit.provider.game.gameId })
      .where(eq(games.id, other.game.id));
    const who = await player(2_000n);
    const member = { id: who.id, merchantId: who.merchantId, account: `m${who.id}` };
    const url = await launchUrl(db, other, member);
    const session = (
      await callWallet(kit.app, kit.provider, 'authenticate', { launchToken: tokenOf(url) })
    ).json<AuthenticateOk>();
    const debit = await callWallet(kit.app, kit.provider, 'debit', {
      playerId: session.playerId,
      sessionToken: session.sessionToken,
      gameId: kit.provider.game.gameId,
      roundId: 'same-id',
      transactionId: id(),
      amount: 100,
    });
    expect(debit.json()).toMatchObject({ status: 'OK' });
    const [round] = await db
      .select({ gameId: vendorRounds.gameId })
      .from(vendorRounds)
      .where(and(eq(vendorRounds.memberId, who.id), eq(vendorRounds.roundId, 'same-id')));
    expect(round?.gameId).toBe(other.game.id);
  });

  it('opens a game for a free-trial account only where the provider allows play money', async () => {
    const { db } = await sharedDatabase();
    const trial = await insertTestMember(db, { type: 4, prefix: 'trial' });
    await expect(launchUrl(db, kit.provider, { ...trial, type: 4 })).rejects.toMatchObject({
      code: 'free_reject',
    });
    const generous = await insertTestProvider(db, { allowsTrial: true });
    const url = await launchUrl(db, generous, { ...trial, type: 4 });
    const auth = await callWallet(kit.app, generous, 'authenticate', { launchToken: tokenOf(url) });
    expect(auth.json()).toMatchObject({ status: 'OK', trial: true });
    const rounds = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(vendorRounds)
      .where(and(eq(vendorRounds.memberId, trial.id)));
    expect(rounds[0]?.n).toBe(0);
  });
});
