import { RegisterSettings } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

/** GET /wps/system/setting/register: the field rules of registration and login (SPEC §5). */
export const getRegisterSettings = () =>
  api.get('/wps/system/setting/register', RegisterSettings, { anonymous: true });

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'register-settings'],
    queryFn: getRegisterSettings,
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
