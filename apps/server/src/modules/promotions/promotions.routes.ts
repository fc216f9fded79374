import {
  PROMOTION_PATHS,
  PromotionActionInput,
  PromotionActionResult,
  PromotionClaimInput,
  availablePromotionsRelay,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdsOf, privateAnswers } from '@/lib/member-routes.js';
import { perMember } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { PromotionsService } from './promotions.service.js';

/**
 * Promotions: the list (guests see the public labels, members their own), and a real member's
 * join and claim. Answers about a member are never cached.
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  privateAnswers(app);

  app.addRelay(availablePromotionsRelay, async (_query, request) => ({
    list: await promotions.list(
      merchantOf(request).merchant.id,
      request.session?.memberId,
      request.language,
    ),
  }));

  const config = { auth: 'real-member', rateLimit: perMember(30, '1 minute') } as const;
  const schema = {
    body: PromotionActionInput,
    response: { 200: successEnvelope(PromotionActionResult) },
  };
  app.post(PROMOTION_PATHS.join, { config, schema }, async (request) =>
    ok(await promotions.join(memberIdsOf(request), request.body.id, request.language)),
  );
  app.post(
    PROMOTION_PATHS.claim,
    { config, schema: { ...schema, body: PromotionClaimInput } },
    async (request) =>
      ok(
        await promotions.claim(
          memberIdsOf(request),
          request.body.id,
          request.language,
          request.body.comment ?? null,
        ),
      ),
  );
};
