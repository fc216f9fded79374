import { PasswordSetResult, type SetPasswordByPhoneBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api-client';
import { updateSavedPassword } from '@/shared/saved-login';

/** PUT /wps/member/password/mobile: a new password with an SMS code; answers the account name. */
export const setPasswordByPhone = (body: z.input<typeof SetPasswordByPhoneBody>) =>
  api.put('/wps/member/password/mobile', PasswordSetResult, { body, anonymous: true });

export const useSetPasswordByPhone = () =>
  useMutation({
    mutationKey: ['auth', 'password-by-phone'],
    // A remembered password of the account is the old one now (SPEC §3 "Saved login").
    mutationFn: async (body: z.input<typeof SetPasswordByPhoneBody>) => {
      const result = await setPasswordByPhone(body);
      await updateSavedPassword(result.userName, body.newPassword);
      return result;
    },
  });
