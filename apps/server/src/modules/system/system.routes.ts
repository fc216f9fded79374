import { DomainRoute, DomainRouteQuery, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import type { AnswerCache } from '@/lib/cached-answer.js';
import { merchantOf } from '@/plugins/request-context.js';
import { defineSystemAnswers } from './system.answers.js';
import type { SystemService } from './system.service.js';

/**
 * The start-up reads: open during maintenance so the client can show why it is closed. The cached
 * answers come compressed from their cache (lib/cached-answer.ts), so compression skips them here.
 */
const cached = { config: { openDuringMaintenance: true }, compress: false } as const;

export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  answers: AnswerCache;
}> = async (app, { system, answers }) => {
  const answer = defineSystemAnswers(answers, system);

  app.get('/wps/system/status', cached, (request, reply) =>
    answer.status.send(request, reply, merchantOf(request)),
  );

  app.get('/wps/system/whitelabel', cached, (request, reply) =>
    answer.whitelabel.send(request, reply, merchantOf(request)),
  );

  app.get('/wps/system/settings/consolidated', cached, (request, reply) =>
    answer.settings.send(request, reply, merchantOf(request)),
  );

  app.get('/wps/system/country', cached, (request, reply) =>
    answer.countries.send(request, reply, request.language),
  );

  // Per host, and cheap already: the merchant store keeps domain routes in memory.
  app.get(
    '/wps/system/domainRoute',
    {
      config: { openDuringMaintenance: true },
      schema: answering(DomainRoute, { querystring: DomainRouteQuery }),
    },
    async (request) => ok(await system.domainRoute(request.query.domain ?? request.hostname)),
  );
};
