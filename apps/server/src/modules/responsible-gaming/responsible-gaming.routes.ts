import {
  PlayBreakInput,
  PlayBreakStatus,
  PlayLimitInput,
  PlaySession,
  RESPONSIBLE_GAMING_PATHS,
  RealityCheckInput,
  ResponsibleGaming,
  ok,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashMemberOf, memberRateLimit, privateAnswers } from '@/lib/member-routes.js';
import { answering } from '@/lib/route-schema.js';
import { sessionOf } from '@/plugins/auth.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';

/** Changes per member a minute: plenty for a person, a wall for a script. */
export const RESPONSIBLE_GAMING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * The member's responsible-gaming settings: real members only (a free-trial account plays with
 * play money and gets free_reject), always the caller's own, never cached.
 */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<{
  service: ResponsibleGamingService;
}> = async (app, { service }) => {
  privateAnswers(app);
  const config = { auth: 'real-member' } as const;
  const changeConfig = {
    ...config,
    rateLimit: memberRateLimit(RESPONSIBLE_GAMING_RATE_LIMIT, 'play-limits'),
  };

  app.get(
    RESPONSIBLE_GAMING_PATHS.settings,
    { config, schema: answering(ResponsibleGaming) },
    async (request) => ok(await service.settings(cashMemberOf(request))),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.limit,
    { config: changeConfig, schema: answering(ResponsibleGaming, { body: PlayLimitInput }) },
    async (request) => ok(await service.setLimit(cashMemberOf(request), request.body)),
  );

  app.get(
    RESPONSIBLE_GAMING_PATHS.break,
    { config, schema: answering(PlayBreakStatus) },
    async (request) => ok(await service.currentBreak(cashMemberOf(request))),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.break,
    { config: changeConfig, schema: answering(ResponsibleGaming, { body: PlayBreakInput }) },
    async (request) => ok(await service.startBreak(cashMemberOf(request), request.body)),
  );

  app.post(
    RESPONSIBLE_GAMING_PATHS.realityCheck,
    { config: changeConfig, schema: answering(ResponsibleGaming, { body: RealityCheckInput }) },
    async (request) =>
      ok(await service.setRealityCheck(cashMemberOf(request), request.body.minutes)),
  );

  app.get(
    RESPONSIBLE_GAMING_PATHS.session,
    { config, schema: answering(PlaySession) },
    async (request) =>
      ok(await service.session(cashMemberOf(request), sessionOf(request).sessionId)),
  );
};
