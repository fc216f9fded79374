import { HelpCenter, type Language } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@app/contracts/zod-free';
import { api } from '@/shared/api-client';
import { queryKeys } from '@/shared/query-keys';

/** GET /wps/system/helpCenter (SPEC §7): the entries of a language, for phones. */
export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.public('help', 'center', language),
    queryFn: ({ signal }) =>
      api.get(`/wps/system/helpCenter?lang=${language}&device=MOBILE`, HelpCenter, { signal }),
  });

/** The help entries in the language on screen; a language switch loads the other's. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useQuery(helpCenterQueryOptions(parseLanguage(i18n.language)));
}
