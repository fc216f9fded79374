import { SmsCodeResult } from '@app/contracts';
import { api } from '@/shared/api-client';

/** register: a new account's number; noLogin: SMS login and password reset. */
export type SmsPurpose = 'register' | 'noLogin';

/**
 * POST /wps/verification/sms/{register|noLogin} → value.expiredMinutes, as useSmsSender's `send`.
 * The captcha goes with it when a registration code needs one (the merchant's CAPTCHA3 is on).
 */
export const smsCodeSender =
  (purpose: SmsPurpose) => (mobileNum: string, countryDialingCode: string, captcha?: string) =>
    api.post(`/wps/verification/sms/${purpose}`, SmsCodeResult, {
      body:
        captcha === undefined
          ? { mobileNum, countryDialingCode }
          : { mobileNum, countryDialingCode, captcha },
      anonymous: true,
    });
