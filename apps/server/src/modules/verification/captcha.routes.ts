import { ok } from '@app/contracts';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { z } from 'zod';
import { CAPTCHA_TTL_SECONDS, type CaptchaService } from './captcha.service.js';
// app.captchas is declared there; e2e/ type-checks this file on its own.

/** Holds the id of the client's current captcha; only the server reads it (HttpOnly). */
export const CAPTCHA_COOKIE = 'wps_captcha';

/**
 * The captcha cookie of the request. Read here, on the few routes that ask for a captcha, rather
 * than by a cookie plugin's hooks on every request: no other route reads or sets a cookie.
 */
export function captchaCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[CAPTCHA_COOKIE] : undefined;
}

/**
 * Whether `code` answers the captcha of this client (its cookie). Single use: the captcha is
 * spent whatever the answer, so the client must GET /wps/captcha again before another try.
 */
export function verifyRequestCaptcha(request: FastifyRequest, code: string): Promise<boolean> {
  return request.server.captchas.verify(captchaCookieOf(request), code);
}

/** GET /wps/captcha: a new image in value; its id goes in the cookie and replaces the last one. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captchas: CaptchaService }> = async (
  app,
  { captchas },
) => {
  app.get(
    '/wps/captcha',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: answering(z.string()),
    },
    async (request, reply) => {
      const { id, image } = await captchas.issue(captchaCookieOf(request));
      const cookie: SetCookie = {
        name: CAPTCHA_COOKIE,
        value: id,
        httpOnly: true,
        sameSite: 'strict',
        path: '/wps',
        maxAge: CAPTCHA_TTL_SECONDS,
        secure: request.protocol === 'https',
      };
      reply.header('set-cookie', stringifySetCookie(cookie)).header('Cache-Control', 'no-store');
      return ok(image);
    },
  );
};
