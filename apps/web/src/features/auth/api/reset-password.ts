import { PasswordSetResult, type ResetPasswordBody } from '@app/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api-client';
import { usePasswordSet } from './password-set';

/** PUT /wps/member/password/reset: the e-mailed link's token and the new password. */
export const resetPassword = (body: z.input<typeof ResetPasswordBody>) =>
  api.put('/wps/member/password/reset', PasswordSetResult, { body, anonymous: true });

export const useResetPassword = () => usePasswordSet('reset-password', resetPassword);
