/**
 * Guards of the answers the web reads on its first load, mirroring the zod contracts of the same
 * names (answers.test.ts proves they agree), so the first load carries no zod. The types are the
 * zod contracts' own (type-only imports vanish from the bundle).
 */
import * as g from './guard.js';
import type * as content from './content.js';
import type * as envelope from './envelope.js';
import { LANGUAGE_CODES } from './language-codes.js';
import type * as member from './member.js';
import { SEALED_BODY_SCHEME } from './sealing-scheme.js';
import type * as sealing from './sealing.js';
import type * as system from './system.js';
import type * as wallet from './wallet.js';
import type { WhitelabelNode } from './whitelabel-flags.js';

export type ErrorEnvelope = envelope.ErrorEnvelope;
export type SystemStatus = system.SystemStatus;
export type ConsolidatedSettings = system.ConsolidatedSettings;
export type CustomerServiceLink = system.CustomerServiceLink;
export type MemberInfo = member.MemberInfo;
export type WalletBalance = wallet.WalletBalance;
export type EncryptionKey = sealing.EncryptionKey;
export type Announcements = content.Announcements;
export type LobbyNews = content.LobbyNews;
export type ContractRequestInfo = member.ContractRequestInfo;
export type WhitelabelTree = WhitelabelNode[];

export const ErrorEnvelope: g.Guard<ErrorEnvelope> = g.object({
  success: g.literal(false),
  code: g.string,
  message: g.string,
  field: g.optional(g.string),
  params: g.optional(g.record(g.string)),
  value: g.optional(g.unknown),
});

/** `{ success: true, value }`; the value is checked apart, against the endpoint's guard. */
export const SuccessEnvelope = g.object({ success: g.literal(true), value: g.optional(g.unknown) });

const CustomerServiceLink = g.object({ name: g.string, url: g.string });
const Resource = g.object({
  resourceType: g.oneOf(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
  url: g.string,
});
const SocialLink = g.object({
  type: g.oneOf(['FACEBOOK', 'TELEGRAM', 'TELEGRAM2']),
  url: g.string,
});
const MobileTemplate = g.object({
  app_background: g.string,
  app_desc: g.string,
  app_desc_font_color: g.string,
  mem_cen: g.string,
  dep_func: g.string,
});
const Language = g.oneOf(LANGUAGE_CODES);

export const SystemStatus: g.Guard<SystemStatus> = g.object({
  maintenance: g.boolean,
  regionRestriction: g.boolean,
  location: g.object({ ip: g.string }),
  info: g.object({
    customerService: g.array(CustomerServiceLink),
    resources: g.array(Resource),
    mobileTemplate: MobileTemplate,
    imageCDNs: g.array(g.string),
  }),
});

export const ConsolidatedSettings: g.Guard<ConsolidatedSettings> = g.object({
  merchantCode: g.string,
  merchantName: g.string,
  trialMerchantCode: g.nullable(g.string),
  currency: g.string,
  currencySymbol: g.string,
  defaultLanguage: Language,
  supportedLanguages: g.array(Language),
  customerService: g.array(CustomerServiceLink),
  socialLinks: g.array(SocialLink),
  resources: g.array(Resource),
  mobileTemplate: MobileTemplate,
  withdrawalEnabled: g.boolean,
  vipBenefitDisplay: g.boolean,
  imageCDNs: g.array(g.string),
  jackpot: g.object({
    min: g.integer,
    max: g.integer,
    incrementMin: g.integer,
    incrementMax: g.integer,
    tickSeconds: g.array(g.integer),
  }),
  firebase: g.nullable(
    g.object({ apiKey: g.string, authDomain: g.string, projectId: g.string, appId: g.string }),
  ),
});

const WhitelabelNode: g.Checked<WhitelabelNode> = g.lazy(() =>
  g.object({ modId: g.string, enabled: g.boolean, childrenNodes: g.array(WhitelabelNode) }),
);
export const WhitelabelTree: g.Guard<WhitelabelTree> = g.array(WhitelabelNode);

export const MemberInfo: g.Guard<MemberInfo> = g.object({
  id: g.integer,
  account: g.string,
  nickname: g.string,
  type: g.integer,
  regDate: g.integer,
  toUpline: g.boolean,
  firstTimeLogin: g.boolean,
  countryDialingCode: g.string,
  mobileNum: g.string,
  email: g.string,
  payeeName: g.string,
  icon: g.string,
  currency: g.string,
});

export const WalletBalance: g.Guard<WalletBalance> = g.object({
  sumBalance: g.number,
  currency: g.string,
  currencySymbol: g.string,
  cashBalance: g.optional(g.number),
  bonusBalance: g.optional(g.number),
  bonusRequired: g.optional(g.number),
  bonusWagered: g.optional(g.number),
  withdrawable: g.optional(g.number),
});

/**
 * SPEC §2 Home, signed in as an agent: the pending contract requests, asked for by the home
 * page's blocks (which carry no zod) each time home opens.
 */
export const PENDING_CONTRACTS_PATH = '/wps/member/info/funds/consolidated';
export const ContractRequestInfo: g.Guard<ContractRequestInfo> = g.object({
  dailysalreqtype: g.string,
  divtypecompperiodreq: g.string,
  contracthoursalreq: g.boolean,
  dailysalinfotype: g.string,
  divtypecompperiodinfo: g.string,
  contracthoursalinfo: g.string,
});

export const EncryptionKey: g.Guard<EncryptionKey> = g.object({
  kid: g.string,
  publicKey: g.string,
  scheme: g.literal(SEALED_BODY_SCHEME),
  serverTime: g.integer,
});

/**
 * The home page's content (banners, notices, popups, hot matches): the home page is in the first
 * load and asks for it on its first render, so its answer is checked without zod too.
 */
export const HOME_ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
/** SPEC §9: types B, PL, PU and H of group m_home on platform M (content.ts's HOME_ANNOUNCEMENT_TYPES). */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' };

/**
 * GET /wps/relay/GLS2_lobbyNews?platform=M: the newest player notices' titles, which the home
 * page's announcement ticker scrolls (home's chunk stays without zod).
 */
export const LOBBY_NEWS_PATH = '/wps/relay/GLS2_lobbyNews';
export const LOBBY_NEWS_QUERY = { platform: 'M' };
export const LobbyNews: g.Guard<LobbyNews> = g.object({
  list: g.array(g.object({ id: g.integer, title: g.string })),
});

const Notice = g.object({
  id: g.integer,
  title: g.string,
  content: g.string,
  publishTime: g.integer,
  read: g.boolean,
});

export const Announcements: g.Guard<Announcements> = g.object({
  banners: g.array(
    g.object({
      id: g.integer,
      groupName: g.oneOf(['m_home', 'm_reg']),
      url: g.string,
      title: g.string,
      linkageType: g.nullable(g.oneOf(['URL', 'P', 'G'])),
      linkage: g.string,
      vendor: g.string,
      roomId: g.string,
      nodeId: g.string,
      gameType: g.string,
    }),
  ),
  player: g.array(Notice),
  agent: g.array(Notice),
  popup: g.array(g.object({ id: g.integer, title: g.string, content: g.string })),
  promotion: g.array(Notice),
  hot: g.array(
    g.object({
      id: g.integer,
      matchTime: g.integer,
      league: g.string,
      homeTeam: g.string,
      awayTeam: g.string,
      homeTeamImageUrl: g.string,
      awayTeamImageUrl: g.string,
      vendor: g.string,
      roomId: g.string,
      nodeId: g.string,
    }),
  ),
});

/**
 * The unread count of a member's inbox (CSP_unreadCount): the frame's badges ask for it on every
 * page, so it is fetched without zod too. Its answer is a count.
 */
export const UNREAD_COUNT_PATH = '/wps/relay/CSP_unreadCount';
export const UnreadCount: g.Guard<number> = g.integer;
