import { HEADERS, isApiPath, parseLanguage, type Language } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { MerchantSnapshot, MerchantStore } from '../modules/merchant/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** TY or EN: the Language header, else the merchant's default, else TY. */
    language: Language;
    /** The merchant of an API request; read it through merchantOf(). */
    merchant: MerchantSnapshot | undefined;
  }
  interface FastifyContextConfig {
    /** false: the route resolves no merchant (operator and health routes). */
    merchant?: boolean;
    /** The route stays open during maintenance and region restriction (system endpoints). */
    openDuringMaintenance?: boolean;
    /** White-label module id that must be on for this route; off answers 403. */
    module?: string;
  }
}

export function merchantOf(request: FastifyRequest): MerchantSnapshot {
  if (!request.merchant) throw new Error(`no merchant resolved for ${request.url}`);
  return request.merchant;
}

async function resolveMerchant(
  request: FastifyRequest,
  store: MerchantStore,
  defaultCode: string,
): Promise<MerchantSnapshot> {
  const header = request.headers[HEADERS.merchant.toLowerCase()];
  if (typeof header === 'string' && header !== '') {
    const snapshot = await store.get(header);
    if (!snapshot) throw new AppError('merchant.unknown', { field: HEADERS.merchant });
    return snapshot;
  }
  const code = (await store.codeForDomain(request.hostname)) ?? defaultCode;
  const snapshot = await store.get(code);
  if (!snapshot) throw new AppError('merchant.unknown', { field: HEADERS.merchant });
  return snapshot;
}

/**
 * Per request: the language, the merchant (from the Merchant header or the host), and the
 * merchant-wide gates: maintenance (503), region restriction (403) and white-label modules (403).
 */
export const requestContextPlugin = fp(
  function requestContext(
    app: FastifyInstance,
    options: { merchants: MerchantStore; defaultMerchantCode: string },
  ) {
    app.decorateRequest('language', 'TY');
    app.decorateRequest('merchant', undefined);

    app.addHook('onRequest', async (request) => {
      const header = request.headers[HEADERS.language.toLowerCase()];
      request.language = parseLanguage(header);
      const config = request.routeOptions.config;
      if (config.merchant === false || !request.routeOptions.url || !isApiPath(request.url)) return;

      const snapshot = await resolveMerchant(
        request,
        options.merchants,
        options.defaultMerchantCode,
      );
      request.merchant = snapshot;
      if (typeof header !== 'string') request.language = snapshot.merchant.defaultLanguage;

      if (!config.openDuringMaintenance) {
        if (snapshot.settings.maintenance) throw new AppError('system.maintenance');
        if (snapshot.settings.regionRestriction) throw new AppError('access.restricted');
      }
      if (config.module && snapshot.flags[config.module] !== true) {
        throw new AppError('no.permission', { params: {}, value: { module: config.module } });
      }
    });
  },
  { name: 'request-context' },
);
