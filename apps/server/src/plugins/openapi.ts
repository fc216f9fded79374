import swagger from '@fastify/swagger';
import { isApiPath } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { renderReference, type OpenApiDocument } from '../lib/api-reference.js';

export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

/** Where a route belongs in the reference: the operator's, the agents', the lottery's, … */
export function tagOf(url: string): string {
  const [first = '', second = '', third = ''] = url.split('/').filter(Boolean);
  if (first === 'operator')
    return second === 'merchants' ? `operator: ${url.split('/')[4] || 'merchant'}` : 'operator';
  if (first === 'lgw')
    return second === 'seamless' ? 'providers: seamless wallet' : 'lottery and games';
  if (second === 'agent') return 'agent centre';
  if (second === 'relay') return 'relays';
  return second === 'member' && third ? `member: ${third}` : second || first;
}

/**
 * The API described from the routes' own zod schemas (OpenAPI 3.1 by @fastify/swagger and the zod
 * type provider's transform): GET /openapi.json, and GET /reference, a page of it for people.
 * Only the API's paths (/wps, /lgw, /operator) and the probes are described; the site's pages
 * and files are not. Registered before the routes, so it sees each one as it is added.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Perlas Play API',
        version,
        description:
          'Every answer is an envelope: `{ "success": true, "value": … }` or `{ "success": false, ' +
          '"code", "message", "field"? }` in the Language header’s language. Members send their ' +
          'session as `Authorization: Bearer`; the operator API takes a staff session or API key.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (document) => {
      const { url } = document;
      const described = isApiPath(url) || url === '/healthz' || url === '/readyz';
      if (!described) return { schema: { hide: true }, url };
      return jsonSchemaTransform({
        ...document,
        schema: { ...document.schema, tags: [tagOf(url)] },
      });
    },
    transformObject: jsonSchemaTransformObject,
  });

  const hidden = { config: { merchant: false }, schema: { hide: true } } as const;
  let page: string | undefined;
  app.get(OPENAPI_PATH, hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
  app.get(REFERENCE_PATH, hidden, async (_request, reply) => {
    page ??= renderReference(app.swagger() as OpenApiDocument);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(page);
  });
}
