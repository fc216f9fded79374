import {
  AGENT_ACCOUNT_PATHS,
  CheckUsernameQuery,
  OPEN_ACCOUNT_MODULE,
  OpenAccountBody,
  OpenedAccount,
  ok,
  UsernameCheck,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { perMember } from '@/plugins/auth.js';
import { merchantOf } from '@/plugins/request-context.js';
import { agentOf } from '../scope.js';
import type { AccountsService } from './accounts.service.js';

/** Checks as the agent types (debounced by the web): a minute's typing, not a name list. */
export const USERNAME_CHECKS_PER_MINUTE = 60;
/** Accounts opened (or tried) per agent an hour. */
export const OPENS_PER_HOUR = 30;

/**
 * GET /wps/check/username and POST /wps/agent/downline (sealed). Both agent-only: the check tells
 * whether a name exists, which nobody else needs to ask name by name.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.get(
    AGENT_ACCOUNT_PATHS.checkUsername,
    {
      config: { auth: 'agent', rateLimit: perMember(USERNAME_CHECKS_PER_MINUTE, '1 minute') },
      schema: answering(UsernameCheck, { querystring: CheckUsernameQuery }),
    },
    async (request) =>
      ok(await accounts.checkUsername(merchantOf(request), request.query.username)),
  );

  app.post(
    AGENT_ACCOUNT_PATHS.openAccount,
    {
      config: {
        auth: 'agent',
        sealed: true,
        module: OPEN_ACCOUNT_MODULE,
        rateLimit: perMember(OPENS_PER_HOUR, '1 hour'),
      },
      schema: answering(OpenedAccount, { body: OpenAccountBody }),
    },
    async (request) =>
      ok(await accounts.open(merchantOf(request), agentOf(request), request.body, request.ip)),
  );
};
