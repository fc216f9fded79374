import { randomInt } from 'node:crypto';
import {
  AFFILIATE_DATE_MAX_DAYS,
  AFFILIATE_LINK_CODE_LENGTH,
  AFFILIATE_LINKS_MAX,
  DAY_MS,
  grantableTypes,
  REFERRAL_CODE_ALPHABET,
  siteDayKey,
  siteDayKeyStart,
  type AffiliateExpiry,
  type AffiliateInfo,
  type AffiliateLinkItem,
  type AffiliateLinkPage,
  type AffiliateRegistrationPage,
  type CreateAffiliateLinkBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import { writeLinkRates } from '../rebates/link-rates.js';
import type { RebatesService } from '../rebates/index.js';
import type { AgentCaller } from '../scope.js';
import {
  createAffiliateLinksRepository,
  type AffiliateLinkRow,
} from './affiliate-links.repository.js';

type CreateBody = z.output<typeof CreateAffiliateLinkBody>;
type Page = { pageNo: number; pageSize: number };

const FIXED_SPANS: Partial<Record<AffiliateExpiry, number>> = {
  '1d': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '1y': 365 * DAY_MS,
};

/** When a new link stops working: a span from now, never, or the end of a chosen site day. */
export function expiryOf(body: Pick<CreateBody, 'expiry' | 'expiresOn'>, now: number): Date | null {
  if (body.expiry === 'forever') return null;
  const span = FIXED_SPANS[body.expiry];
  if (span !== undefined) return new Date(now + span);
  const day = body.expiresOn ?? '';
  const start = /^\d{4}-\d{2}-\d{2}$/.test(day) ? siteDayKeyStart(day) : Number.NaN;
  const isRealDay = Number.isFinite(start) && siteDayKey(start) === day;
  const isInRange =
    day >= siteDayKey(now) && day <= siteDayKey(now + AFFILIATE_DATE_MAX_DAYS * DAY_MS);
  if (!isRealDay || !isInRange) throw new AppError('affiliate.link.date', { field: 'expiresOn' });
  return new Date(start + DAY_MS);
}

const newCode = () =>
  Array.from(
    { length: AFFILIATE_LINK_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

export const itemOf = (
  link: AffiliateLinkRow,
  registrations: number,
  now: number,
): AffiliateLinkItem => ({
  id: link.id,
  code: link.code,
  channel: link.channel,
  type: link.type,
  createdAt: link.createdAt.getTime(),
  expiresAt: link.expiresAt?.getTime() ?? null,
  isExpired: link.expiresAt !== null && link.expiresAt.getTime() <= now,
  registrations,
});

const pageCounts = (total: number, { pageNo, pageSize }: Page) => ({
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  total,
});

/**
 * An agent's affiliate links (MCS2_wpsCreateAffUrl, ViewAffUrls, DeleteAffUrl, RegAff): each call
 * answers about the caller's own links only; another agent's link is 404 like an unknown one.
 */
export function createAffiliateLinksService({
  db,
  rebates,
  now = () => Date.now(),
}: {
  db: Db;
  rebates: Pick<RebatesService, 'checkGranted'>;
  now?: () => number;
}) {
  const links = createAffiliateLinksRepository(db);

  async function create(caller: AgentCaller, body: CreateBody): Promise<AffiliateLinkItem> {
    if (!grantableTypes(caller.type).includes(body.type)) {
      throw new AppError('agent.type.not.allowed', { field: 'type' });
    }
    const at = now();
    const expiresAt = expiryOf(body, at);
    if ((await links.countLive(caller.memberId)) >= AFFILIATE_LINKS_MAX) {
      throw new AppError('affiliate.link.limit');
    }
    await rebates.checkGranted(caller, body.rates);
    // 31^9 codes: a clash is all but impossible, and then another draw answers.
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await links.insert({
          merchantId: caller.merchantId,
          memberId: caller.memberId,
          code: newCode(),
          channel: body.channel,
          type: body.type,
          expiresAt,
        });
        await writeLinkRates(db, row.id, body.rates);
        return itemOf(row, 0, at);
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error, 'affiliate_links_code')) throw error;
      }
    }
  }

  return {
    create,

    /** GET /wps/agent/affiliate: the agent's invitation code, live links and members brought. */
    async info(caller: AgentCaller): Promise<AffiliateInfo> {
      const [summary, live] = await Promise.all([
        links.summary(caller.memberId),
        links.countLive(caller.memberId),
      ]);
      return { ...summary, links: live };
    },

    async list(caller: AgentCaller, page: Page): Promise<AffiliateLinkPage> {
      const { rows, total } = await links.page(caller.memberId, page);
      const at = now();
      return {
        list: rows.map((row) => itemOf(row.link, row.registrations, at)),
        ...pageCounts(total, page),
      };
    },

    async remove(caller: AgentCaller, id: number): Promise<boolean> {
      if (!(await links.softDelete(caller.memberId, id, new Date(now())))) {
        throw new AppError('affiliate.link.not.found');
      }
      return true;
    },

    async registrations(
      caller: AgentCaller,
      linkId: number | undefined,
      page: Page,
    ): Promise<AffiliateRegistrationPage> {
      if (linkId !== undefined && !(await links.findOwn(caller.memberId, linkId))) {
        throw new AppError('affiliate.link.not.found');
      }
      const { rows, total } = await links.registrations(caller.memberId, linkId, page);
      return {
        list: rows.map((row) => ({ ...row, regDate: row.regDate.getTime() })),
        ...pageCounts(total, page),
      };
    },
  };
}

export type AffiliateLinksService = ReturnType<typeof createAffiliateLinksService>;
