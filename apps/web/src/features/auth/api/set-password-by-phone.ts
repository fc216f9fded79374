import { PasswordSetResult, type SetPasswordByPhoneBody } from '@app/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api-client';
import { usePasswordSet } from './password-set';

/** PUT /wps/member/password/mobile: a new password with an SMS code; answers the account name. */
export const setPasswordByPhone = (body: z.input<typeof SetPasswordByPhoneBody>) =>
  api.put('/wps/member/password/mobile', PasswordSetResult, { body, anonymous: true });

export const useSetPasswordByPhone = () => usePasswordSet('password-by-phone', setPasswordByPhone);
