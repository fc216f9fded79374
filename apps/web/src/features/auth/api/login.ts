import { LoginFailureValue, LoginResult, type LoginBody } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/shared/api-client';

/** POST /wps/session/login, sealed; sent without the stored session (a trial one must not count). */
export const login = (body: LoginBody) =>
  api.post('/wps/session/login', LoginResult, { body, sealed: true, anonymous: true });

export const useLogin = () => useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });

/** SPEC §3: a failed login's `value.captcha` true means the next try needs a captcha. */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return LoginFailureValue.safeParse(error.value).data?.captcha === true;
}
