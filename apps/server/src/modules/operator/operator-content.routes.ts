import {
  Announcement,
  AnnouncementInput,
  HelpEntryInput,
  HotMatchInput,
  OPERATOR_PREFIX,
  OperatorContentParams,
  OperatorHelpEntry,
  OperatorHotMatch,
  OperatorMerchantParams,
  type ContentKind,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import { z } from 'zod';
import type { ContentService } from '../content/index.js';
import { merchantRoutes, type OperatorMerchantRoutes } from './operator-merchant.js';

const list = (kind: ContentKind) => `${OPERATOR_PREFIX}/merchants/:merchantCode/${kind}`;
const item = (kind: ContentKind) => `${list(kind)}/:id`;

/**
 * The merchant's content (SPEC §3: banners and notices, hot matches, help entries): list, create,
 * replace and remove. Each change reaches the cached answers of every instance (content module).
 */
export const operatorContentRoutes: OperatorMerchantRoutes<{
  content: ContentService;
  /** Whether the merchant has a promotion of this code or id (a banner's 'P' linkage). */
  hasPromotion: (merchantId: number, codeOrId: string) => Promise<boolean>;
}> = async (app, { content, merchantId, hasPromotion }) => {
  /** A banner that opens a promotion must name one the merchant has: else it opens nothing. */
  const checkLinkage = async (id: number, body: unknown) => {
    const { linkageType, linkage } = body as { linkageType?: string | null; linkage?: string };
    if (linkageType === 'P' && !(await hasPromotion(id, linkage ?? ''))) {
      throw new AppError('content.linkage.unknown', { field: 'linkage' });
    }
  };
  const kinds = [
    {
      kind: 'announcements',
      input: AnnouncementInput,
      output: Announcement,
      create: content.operator.createAnnouncement,
      replace: content.operator.replaceAnnouncement,
    },
    {
      kind: 'hot-matches',
      input: HotMatchInput,
      output: OperatorHotMatch,
      create: content.operator.createHotMatch,
      replace: content.operator.replaceHotMatch,
    },
    {
      kind: 'help',
      input: HelpEntryInput,
      output: OperatorHelpEntry,
      create: content.operator.createHelpEntry,
      replace: content.operator.replaceHelpEntry,
    },
  ] as const;

  const route = merchantRoutes(merchantId);
  for (const { kind, input, output, create, replace } of kinds) {
    app.get(
      list(kind),
      route(z.array(output), { params: OperatorMerchantParams }, (id) =>
        content.operator.list(kind, id),
      ),
    );
    app.post(
      list(kind),
      route(output, { params: OperatorMerchantParams, body: input }, async (id, { body }) => {
        await checkLinkage(id, body);
        return create(id, body as never);
      }),
    );
    app.put(
      item(kind),
      route(
        output,
        { params: OperatorContentParams, body: input },
        async (id, { params, body }) => {
          await checkLinkage(id, body);
          return replace(id, params.id, body as never);
        },
      ),
    );
    app.delete(
      item(kind),
      route(z.boolean(), { params: OperatorContentParams }, async (id, { params }) => {
        await content.operator.remove(kind, id, params.id);
        return true;
      }),
    );
  }
};
