import { DEFAULT_LANGUAGE, HEADERS, isApiPath, parseLanguage, type Language } from '@app/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { MerchantSnapshot, MerchantStore } from '../modules/merchant/index.js';
import { whenSettled } from '../lib/settled.js';

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
    /** A merchant setting that must be on for this route (withdrawals); off answers 403. */
    setting?: 'withdrawalEnabled';
  }
}

export function merchantOf(request: FastifyRequest): MerchantSnapshot {
  if (!request.merchant) throw new Error(`no merchant resolved for ${request.url}`);
  return request.merchant;
}

const LANGUAGE = HEADERS.language.toLowerCase();
const MERCHANT = HEADERS.merchant.toLowerCase();

/** The Language header as sent by the app ('TY', 'EN') without a parse; others as parseLanguage. */
function languageOf(header: string | string[] | undefined): Language {
  if (header === 'TY' || header === 'EN') return header;
  return typeof header === 'string' ? parseLanguage(header) : DEFAULT_LANGUAGE;
}

function found(snapshot: MerchantSnapshot | undefined): MerchantSnapshot {
  if (!snapshot) throw new AppError('merchant.unknown', { field: HEADERS.merchant });
  return snapshot;
}

/** The Merchant header's merchant, else the host's (its domain route or the default merchant). */
function resolveMerchant(
  request: FastifyRequest,
  store: MerchantStore,
  defaultCode: string,
): MerchantSnapshot | Promise<MerchantSnapshot> {
  const header = request.headers[MERCHANT];
  if (typeof header === 'string' && header !== '') return whenSettled(store.get(header), found);
  return whenSettled(store.codeForDomain(request.hostname), (code) =>
    whenSettled(store.get(code ?? defaultCode), found),
  );
}

/** The merchant-wide gates of a route: maintenance, region restriction, its module or setting. */
function refusal(snapshot: MerchantSnapshot, config: FastifyContextConfig): AppError | undefined {
  if (!config.openDuringMaintenance) {
    if (snapshot.settings.maintenance) return new AppError('system.maintenance');
    if (snapshot.settings.regionRestriction) return new AppError('access.restricted');
  }
  if (config.module && snapshot.flags[config.module] !== true) {
    return new AppError('no.permission', { params: {}, value: { module: config.module } });
  }
  if (config.setting && !snapshot.settings[config.setting]) {
    return new AppError('no.permission', { params: {}, value: { setting: config.setting } });
  }
  return undefined;
}

/** Sets the request's merchant (and its default language when none was sent), then gates it. */
function admit(
  request: FastifyRequest,
  snapshot: MerchantSnapshot,
  languageHeader: string | string[] | undefined,
  config: FastifyContextConfig,
  done: (error?: Error) => void,
): void {
  request.merchant = snapshot;
  if (typeof languageHeader !== 'string') request.language = snapshot.merchant.defaultLanguage;
  done(refusal(snapshot, config));
}

/**
 * Per request: the language, the merchant (from the Merchant header or the host), and the
 * merchant-wide gates: maintenance (503), region restriction (403) and white-label modules (403).
 * A callback hook that answers at once when the merchant is in memory: it runs on every API call.
 */
export const requestContextPlugin = fp(
  function requestContext(
    app: FastifyInstance,
    options: { merchants: MerchantStore; defaultMerchantCode: string },
  ) {
    app.decorateRequest('language', 'TY');
    app.decorateRequest('merchant', undefined);

    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers[LANGUAGE];
      request.language = languageOf(header);
      const { config, url } = request.routeOptions;
      if (config.merchant === false || !url || !isApiPath(request.url)) {
        done();
        return;
      }
      let resolved: MerchantSnapshot | Promise<MerchantSnapshot>;
      try {
        resolved = resolveMerchant(request, options.merchants, options.defaultMerchantCode);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (resolved instanceof Promise) {
        resolved.then((snapshot) => admit(request, snapshot, header, config, done), done);
      } else {
        admit(request, resolved, header, config, done);
      }
    });
  },
  { name: 'request-context' },
);
