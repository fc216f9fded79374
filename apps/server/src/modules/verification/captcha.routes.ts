import type { CookieSerializeOptions } from '@fastify/cookie';
import { ok, successEnvelope } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_TTL_SECONDS, type CaptchaService } from './captcha.service.js';
// app.captchas is declared there; e2e/ type-checks this file on its own.
import type {} from '@/decorations.js';

/** Holds the id of the client's current captcha; only the server reads it (HttpOnly). */
export const CAPTCHA_COOKIE = 'wps_captcha';

export const captchaCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[CAPTCHA_COOKIE];

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
      schema: { response: { 200: successEnvelope(z.string()) } },
    },
    async (request, reply) => {
      const { id, image } = await captchas.issue(captchaCookieOf(request));
      const cookie: CookieSerializeOptions = {
        httpOnly: true,
        sameSite: 'strict',
        path: '/wps',
        maxAge: CAPTCHA_TTL_SECONDS,
        secure: request.protocol === 'https',
      };
      reply.setCookie(CAPTCHA_COOKIE, id, cookie).header('Cache-Control', 'no-store');
      return ok(image);
    },
  );
};
