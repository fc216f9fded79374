import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { compressedShell, sendShellBodies, type ShellBodies } from './compressed-shell.js';

/** Where the back-office console (apps/admin, built with base /admin/) is served. */
export const ADMIN_PREFIX = '/admin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * The console's page policy: scripts from this site only (the build has no inline script), and
 * inline styles, which antd 5's CSS-in-JS injects as <style> elements at run time. Only pages
 * under /admin get it; the member site's policy is plugins/security.ts's.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The back-office console is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The console's index.html with the default merchant written in (the console's queues start on
 * it), compressed once at start-up; undefined when the console is not built.
 */
function readShell(
  distDir: string,
  defaultMerchantCode: string | undefined,
): ShellBodies | undefined {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs
    .readFileSync(file, 'utf8')
    .replace(
      '<meta name="default-merchant" content="" />',
      `<meta name="default-merchant" content="${escapeAttribute(defaultMerchantCode ?? '')}" />`,
    );
  return compressedShell(html);
}

export type AdminOptions = { distDir: string; defaultMerchantCode?: string };

/**
 * Serves the back-office console under /admin: its hashed assets with a long cache (sent as the
 * build precompressed them, .br and .gz), and its shell (index.html, no-cache) on /admin and on
 * every client route below it, so a reload of /admin/deposits opens the console there. An unknown
 * file under /admin/assets/ is a 404, not the shell. Not wrapped in fastify-plugin: its page
 * policy (ADMIN_CSP) stays on its own routes. Registered before the member site's SPA, whose
 * catch-all never sees /admin.
 */
export async function adminPlugin(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const shell = readShell(options.distDir, options.defaultMerchantCode);
  if (!shell)
    app.log.warn({ distDir: options.distDir }, 'admin console not built: serving a notice');

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('content-security-policy', ADMIN_CSP);
    reply.header('x-robots-tag', 'noindex');
    done();
  });

  if (shell) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: `${ADMIN_PREFIX}/`,
      index: false,
      wildcard: false,
      decorateReply: false,
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(`${ADMIN_PREFIX}/assets/`)) throw new AppError('url.not.found');
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    if (!shell) return reply.status(503).send(NOT_BUILT);
    reply.header('Vary', 'Accept-Encoding');
    return sendShellBodies(request, reply, shell);
  };

  const route = { config: { merchant: false } };
  app.get(ADMIN_PREFIX, route, sendShell);
  app.get(`${ADMIN_PREFIX}/`, route, sendShell);
  app.get(`${ADMIN_PREFIX}/*`, route, sendShell);
}
