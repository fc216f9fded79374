import { FreePlayBody, LoginResult, TrialUser } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';
import { STORAGE_KEYS, storage } from '@/shared/storage';
import { FREE_PLAY_MODULE } from '../constants';

/** GET /wps/member/trialuser: the trial account the free play will use. */
export const getTrialUser = () => api.get('/wps/member/trialuser', TrialUser, { anonymous: true });

/** POST /wps/session/login/freeplay: signs in to the trial merchant. */
export const freePlayLogin = () =>
  api.post('/wps/session/login/freeplay', LoginResult, {
    body: FreePlayBody.parse({ moduleId: FREE_PLAY_MODULE }),
    anonymous: true,
  });

/**
 * The trial action: ask for a trial account, sign in, then remember for this visit (SPEC §3) the
 * name the session was actually given (the login's userName, not /trialuser's suggestion).
 */
export async function startFreePlay() {
  await getTrialUser();
  const result = await freePlayLogin();
  if (result.token) storage.set(STORAGE_KEYS.trialName, result.userName, 'session');
  return result;
}

export const useFreePlay = () =>
  useMutation({ mutationKey: ['auth', 'free-play'], mutationFn: startFreePlay });
