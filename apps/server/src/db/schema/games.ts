import type { GameType } from '@app/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { merchants } from './merchants.js';

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
});

/** A game of a vendor; its serial id is the nodeId of the wire. */
export const games = pgTable(
  'games',
  {
    id: serial().primaryKey(),
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
    supportPlay: boolean().notNull().default(true),
  },
  (t) => [unique('games_vendor_game').on(t.vendorCode, t.gameId)],
);

/** SPEC §3: a category's classification tabs (gameClassify key, displayName per language). */
export const gameClassifications = pgTable(
  'game_classifications',
  {
    gameType: text().$type<GameType>().notNull(),
    key: text().notNull(),
    names: jsonb().$type<{ TY: string; EN: string }>().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.key] })],
);

/** Which vendors a merchant offers, in which order. No row: not offered. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorCode: text()
      .notNull()
      .references(() => gameVendors.code, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);

/** Which games a merchant offers, flagged hot or new, in which order. No row: not offered. */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: integer()
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(true),
    isHot: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameId] })],
);

/** A member's favourite games; adding one twice keeps one row. */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favorite_games_member_added').on(t.memberId, t.addedAt),
  ],
);

/** A member's recently played games: one row a game, its last play. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint({ mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_played').on(t.memberId, t.playedAt),
  ],
);
