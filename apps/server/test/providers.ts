import { randomBytes } from 'node:crypto';
import { SEAMLESS_HEADERS, SEAMLESS_WALLET_PATH, type SeamlessAction } from '@app/contracts';
import type { App } from '@/app.js';
import type { Db } from '@/db/client.js';
import { gameProviders, games, gameVendors } from '@/db/schema/index.js';
import type { CatalogueGame, CatalogueVendor } from '@/modules/games/catalogue.js';
import { createProvidersServices, signatureOf } from '@/modules/providers/index.js';
import type { TestMember } from './ledger-fixtures.js';

export type TestProvider = {
  code: string;
  secret: string;
  /** Its vendor's one game: the catalogue id and the vendor's own id. */
  game: { id: number; gameId: string };
};

/**
 * A provider of the test's own with one vendor (not offered by any merchant, so no lobby counts
 * change) and one slot game.
 */
export async function insertTestProvider(
  db: Db,
  options: { allowsTrial?: boolean } = {},
): Promise<TestProvider> {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  const code = `TP${suffix}`;
  const secret = randomBytes(24).toString('hex');
  await db.insert(gameProviders).values({
    code,
    name: `Test Provider ${suffix}`,
    launchUrl: 'https://games.test/launch?t={token}&g={gameId}&l={lang}&c={currency}&b={backUrl}',
    secret,
    allowsTrial: options.allowsTrial ?? false,
  });
  await db.insert(gameVendors).values({
    code: `TV${suffix}`,
    displayName: `Test Vendor ${suffix}`,
    gameType: 'SLOTS',
    accountTypeName: `TV${suffix}_WALLET`,
    color: '#334455',
    providerCode: code,
  });
  const [game] = await db
    .insert(games)
    .values({
      vendorCode: `TV${suffix}`,
      gameId: `reels-${suffix.toLowerCase()}`,
      name: `Test Reels ${suffix}`,
      gameType: 'SLOTS',
      minBet: 10,
    })
    .returning({ id: games.id, gameId: games.gameId });
  if (!game) throw new Error('test game not inserted');
  return { code, secret, game };
}

/** A provider's signed callback; `at` and `secret` stand in for a clock or a key gone wrong. */
export function callWallet(
  app: App,
  provider: TestProvider,
  action: SeamlessAction,
  body: Record<string, unknown>,
  options: { at?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(body);
  const timestamp = String(options.at ?? Date.now());
  return app.inject({
    method: 'POST',
    url: `${SEAMLESS_WALLET_PATH}/${action}`,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.provider]: provider.code,
      [SEAMLESS_HEADERS.timestamp]: timestamp,
      [SEAMLESS_HEADERS.signature]: signatureOf(
        options.secret ?? provider.secret,
        timestamp,
        payload,
      ),
    },
    payload,
  });
}

/** A launch of the provider's game by `member`, as /wps/game/launchGame makes it: the game URL. */
export function launchUrl(
  db: Db,
  provider: TestProvider,
  member: TestMember & { type?: number },
  language: 'TY' | 'EN' = 'EN',
): Promise<string> {
  const vendor = { vassalage: `TV${provider.code.slice(2)}` } as CatalogueVendor;
  const game = {
    id: provider.game.id,
    gameId: provider.game.gameId,
    gameType: 'SLOTS',
    item: { gameName: 'Test Reels' },
  } as CatalogueGame;
  return Promise.resolve(
    createProvidersServices({ db }).launch.launch({
      member: {
        memberId: member.id,
        account: member.account,
        merchantCode: 'DEMO',
        trial: member.type === 4,
      },
      vendor,
      game,
      language,
      device: 'MOBILE',
      backUrl: 'http://localhost/m/home',
      lotto: undefined,
    }),
  );
}

/** The launch token of a game URL. */
export const tokenOf = (gameUrl: string) => new URL(gameUrl).searchParams.get('t') ?? '';
