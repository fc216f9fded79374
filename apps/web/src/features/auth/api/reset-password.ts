import { PasswordSetResult, type ResetPasswordBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api-client';
import { updateSavedPassword } from '@/shared/saved-login';

/** PUT /wps/member/password/reset: the e-mailed link's token and the new password. */
export const resetPassword = (body: z.input<typeof ResetPasswordBody>) =>
  api.put('/wps/member/password/reset', PasswordSetResult, { body, anonymous: true });

export const useResetPassword = () =>
  useMutation({
    mutationKey: ['auth', 'reset-password'],
    // A remembered password of the account is the old one now (SPEC §3 "Saved login").
    mutationFn: async (body: z.input<typeof ResetPasswordBody>) => {
      const result = await resetPassword(body);
      await updateSavedPassword(result.userName, body.newPassword);
      return result;
    },
  });
