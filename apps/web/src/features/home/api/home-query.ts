import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { useSite } from '@/shared/site/use-site';

/** A public read of the home page, per language (its texts are the language's own). */
export const homeQueryOptions = <T>(
  name: string,
  language: string,
  read: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey: queryKeys.public('home', name, language),
    queryFn: ({ signal }) => read(signal),
    staleTime: 60_000,
  });

/** A home page read in the site's language. */
export function useHomeQuery<T>(
  options: (language: string) => ReturnType<typeof homeQueryOptions<T>>,
) {
  const { language } = useSite();
  return useQuery(options(language));
}
