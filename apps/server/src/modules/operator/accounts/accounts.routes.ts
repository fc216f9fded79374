import {
  ApiKeyParams,
  AuditEntry,
  CreateApiKeyBody,
  CreatedApiKey,
  AuditCsvQuery,
  AuditQuery,
  CreateOperatorBody,
  OPERATOR_AUDIT_CSV_PATH,
  siteClock,
  siteDayKeyStart,
  OPERATOR_ACCOUNTS_PATH,
  OPERATOR_API_KEYS_PATH,
  OPERATOR_AUDIT_PATH,
  OPERATOR_ME_PATH,
  OPERATOR_SESSION_PATH,
  OPERATOR_TOTP_PATH,
  OperatorAccount,
  OperatorAccountParams,
  OperatorApiKey,
  OperatorLoginBody,
  OperatorSession,
  TotpConfirmBody,
  TotpEnrolment,
  UpdateOperatorBody,
  ok,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/lib/app-error.js';
import { toCsv } from '@/lib/csv.js';
import { answering } from '@/lib/route-schema.js';
import { OPERATOR_ROUTE_CONFIG, operatorRoute } from '../operator-guard.js';
import type { OperatorAccounts, OperatorActor } from './accounts.service.js';

/** Sign-ins an address may try in a minute. */
const LOGINS_PER_MINUTE = 10;

const actorOf = (request: FastifyRequest): OperatorActor => {
  if (!request.operatorActor) throw new AppError('no.permission');
  return request.operatorActor;
};
const tokenOf = (request: FastifyRequest) =>
  (request.headers.authorization ?? '').replace(/^Bearer /, '');

/** A route that writes its own audit line (in the transaction of its change). */
const audited = <V extends z.ZodType, I extends Parameters<typeof operatorRoute>[1]>(
  value: V,
  inputs: I,
) => ({
  ...operatorRoute(value, inputs),
  config: { ...OPERATOR_ROUTE_CONFIG, operator: { audited: true } },
});

/**
 * The operator's staff: sign in and out, their own account and second factor, the accounts (the
 * owner's) and the audit log (everyone's to read).
 */
export const operatorAccountsRoutes: FastifyPluginAsyncZod<{ accounts: OperatorAccounts }> = async (
  app,
  { accounts },
) => {
  app.post(
    OPERATOR_SESSION_PATH,
    {
      config: {
        ...OPERATOR_ROUTE_CONFIG,
        operator: { public: true },
        rateLimit: { max: LOGINS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: answering(OperatorSession, { body: OperatorLoginBody }),
    },
    async (request) => ok(await accounts.login(request.body, request.ip)),
  );

  app.delete(OPERATOR_SESSION_PATH, audited(z.null(), {}), async (request) => {
    await accounts.logout(tokenOf(request), actorOf(request), request.ip);
    return ok(null);
  });

  app.get(OPERATOR_ME_PATH, operatorRoute(OperatorAccount, {}), async (request) =>
    ok(await accounts.me(actorOf(request))),
  );

  app.post(OPERATOR_TOTP_PATH, audited(TotpEnrolment, {}), async (request) =>
    ok(await accounts.enrolTotp(actorOf(request))),
  );

  app.post(
    `${OPERATOR_TOTP_PATH}/confirm`,
    audited(OperatorAccount, { body: TotpConfirmBody }),
    async (request) =>
      ok(await accounts.confirmTotp(actorOf(request), request.body.code, request.ip)),
  );

  app.get(OPERATOR_API_KEYS_PATH, operatorRoute(z.array(OperatorApiKey), {}), async (request) =>
    ok(await accounts.apiKeys(actorOf(request))),
  );

  app.post(
    OPERATOR_API_KEYS_PATH,
    audited(CreatedApiKey, { body: CreateApiKeyBody }),
    async (request) =>
      ok(await accounts.createApiKey(actorOf(request), request.body.name, request.ip)),
  );

  app.delete(
    `${OPERATOR_API_KEYS_PATH}/:id`,
    audited(z.null(), { params: ApiKeyParams }),
    async (request) => {
      await accounts.revokeApiKey(actorOf(request), request.params.id, request.ip);
      return ok(null);
    },
  );

  app.get(OPERATOR_ACCOUNTS_PATH, operatorRoute(z.array(OperatorAccount), {}), async () =>
    ok(await accounts.list()),
  );

  app.post(
    OPERATOR_ACCOUNTS_PATH,
    audited(OperatorAccount, { body: CreateOperatorBody }),
    async (request) => ok(await accounts.create(request.body, actorOf(request), request.ip)),
  );

  app.patch(
    `${OPERATOR_ACCOUNTS_PATH}/:username`,
    audited(OperatorAccount, { params: OperatorAccountParams, body: UpdateOperatorBody }),
    async (request) =>
      ok(
        await accounts.update(request.params.username, request.body, actorOf(request), request.ip),
      ),
  );

  app.get(
    OPERATOR_AUDIT_PATH,
    operatorRoute(z.array(AuditEntry), { querystring: AuditQuery }),
    async (request) => ok(await accounts.searchAudit(request.query)),
  );

  // The log as a CSV file, over a range of site days (GMT+8), newest first.
  app.get(
    OPERATOR_AUDIT_CSV_PATH,
    { config: OPERATOR_ROUTE_CONFIG, schema: { querystring: AuditCsvQuery } },
    async (request, reply) => {
      const { from, to, ...search } = request.query;
      const entries = await accounts.searchAudit({
        ...search,
        ...(from ? { since: siteDayKeyStart(from) } : {}),
        ...(to ? { until: siteDayKeyStart(to) + 86_400_000 } : {}),
      });
      const rows = entries.map((entry) => ({
        ...entry,
        at: `${siteClock(entry.at).toISOString().slice(0, 19).replace('T', ' ')} +08:00`,
      }));
      const keys = ['id', 'at', 'actor', 'role', 'action', 'target', 'before', 'after', 'ip'];
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="audit-${from ?? 'all'}-${to ?? 'now'}.csv"`,
        )
        .send(toCsv(keys, rows));
    },
  );
};
