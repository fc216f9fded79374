import { Country, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { currentLanguage } from '../i18n';

/** GET /wps/system/country: dialing codes for the pickers, the merchant's country first. */
export const getCountries = () =>
  api.get('/wps/system/country', z.array(Country), { anonymous: true });

/** Country names come in the request's language, so the language is part of the key. */
export const countriesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.public('system', 'countries', language),
    queryFn: getCountries,
    staleTime: 60 * 60_000,
  });

export const useCountries = () => useQuery(countriesQueryOptions(currentLanguage()));
