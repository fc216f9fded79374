import { z } from 'zod';
import { SerialId } from './ids.js';
import { AnnouncementGroup, AnnouncementType, BannerLinkage, ContentPlatform } from './content.js';
import { Language } from './language.js';
import { OperatorMerchantParams } from './operator.js';
import { text } from './text.js';

/**
 * The operator's content API: /operator/merchants/:merchantCode/{announcements,hot-matches,help}
 * lists (GET), creates (POST), replaces (PUT /:id, the same body as POST) and removes (DELETE /:id).
 * `sortOrder` orders each list (lower first). Every change reaches the cached answers of every
 * instance through the change bus.
 */
export const CONTENT_KINDS = ['announcements', 'hot-matches', 'help'] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;

export const OperatorContentParams = OperatorMerchantParams.extend({ id: SerialId });

/**
 * Operator HTML: any characters a page may hold (line breaks included) but NUL, which PostgreSQL
 * refuses in text; a clear 400 instead of a failed insert.
 */
export const html = () =>
  z.string().refine((value) => !value.includes('\u0000'), { message: 'contains a NUL character' });

/** A site-relative path (/media/…) or an https URL: where an image or a link points. */
const link = () =>
  text()
    .max(500)
    .refine((value) => value === '' || value.startsWith('/') || value.startsWith('https://'), {
      message: 'a path starting with / or an https:// URL',
    });
const epochMs = () => z.number().int().nonnegative();

export const AnnouncementInput = z.object({
  type: AnnouncementType,
  groupName: AnnouncementGroup.default('m_home'),
  platform: ContentPlatform.default('ALL'),
  language: Language,
  title: text().min(1).max(200),
  /** HTML; sanitised by the web before display. */
  content: html().max(20_000).default(''),
  imageUrl: link().default(''),
  linkageType: BannerLinkage.nullable().default(null),
  linkage: text().max(500).default(''),
  vendor: text().max(32).default(''),
  roomId: text().max(64).default(''),
  nodeId: text().max(64).default(''),
  gameType: text().max(32).default(''),
  sortOrder: z.number().int().min(0).max(1_000_000).default(100),
  /** Shown from (epoch ms; default now) until (null: no end). */
  startsAt: epochMs().optional(),
  endsAt: epochMs().nullable().default(null),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;
export const Announcement = AnnouncementInput.extend({ id: z.number().int(), startsAt: epochMs() });
export type Announcement = z.infer<typeof Announcement>;

/** A hot match shows in its language only, until the end of the minute it kicks off in. */
export const HotMatchInput = z.object({
  language: Language,
  matchTime: epochMs(),
  league: text().min(1).max(120),
  homeTeam: text().min(1).max(80),
  awayTeam: text().min(1).max(80),
  homeTeamImageUrl: link(),
  awayTeamImageUrl: link(),
  vendor: text().min(1).max(32),
  /** The match's room at the vendor: the launch opens the game there ('' for none). */
  roomId: text()
    .max(64)
    .regex(/^[\w.:-]*$/, { message: 'letters, digits, _ . : -' })
    .default(''),
  /** The catalogue game hosting the match (a node id); '' opens the vendor's lobby. */
  nodeId: text().max(12).regex(/^\d*$/, { message: 'a node id (digits) or empty' }).default(''),
  sortOrder: z.number().int().min(0).max(1_000_000).default(100),
});
export type HotMatchInput = z.input<typeof HotMatchInput>;
export const OperatorHotMatch = HotMatchInput.extend({ id: z.number().int() });
export type OperatorHotMatch = z.infer<typeof OperatorHotMatch>;

export const HelpEntryInput = z.object({
  language: Language,
  device: z.enum(['MOBILE', 'WEB', 'ALL']).default('ALL'),
  title: text().min(1).max(200),
  content: html().min(1).max(50_000),
  sortOrder: z.number().int().min(0).max(1_000_000).default(100),
});
export type HelpEntryInput = z.input<typeof HelpEntryInput>;
export const OperatorHelpEntry = HelpEntryInput.extend({ id: z.number().int() });
export type OperatorHelpEntry = z.infer<typeof OperatorHelpEntry>;
