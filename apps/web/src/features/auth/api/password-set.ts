import type { PasswordSetResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { updateSavedPassword } from '@/shared/saved-login';

/**
 * A new password set while signed out (by the e-mailed link or an SMS code). A remembered
 * password of the account is the old one now, so it is updated (SPEC §3 "Saved login").
 */
export const usePasswordSet = <B extends { newPassword: string }>(
  name: string,
  put: (body: B) => Promise<PasswordSetResult>,
) =>
  useMutation({
    mutationKey: ['auth', name],
    mutationFn: async (body: B) => {
      const result = await put(body);
      await updateSavedPassword(result.userName, body.newPassword);
      return result;
    },
  });
