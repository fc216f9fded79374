import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiPath, SHELL_PATHS } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built SPA: hashed assets with a long cache, the app shell (index.html, no-cache) on
 * every route of SPEC §2, and a 404 shell for other pages. API paths never get HTML.
 */
export const spaPlugin = fp(
  async function spa(app: FastifyInstance, options: { distDir: string }) {
    const indexFile = path.join(options.distDir, 'index.html');
    const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    if (!shell) app.log.warn({ distDir: options.distDir }, 'web app not built: serving a notice');

    if (shell) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        wildcard: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
        },
      });
    }

    const sendShell = (reply: FastifyReply, status: number) =>
      reply
        .status(shell ? status : 503)
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(shell ?? NOT_BUILT);

    for (const url of SHELL_PATHS) {
      app.get(url, { config: { merchant: false } }, (_request, reply) => sendShell(reply, 200));
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendShell(reply, 404);
      throw new AppError('url.not.found');
    });
  },
  { name: 'spa' },
);
