import { RegisterSettings } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';

/** GET /wps/system/setting/register: the merchant's field rules (login and register). */
export const getRegisterSettings = () => api.get('/wps/system/setting/register', RegisterSettings);

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'rules'],
    queryFn: getRegisterSettings,
    staleTime: 5 * 60_000,
  });

export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions());
