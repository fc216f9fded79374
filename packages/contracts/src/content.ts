import { z } from 'zod';
import { SERIAL_ID_MAX } from './ids.js';
import { Language } from './language.js';
import { memberRelays, publicRelays, relaysFor } from './relay.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * Content types of SPEC §3 "App config": Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR,
 * and H, the hot matches the home page asks for with them (SPEC §9 "Notice types requested").
 */
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export const ContentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentType>;

/** The announcement kinds an operator writes (hot matches are rows of their own). */
export const AnnouncementType = z.enum(['A', 'PL', 'B', 'PU', 'PR']);
export type AnnouncementType = z.infer<typeof AnnouncementType>;

/** Where an announcement shows: the home page (m_home) or registration (m_reg). */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg'] as const;
export const AnnouncementGroup = z.enum(ANNOUNCEMENT_GROUPS);
export type AnnouncementGroup = z.infer<typeof AnnouncementGroup>;

/** M: the mobile site; W: the desktop site; ALL: both. The mobile site asks for M. */
export const ContentPlatform = z.enum(['M', 'W', 'ALL']);
export type ContentPlatform = z.infer<typeof ContentPlatform>;

/** SPEC §9: the home page asks for B, PL, PU and H in group m_home on platform M. */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'H'] as const satisfies ContentType[];
/** SPEC §2 "Registration": banners of group m_reg. */
export const REGISTER_ANNOUNCEMENT_TYPES = ['B'] as const satisfies ContentType[];

/** What a banner does when tapped: open a URL, a promotion (P) or a game (G). */
export const BannerLinkage = z.enum(['URL', 'P', 'G']);
export type BannerLinkage = z.infer<typeof BannerLinkage>;

export const Banner = z.object({
  id: z.number().int(),
  groupName: AnnouncementGroup,
  /** The banner image. */
  url: z.string(),
  /** Alternative text of the image: the banner's title. */
  title: z.string(),
  linkageType: BannerLinkage.nullable(),
  /**
   * The URL (URL) or the promotion (P): its code (WELCOME100) or id, opened at
   * /m/activityInfo?code= or ?id=; for a game (G), the fields below.
   */
  linkage: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
  gameType: z.string(),
});
export type Banner = z.infer<typeof Banner>;

/** A notice of the notice page and the ticker; content is server HTML, sanitised before display. */
export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** When it was published, epoch ms. */
  publishTime: Instant,
  /** Whether the signed-in member has opened it; always false for a guest. */
  read: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

/** An item of the latest-news popup (SPEC §2 Home): a notice's id, title and content. */
export const PopupNotice = Notice.pick({ id: true, title: true, content: true });
export type PopupNotice = z.infer<typeof PopupNotice>;

/** SPEC §3 "Hot match"; matchTime is epoch ms (the web shows MM/DD HH:mm). */
export const HotMatch = z.object({
  id: z.number().int(),
  matchTime: Instant,
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  vendor: z.string(),
  roomId: z.string(),
  nodeId: z.string(),
});
export type HotMatch = z.infer<typeof HotMatch>;

/** The answer of MCSFE_getListAnnouncements: each list filled when its type was asked for. */
export const Announcements = z.object({
  banners: z.array(Banner),
  player: z.array(Notice),
  agent: z.array(Notice),
  popup: z.array(PopupNotice),
  promotion: z.array(Notice),
  hot: z.array(HotMatch),
});
export type Announcements = z.infer<typeof Announcements>;

const isContentType = (part: string): part is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(part);

/** `types=B,PL,PU,H`: one or more content types, comma-separated, each once; errors name `types`. */
const TypeList = text()
  .max(64)
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine((parts) => parts.every(isContentType), { message: 'an unknown type' })
  .refine((parts) => new Set(parts).size === parts.length, { message: 'a type is repeated' })
  // One order for every spelling (PL,B = B,PL): cached answers are keyed by it, so reordering
  // the list cannot make the server build and keep the same answer many times over.
  .transform((parts) => CONTENT_TYPES.filter((type) => parts.includes(type)));

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (SPEC §7). The merchant comes from the request and
 * the member from the Authorization header (a token never travels in a URL), so the spec's
 * merchantCode and token parameters are accepted and ignored.
 */
export const AnnouncementsQuery = z.object({
  types: TypeList,
  groupName: AnnouncementGroup.optional(),
  platform: ContentPlatform.exclude(['ALL']).default('M'),
  merchantCode: text().max(32).optional(),
  token: text().max(128).optional(),
});
export type AnnouncementsQuery = z.input<typeof AnnouncementsQuery>;

export const getAnnouncementsRelay = relaysFor({ auth: 'optional' }).get(
  'MCSFE_getListAnnouncements',
  AnnouncementsQuery,
  Announcements,
);

/** POST /wps/relay/MCSFE_readAnnouncement: the member opened a notice (its read flag). */
export const readAnnouncementRelay = memberRelays.post(
  'MCSFE_readAnnouncement',
  z.object({ id: z.number().int().min(1).max(SERIAL_ID_MAX) }),
  z.boolean(),
);

/** The scrolling news of the home page: the newest player notices' titles. */
export const LobbyNews = z.object({
  list: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type LobbyNews = z.infer<typeof LobbyNews>;

export const lobbyNewsRelay = publicRelays.get(
  'GLS2_lobbyNews',
  z.object({ platform: ContentPlatform.exclude(['ALL']).default('M') }),
  LobbyNews,
);

/** GET /wps/system/helpCenter?lang=EN&device=MOBILE (SPEC §7). */
export const HelpCenterQuery = z.object({
  lang: Language.optional(),
  device: z.enum(['MOBILE', 'WEB']).default('MOBILE'),
});
export const HelpEntry = z.object({ title: z.string(), content: z.string() });
export type HelpEntry = z.infer<typeof HelpEntry>;
export const HelpCenter = z.array(HelpEntry);
export type HelpCenter = z.infer<typeof HelpCenter>;
