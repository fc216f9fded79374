import type { GameType } from '@app/contracts';
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { serialId, stampedNow, flag, sortOrder, integerRef, tyEnTexts } from './columns.js';
import { memberRef } from './members.js';
import { merchantRef } from './merchants.js';

/**
 * A game provider that plays its games on the members' wallets here (modules/providers,
 * contracts/seamless-wallet.ts). Its vendors name it (game_vendors.provider_code).
 */
export const gameProviders = pgTable('game_providers', {
  code: text().primaryKey(),
  name: text().notNull(),
  /**
   * Where a game opens, with {token}, {gameId}, {lang}, {currency}, {backUrl} placeholders: the
   * provider's own address (absolute), or a path of this site for a provider served beside it.
   */
  launchUrl: text().notNull(),
  /** The shared secret of the callbacks' HMAC signatures. */
  secret: text().notNull(),
  /** Whether free-trial accounts may play its games with their play money. */
  allowsTrial: flag(false),
  enabled: flag(true),
  createdAt: stampedNow(),
});

/** A game vendor (SPEC §3 vassalage) of the platform's catalogue. */
export const gameVendors = pgTable('game_vendors', {
  code: text().primaryKey(),
  displayName: text().notNull(),
  /** Its category: ESPORTS for TF, COCKFIGHT for DS88 (sorting lists both under SPORTS). */
  gameType: text().$type<GameType>().notNull(),
  /** SPEC §3 sorting vendorNames' accountTypeName: the vendor's wallet name. */
  accountTypeName: text().notNull(),
  /** Brand colour (#rrggbb) of its wordmark. */
  color: text().notNull(),
  /**
   * The vendor's launch URL with {gameId}, {token}, {lang}, {device}, {backUrl} placeholders
   * (modules/games/vendors); empty for the in-house vendor, whose games are pages of this site.
   */
  launchUrl: text().notNull().default(''),
  /** The provider whose seamless wallet plays its games; null: launched by launchUrl alone. */
  providerCode: text().references(() => gameProviders.code, { onDelete: 'restrict' }),
});

/** A game of a vendor; its serial id is the nodeId of the wire. */
export const games = pgTable(
  'games',
  {
    id: serialId(),
    vendorCode: text()
      .notNull()
      .references(() => gameVendors.code, { onDelete: 'cascade' }),
    /** The vendor's own id (SPEC roomId/gameId); a lottery game's gameCode. */
    gameId: text().notNull(),
    name: text().notNull(),
    gameType: text().$type<GameType>().notNull(),
    /** Key of its category's classification (game_classifications), '' for none. */
    classify: text().notNull().default(''),
    /** Minimum bet in minor units (1 = 0.01). */
    minBet: integer().notNull(),
    supportPlay: flag(true),
  },
  (t) => [unique('games_vendor_game').on(t.vendorCode, t.gameId)],
);

/** SPEC §3: a category's classification tabs (gameClassify key, displayName per language). */
export const gameClassifications = pgTable(
  'game_classifications',
  {
    gameType: text().$type<GameType>().notNull(),
    key: text().notNull(),
    names: tyEnTexts(),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.key] })],
);

/** Which vendors a merchant offers, in which order. No row: not offered. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: merchantRef(),
    vendorCode: text()
      .notNull()
      .references(() => gameVendors.code, { onDelete: 'cascade' }),
    enabled: flag(true),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);

/** Which games a merchant offers, flagged hot or new, in which order. No row: not offered. */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: merchantRef(),
    gameId: integerRef(() => games.id, 'cascade').notNull(),
    enabled: flag(true),
    isHot: flag(false),
    isNew: flag(false),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameId] })],
);

/** A game in a member's list (favourites, recently played): one row per member and game. */
const memberGame = () => ({
  memberId: memberRef('cascade'),
  gameId: integerRef(() => games.id, 'cascade').notNull(),
});

/** A member's favourite games; adding one twice keeps one row. */
export const favoriteGames = pgTable(
  'favorite_games',
  { ...memberGame(), addedAt: stampedNow() },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favorite_games_member_added').on(t.memberId, t.addedAt),
  ],
);

/** A member's recently played games: one row a game, its last play. */
export const recentGames = pgTable(
  'recent_games',
  { ...memberGame(), playedAt: stampedNow() },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_played').on(t.memberId, t.playedAt),
  ],
);
