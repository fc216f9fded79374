import type {
  AnnouncementGroup,
  AnnouncementType,
  BannerLinkage,
  ContentPlatform,
  Language,
} from '@app/contracts';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz, stampedNow, integerRef } from './columns.js';
import { memberRef } from './members.js';
import { merchantOwnedRow } from './merchants.js';

/**
 * Banners, notices, popups and promotions an operator writes per merchant and language (SPEC §3
 * content types). One row per language: a TY and an EN notice are two rows.
 */
export const announcements = pgTable(
  'announcements',
  {
    ...merchantOwnedRow(),
    type: text().$type<AnnouncementType>().notNull(),
    groupName: text().$type<AnnouncementGroup>().notNull(),
    platform: text().$type<ContentPlatform>().notNull(),
    language: text().$type<Language>().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    imageUrl: text().notNull(),
    linkageType: text().$type<BannerLinkage>(),
    linkage: text().notNull(),
    vendor: text().notNull(),
    roomId: text().notNull(),
    nodeId: text().notNull(),
    gameType: text().notNull(),
    sortOrder: integer().notNull(),
    startsAt: stampedNow(),
    endsAt: timestampTz(),
    createdAt: stampedNow(),
  },
  (table) => [index('announcements_merchant_language').on(table.merchantId, table.language)],
);

/** Which notices a member has opened (the read flag of the notice list). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: memberRef('cascade'),
    announcementId: integerRef(() => announcements.id, 'cascade').notNull(),
    readAt: stampedNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.announcementId] })],
);

/**
 * Matches the home page's hot-match ticker shows (SPEC §3 "Hot match"), one row per language like
 * the announcements; a match shows until the end of the minute it kicks off in.
 */
export const hotMatches = pgTable(
  'hot_matches',
  {
    ...merchantOwnedRow(),
    language: text().$type<Language>().notNull(),
    matchTime: timestampTz().notNull(),
    league: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    homeTeamImageUrl: text().notNull(),
    awayTeamImageUrl: text().notNull(),
    vendor: text().notNull(),
    roomId: text().notNull(),
    nodeId: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [index('hot_matches_merchant_language').on(table.merchantId, table.language)],
);

/** Help-centre entries per merchant, language and device (SPEC §2 "Help centre"). */
export const helpEntries = pgTable(
  'help_entries',
  {
    ...merchantOwnedRow(),
    language: text().$type<Language>().notNull(),
    device: text().$type<'MOBILE' | 'WEB' | 'ALL'>().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (table) => [index('help_entries_merchant_language').on(table.merchantId, table.language)],
);
