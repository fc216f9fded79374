import { LoginResult, RegisterBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';

export type RegisterMethod = 'username' | 'mobileNum';
export type RegisterRequest = { method: RegisterMethod; body: RegisterBody };

const PATHS: Record<RegisterMethod, string> = {
  username: '/wps/member/register',
  mobileNum: '/wps/member/register/mobile',
};

/**
 * PUT /wps/member/register (or /register/mobile), sealed. The body goes out complete, unused
 * optional fields as '' (SPEC §3); the answer signs the new member in.
 */
export const register = ({ method, body }: RegisterRequest) =>
  api.put(PATHS[method], LoginResult, {
    body: RegisterBody.parse(body),
    sealed: true,
    anonymous: true,
  });

export const useRegister = () =>
  useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
