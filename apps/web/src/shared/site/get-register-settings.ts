import { RegisterSettings } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /wps/system/setting/register: the site merchant's field rules of registration, login and
 * password change (SPEC §5). Asked without the session (a trial session must not pick the trial
 * merchant's rules), so sign-in and account screens share one cached answer.
 */
export const getRegisterSettings = () =>
  api.get('/wps/system/setting/register', RegisterSettings, { anonymous: true });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.public('system', 'register-settings'),
    queryFn: getRegisterSettings,
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
