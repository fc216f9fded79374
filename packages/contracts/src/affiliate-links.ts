import { z } from 'zod';
import { GrantedRates } from './agent-rebates.js';
import { BigSerialId } from './ids.js';
import { listPage, pageQueryFields } from './pages.js';
import { defineRelay, relaysFor } from './relay.js';
import { text } from './text.js';
import { Instant } from './units.js';

/**
 * An agent's affiliate links (SPEC §7 affiliate rows, AGENTS.md "Affiliate links", module AFFMAN3):
 * each link has a code of its own; whoever registers through it (`/m/register?a=<code>`) joins
 * the agent's team with the link's account type. A link lasts 1, 7 or 30 days, a year, forever or
 * up to the end of a chosen day (site calendar); a deleted or expired link registers nobody, and
 * the register screen says which.
 */
export const AFFILIATE_LINKS_MODULE = 'AFFMAN3';

/** Codes: this many characters of the referral alphabet (no look-alikes), typed in any case. */
export const AFFILIATE_LINK_CODE_LENGTH = 9;
/** Live (not deleted) links an agent may hold at once. */
export const AFFILIATE_LINKS_MAX = 50;
export const AFFILIATE_CHANNEL_MAX = 30;
/** A chosen expiry day may be at most this many days ahead. */
export const AFFILIATE_DATE_MAX_DAYS = 5 * 366;

export const AFFILIATE_EXPIRIES = ['1d', '7d', '30d', '1y', 'forever', 'date'] as const;
export type AffiliateExpiry = (typeof AFFILIATE_EXPIRIES)[number];

/** The path of a link, to put after the site's origin (`?a=` is read by the register screen). */
export const affiliateLinkPath = (code: string) => `/m/register?a=${encodeURIComponent(code)}`;

export const CreateAffiliateLinkBody = z.object({
  /** Where the agent shares it ("Facebook group"), to tell its links apart. */
  channel: text().trim().min(1).max(AFFILIATE_CHANNEL_MAX),
  /** The account type its registrations get: one of grantableTypes(the agent's type). */
  type: z.number().int(),
  expiry: z.enum(AFFILIATE_EXPIRIES),
  /** With expiry 'date': the last day (YYYY-MM-DD, site calendar) the link works. */
  expiresOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Rebate rates its registrations start with (agent-rebates.ts), checked again then. */
  rates: GrantedRates,
});
export type CreateAffiliateLinkBody = z.input<typeof CreateAffiliateLinkBody>;

export const AffiliateLinkItem = z.object({
  id: z.number().int(),
  code: z.string(),
  channel: z.string(),
  type: z.number().int(),
  createdAt: Instant,
  /** When it stops working (epoch ms), or null: forever. */
  expiresAt: Instant.nullable(),
  isExpired: z.boolean(),
  /** Members who registered through it. */
  registrations: z.number().int(),
});
export type AffiliateLinkItem = z.infer<typeof AffiliateLinkItem>;

export const AFFILIATE_PAGE_SIZE = 20;

export const AffiliateLinkPage = listPage(AffiliateLinkItem);
export type AffiliateLinkPage = z.infer<typeof AffiliateLinkPage>;

export const AffiliateRegistration = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  regDate: Instant,
  linkId: z.number().int(),
  channel: z.string(),
});
export type AffiliateRegistration = z.infer<typeof AffiliateRegistration>;

export const AffiliateRegistrationPage = listPage(AffiliateRegistration);
export type AffiliateRegistrationPage = z.infer<typeof AffiliateRegistrationPage>;

/** GET /wps/agent/affiliate (SPEC §7 "Affiliate info", AFFMAN3): the agent's affiliate summary. */
export const AFFILIATE_INFO_PATH = '/wps/agent/affiliate';

export const AffiliateInfo = z.object({
  /** The agent's own invitation code (players register under it), or null when it has none. */
  affiliateCode: z.string().nullable(),
  /** Its live (not deleted) links, expired ones included. */
  links: z.number().int(),
  /** Members all its links brought. */
  registrations: z.number().int(),
});
export type AffiliateInfo = z.infer<typeof AffiliateInfo>;

const relays = relaysFor({ auth: 'agent', module: AFFILIATE_LINKS_MODULE });

/** POST MCS2_wpsCreateAffUrl: a new link of the caller's (the link as listed). */
export const createAffUrlRelay = relays.post(
  'MCS2_wpsCreateAffUrl',
  CreateAffiliateLinkBody,
  AffiliateLinkItem,
);

/** GET MCS2_ViewAffUrls?pageNo=&pageSize=: the caller's live links, newest first. */
export const viewAffUrlsRelay = relays.get(
  'MCS2_ViewAffUrls',
  z.object(pageQueryFields(AFFILIATE_PAGE_SIZE, 50, 1000)),
  AffiliateLinkPage,
);

/** DELETE MCS2_DeleteAffUrl?id=: one of the caller's links stops working (404 when not its). */
export const deleteAffUrlRelay = defineRelay({
  name: 'MCS2_DeleteAffUrl',
  methods: ['DELETE'],
  query: z.object({ id: BigSerialId }),
  answer: z.boolean(),
  auth: 'agent',
  module: AFFILIATE_LINKS_MODULE,
});

/**
 * GET MCS2_RegAff?linkId=&pageNo=&pageSize=: members who registered through the caller's links
 * (one link's, or all of them without linkId), newest first.
 */
export const regAffRelay = relays.get(
  'MCS2_RegAff',
  z.object({
    linkId: BigSerialId.optional(),
    ...pageQueryFields(AFFILIATE_PAGE_SIZE, 50, 1000),
  }),
  AffiliateRegistrationPage,
);
