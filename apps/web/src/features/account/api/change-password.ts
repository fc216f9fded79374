import type { ChangePasswordBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api-client';

export type ChangePasswordValues = z.infer<typeof ChangePasswordBody>;

/** PUT /wps/member/passWordChangeV2: the server ends every other session of the member. */
export const changePassword = (body: ChangePasswordValues) =>
  api.put('/wps/member/passWordChangeV2', z.unknown(), { body });

export const useChangePassword = () =>
  useMutation({ mutationKey: ['account', 'password'], mutationFn: changePassword });
