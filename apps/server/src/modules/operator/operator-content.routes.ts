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
  ok,
  type ContentKind,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from '../content/index.js';
import { operatorRoute } from './operator-guard.js';

const list = (kind: ContentKind) => `${OPERATOR_PREFIX}/merchants/:merchantCode/${kind}`;
const item = (kind: ContentKind) => `${list(kind)}/:id`;

/**
 * The merchant's content (SPEC §3: banners and notices, hot matches, help entries): list, create,
 * replace and remove. Each change reaches the cached answers of every instance (content module).
 */
export const operatorContentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  merchantId: (code: string) => Promise<number>;
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

  for (const { kind, input, output, create, replace } of kinds) {
    app.get(
      list(kind),
      operatorRoute(z.array(output), { params: OperatorMerchantParams }),
      async (request) =>
        ok(await content.operator.list(kind, await merchantId(request.params.merchantCode))),
    );
    app.post(
      list(kind),
      operatorRoute(output, { params: OperatorMerchantParams, body: input }),
      async (request) => {
        const id = await merchantId(request.params.merchantCode);
        await checkLinkage(id, request.body);
        return ok(await create(id, request.body as never));
      },
    );
    app.put(
      item(kind),
      operatorRoute(output, { params: OperatorContentParams, body: input }),
      async (request) => {
        const id = await merchantId(request.params.merchantCode);
        await checkLinkage(id, request.body);
        return ok(await replace(id, request.params.id, request.body as never));
      },
    );
    app.delete(
      item(kind),
      operatorRoute(z.boolean(), { params: OperatorContentParams }),
      async (request) => {
        const id = await merchantId(request.params.merchantCode);
        await content.operator.remove(kind, id, request.params.id);
        return ok(true);
      },
    );
  }
};
