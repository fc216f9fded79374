import { SmsCodeResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

/** register: a new account's number; noLogin: SMS login and password reset. */
export type SmsPurpose = 'register' | 'noLogin';
export type SmsCodeRequest = { purpose: SmsPurpose; mobileNum: string; countryDialingCode: string };

/** POST /wps/verification/sms/{register|noLogin} → value.expiredMinutes. */
export const sendSmsCode = ({ purpose, mobileNum, countryDialingCode }: SmsCodeRequest) =>
  api.post(`/wps/verification/sms/${purpose}`, SmsCodeResult, {
    body: { mobileNum, countryDialingCode },
    anonymous: true,
  });

export const useSendSmsCode = () =>
  useMutation({ mutationKey: ['auth', 'sms'], mutationFn: sendSmsCode });
