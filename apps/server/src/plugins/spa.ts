import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  HOME_PATHS,
  isApiPath,
  parseLanguage,
  SHELL_PATHS,
  SHELL_PATTERNS,
  type Language,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { MerchantSnapshot, MerchantStore } from '../modules/merchant/index.js';
import { compressedShell, sendShellBodies, type ShellBodies } from './compressed-shell.js';
import { readShellTemplate, renderShell, shellVariant, type ShellTemplate } from './spa-shell.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built SPA: hashed assets with a long cache, the app shell (index.html, no-cache) on
 * every route of SPEC §2, and a 404 shell for other pages. API paths never get HTML.
 * Files go out as the build precompressed them (.br, .gz beside each; apps/web/build) when the
 * client accepts it, the shell compressed in memory: no CPU spent per request.
 */
export type SpaOptions = {
  distDir: string;
  /** The merchant whose name the shell shows: the host's, else the default one. */
  merchants?: MerchantStore;
  defaultMerchantCode?: string;
  /** The home page's first banner image of a merchant in a language (the content module's). */
  homeBanner?: (snapshot: MerchantSnapshot, language: Language) => Promise<string | undefined>;
};

/** Banners a merchant's home shell is kept for at once: a change of banner makes a new one. */
const MAX_SHELLS_PER_MERCHANT = 32;
const HOME = new Set<string>(HOME_PATHS);
/** The cookie the web app keeps its language in (shared/i18n.ts), for the home banner's. */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=(TY|EN)(?:;|$)/;

/**
 * The app shell of each page and merchant, built and compressed once: keyed by the merchant's
 * snapshot (a change of the merchant gives a new one, so a rename shows at once) and the page's
 * variant (framed or bare, its preloads).
 */
function shellCache(template: ShellTemplate) {
  const byMerchant = new WeakMap<MerchantSnapshot, Map<string, ShellBodies>>();
  const anonymous = new Map<string, ShellBodies>();
  return (
    snapshot: MerchantSnapshot | undefined,
    pagePath: string | undefined,
    bannerUrl?: string,
  ): ShellBodies => {
    const variant = shellVariant(template, pagePath);
    const key = `${variant.bare ? 'bare' : 'frame'} ${variant.preloads.join(' ')} ${bannerUrl ?? ''}`;
    let bodies = snapshot ? byMerchant.get(snapshot) : anonymous;
    if (!bodies) {
      bodies = new Map();
      if (snapshot) byMerchant.set(snapshot, bodies);
    }
    let found = bodies.get(key);
    if (!found) {
      const siteName = snapshot?.merchant.name ?? '';
      found = compressedShell(renderShell(template, variant, siteName, bannerUrl));
      if (bodies.size >= MAX_SHELLS_PER_MERCHANT) bodies.clear();
      bodies.set(key, found);
    }
    return found;
  };
}

/** The host's merchant, else the default one; undefined when neither is known. */
async function merchantFor(request: FastifyRequest, options: SpaOptions) {
  const { merchants, defaultMerchantCode } = options;
  if (!merchants) return undefined;
  try {
    const code = (await merchants.codeForDomain(request.hostname)) ?? defaultMerchantCode;
    return code === undefined ? undefined : await merchants.get(code);
  } catch (error) {
    request.log.warn({ err: error }, 'app shell: merchant not read, shell without its name');
    return undefined;
  }
}

/** The home page's first banner for the phone's language (its cookie, else TY); none on error. */
async function bannerFor(
  request: FastifyRequest,
  snapshot: MerchantSnapshot | undefined,
  options: SpaOptions,
): Promise<string | undefined> {
  if (!snapshot || !options.homeBanner) return undefined;
  const cookie = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  try {
    return await options.homeBanner(snapshot, parseLanguage(cookie, DEFAULT_LANGUAGE));
  } catch (error) {
    request.log.warn({ err: error }, 'app shell: home banner not read, shell without it');
    return undefined;
  }
}

/**
 * Serves the built SPA: hashed assets with a long cache, the app shell (index.html, no-cache) on
 * every route of SPEC §2, and a 404 shell for other pages. API paths never get HTML.
 * Files go out as the build precompressed them (.br, .gz beside each; apps/web/build) when the
 * client accepts it, the shell compressed in memory: no CPU spent per request. Home's shell
 * holds its first banner's image (spa-shell.ts) in the phone's language. The shell carries
 * the merchant's name, and a frameless page's (login …) is bare and preloads its page's chunk
 * (spa-shell.ts).
 */
export const spaPlugin = fp(
  async function spa(app: FastifyInstance, options: SpaOptions) {
    const template = readShellTemplate(options.distDir);
    if (!template)
      app.log.warn({ distDir: options.distDir }, 'web app not built: serving a notice');
    const shellOf = template && shellCache(template);

    if (template) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: false,
        // The compressed copies are sent in place of their file, not as routes of their own;
        // index.html is the app shell, below.
        globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
        },
      });
    }

    const sendShell = async (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      pagePath?: string,
    ) => {
      reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
      if (!shellOf) return reply.status(503).send(NOT_BUILT);
      const snapshot = await merchantFor(request, options);
      const isHome = pagePath !== undefined && HOME.has(pagePath);
      const banner = isHome ? await bannerFor(request, snapshot, options) : undefined;
      const shellBodies = shellOf(snapshot, pagePath, banner);
      reply.status(status).header('Vary', isHome ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      return sendShellBodies(request, reply, shellBodies);
    };

    for (const url of [...SHELL_PATHS, ...SHELL_PATTERNS]) {
      app.get(url, { config: { merchant: false } }, (request, reply) =>
        sendShell(request, reply, 200, url),
      );
    }
    // The service worker precaches /index.html as the page of every address offline: the framed
    // shell with the merchant's name, as the pages get it, not the build's nameless template.
    app.get('/index.html', { config: { merchant: false } }, (request, reply) =>
      sendShell(request, reply, 200),
    );

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendShell(request, reply, 404);
      throw new AppError('url.not.found');
    });
  },
  { name: 'spa' },
);
