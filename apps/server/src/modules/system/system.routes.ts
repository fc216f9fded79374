import {
  ConsolidatedSettings,
  Country,
  DomainRoute,
  DomainRouteQuery,
  ok,
  successEnvelope,
  SystemStatus,
  WhitelabelTree,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchantOf } from '../../plugins/request-context.js';
import { listCountries } from './countries.js';
import type { SystemService } from './system.service.js';

/** If-None-Match may list several tags, weak (W/) or strong (RFC 9110 §13.1.2). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The start-up reads: open during maintenance so the client can show why it is closed. */
const open = { openDuringMaintenance: true } as const;

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/wps/system/status',
    { config: open, schema: { response: { 200: successEnvelope(SystemStatus) } } },
    async (request) => ok(system.status(merchantOf(request), request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      config: open,
      schema: { response: { 200: successEnvelope(WhitelabelTree), 304: z.undefined() } },
    },
    async (request, reply) => {
      const snapshot = merchantOf(request);
      const etag = snapshot.whitelabelEtag;
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.status(304).send(undefined);
      return ok(snapshot.whitelabel);
    },
  );

  app.get(
    '/wps/system/settings/consolidated',
    { config: open, schema: { response: { 200: successEnvelope(ConsolidatedSettings) } } },
    async (request) => ok(system.settings(merchantOf(request))),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      config: open,
      schema: { querystring: DomainRouteQuery, response: { 200: successEnvelope(DomainRoute) } },
    },
    async (request) => ok(await system.domainRoute(request.query.domain ?? request.hostname)),
  );

  app.get(
    '/wps/system/country',
    { config: open, schema: { response: { 200: successEnvelope(z.array(Country)) } } },
    async (request) => ok(listCountries(request.language)),
  );
};
