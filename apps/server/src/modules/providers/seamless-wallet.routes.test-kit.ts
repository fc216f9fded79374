import { randomBytes } from 'node:crypto';
import type { AuthenticateOk } from '@app/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '@/app.js';
import { player } from '../../../test/inhouse.js';
import {
  callWallet,
  insertTestProvider,
  launchUrl,
  tokenOf,
  type TestProvider,
} from '../../../test/providers.js';
import { buildTestApp, sharedDatabase } from '../../../test/test-app.js';

/** A transaction or round id of the provider's. */
export const id = () => randomBytes(6).toString('hex');

/** The app, a provider of the tests' own and the member's seat the seamless-wallet tests share. */
export function seamlessWalletKit() {
  let app: App;
  let provider: TestProvider;
  beforeAll(async () => {
    const { db } = await sharedDatabase();
    provider = await insertTestProvider(db);
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A member holding `balance`, their game launched and authenticated: the provider's view. */
  async function seated(balance: bigint, language: 'TY' | 'EN' = 'EN') {
    const { db } = await sharedDatabase();
    const who = await player(balance);
    const member = { id: who.id, merchantId: who.merchantId, account: `m${who.id}` };
    const url = await launchUrl(db, provider, member, language);
    const auth = await callWallet(app, provider, 'authenticate', { launchToken: tokenOf(url) });
    expect(auth.statusCode).toBe(200);
    const session = auth.json<AuthenticateOk>();
    const bet = (roundId: string, amount: number, transactionId = id()) =>
      callWallet(app, provider, 'debit', {
        playerId: session.playerId,
        sessionToken: session.sessionToken,
        gameId: provider.game.gameId,
        roundId,
        transactionId,
        amount,
      });
    const win = (roundId: string, amount: number, transactionId = id(), roundEnded = true) =>
      callWallet(app, provider, 'credit', {
        playerId: session.playerId,
        gameId: provider.game.gameId,
        roundId,
        transactionId,
        amount,
        roundEnded,
      });
    const cancel = (roundId: string, refTransactionId: string, transactionId = id()) =>
      callWallet(app, provider, 'rollback', {
        playerId: session.playerId,
        roundId,
        transactionId,
        refTransactionId,
      });
    return { who, session, bet, win, cancel };
  }

  return {
    get app() {
      return app;
    },
    get provider() {
      return provider;
    },
    seated,
  };
}
