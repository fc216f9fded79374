import { SmsCodeResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/** register: a new account's number; noLogin: SMS login and password reset. */
export type SmsPurpose = 'register' | 'noLogin';
export type SmsCodeRequest = {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
  /** The captcha a registration code needs when the merchant's CAPTCHA3 is on. */
  captcha?: string;
};

/** POST /wps/verification/sms/{register|noLogin} → value.expiredMinutes. */
export const sendSmsCode = ({ purpose, captcha, ...number }: SmsCodeRequest) =>
  api.post(`/wps/verification/sms/${purpose}`, SmsCodeResult, {
    body: captcha === undefined ? number : { ...number, captcha },
    anonymous: true,
  });

export const useSendSmsCode = () =>
  useMutation({ mutationKey: ['sms-code'], mutationFn: sendSmsCode });
