import { FreePlayBody, LoginResult, ok, successEnvelope, TrialUser } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { merchantOf } from '@/plugins/request-context.js';
import { clientOf } from '../client.js';
import type { TrialService } from './trial.service.js';

/** GET /wps/member/trialuser and POST /wps/session/login/freeplay (module FREEPLAY3). */
export const trialRoutes: FastifyPluginAsyncZod<{ trial: TrialService }> = async (
  app,
  { trial },
) => {
  app.get(
    '/wps/member/trialuser',
    { config: { module: 'FREEPLAY3' }, schema: answering(TrialUser) },
    async (request) => ok(await trial.trialUser(merchantOf(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: {
        module: 'FREEPLAY3',
        // Every call creates an account: a handful per IP.
        rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => request.ip },
      },
      // The original client posts no body at all (Fastify reads it as null).
      schema: { body: FreePlayBody.nullish(), response: { 200: successEnvelope(LoginResult) } },
    },
    async (request) => ok(await trial.freePlay(merchantOf(request), clientOf(request))),
  );
};
