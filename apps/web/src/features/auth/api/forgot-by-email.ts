import { type ForgotByEmailBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api-client';

/** POST /wps/member/password/email, form-encoded; always answers alike (no account probing). */
export const forgotByEmail = (body: z.input<typeof ForgotByEmailBody>) =>
  api.post('/wps/member/password/email', z.unknown(), { body, form: true, anonymous: true });

export const useForgotByEmail = () =>
  useMutation({ mutationKey: ['auth', 'forgot-by-email'], mutationFn: forgotByEmail });
