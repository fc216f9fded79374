import {
  PlayBreakInput,
  PlayBreakStatus,
  PlayLimitInput,
  PlaySession,
  RESPONSIBLE_GAMING_PATHS,
  RealityCheckInput,
  ResponsibleGaming,
  ok,
  successEnvelope,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perMember, sessionOf } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import type { Player } from './play-guard.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';

/** Changes per member a minute: plenty for a person, a wall for a script. */
export const RESPONSIBLE_GAMING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const playerOf = (request: FastifyRequest): Player => {
  const { memberId, merchantId } = sessionOf(request);
  return { memberId, merchantId, currencySymbol: merchantOf(request).merchant.currencySymbol };
};

/**
 * The member's responsible-gaming settings: real members only (a free-trial account plays with
 * play money and gets free_reject), always the caller's own, never cached.
 */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<{
  service: ResponsibleGamingService;
}> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  const config = { auth: 'real-member' } as const;
  const changeConfig = {
    ...config,
    rateLimit: {
      ...perMember(RESPONSIBLE_GAMING_RATE_LIMIT.max, RESPONSIBLE_GAMING_RATE_LIMIT.timeWindow),
      keyGenerator: (request: FastifyRequest) => `play-limits:${sessionOf(request).memberId}`,
    },
  };
  const answer = { response: { 200: successEnvelope(ResponsibleGaming) } };

  app.get(RESPONSIBLE_GAMING_PATHS.settings, { config, schema: answer }, async (request) =>
    ok(await service.settings(playerOf(request))),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.limit,
    { config: changeConfig, schema: { body: PlayLimitInput, ...answer } },
    async (request) => ok(await service.setLimit(playerOf(request), request.body)),
  );

  app.get(
    RESPONSIBLE_GAMING_PATHS.break,
    { config, schema: { response: { 200: successEnvelope(PlayBreakStatus) } } },
    async (request) => ok(await service.currentBreak(playerOf(request))),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.break,
    { config: changeConfig, schema: { body: PlayBreakInput, ...answer } },
    async (request) => ok(await service.startBreak(playerOf(request), request.body)),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.realityCheck,
    { config: changeConfig, schema: { body: RealityCheckInput, ...answer } },
    async (request) => ok(await service.setRealityCheck(playerOf(request), request.body.minutes)),
  );

  app.get(
    RESPONSIBLE_GAMING_PATHS.session,
    { config, schema: { response: { 200: successEnvelope(PlaySession) } } },
    async (request) => ok(await service.session(playerOf(request), sessionOf(request).sessionId)),
  );
};
