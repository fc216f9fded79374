import { ok, SmsCodeBody, SmsCodeResult } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/app-error.js';
import { merchantOf } from '@/plugins/request-context.js';
import { verifyRequestCaptcha } from './captcha.routes.js';
import type { SmsCodeService, SmsPurpose } from './sms.service.js';

const PURPOSES: readonly SmsPurpose[] = ['register', 'noLogin'];

/** A bad number answers SPEC §8's "The mobile num is not valid"; other bad input as usual. */
function refuseInvalidBody(request: FastifyRequest): void {
  // Typed as Error so the guard below narrows it (Fastify types `validation` as any).
  const error: Error | undefined = request.validationError;
  if (!error) return;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = error.validation[0]?.instancePath.slice(1);
    if (field === 'mobileNum' || field === 'mobileNo') {
      throw new AppError('mobile.format', { field });
    }
  }
  throw error;
}

/**
 * POST /wps/verification/sms/register and /sms/noLogin (SPEC §7, module VERIFICATION3):
 * value.expiredMinutes. Limited per IP here and per number in the service; registration codes
 * need the captcha while the merchant's CAPTCHA3 is on.
 */
export const smsRoutes: FastifyPluginAsyncZod<{ smsCodes: SmsCodeService }> = async (
  app,
  { smsCodes },
) => {
  for (const purpose of PURPOSES) {
    app.post(
      `/wps/verification/sms/${purpose}`,
      {
        config: { module: 'VERIFICATION3', rateLimit: { max: 5, timeWindow: '1 minute' } },
        attachValidation: true,
        schema: answering(SmsCodeResult, { body: SmsCodeBody }),
      },
      async (request) => {
        refuseInvalidBody(request);
        const { merchant, flags } = merchantOf(request);
        const { countryDialingCode, mobileNum, captcha } = request.body;
        // Registration codes go to numbers nobody has proved to own: each text costs money, so
        // a person must be behind the request.
        if (purpose === 'register' && flags.CAPTCHA3 === true) {
          if (captcha === '') throw new AppError('captcha.required', { field: 'captcha' });
          if (!(await verifyRequestCaptcha(request, captcha))) {
            throw new AppError('captcha.invalid', { field: 'captcha' });
          }
        }
        return ok(
          await smsCodes.send(merchant.id, purpose, countryDialingCode, mobileNum, {
            language: request.language,
            brand: merchant.name,
            ip: request.ip,
          }),
        );
      },
    );
  }
};
