import { getVassalageRelay, type GameType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';
import { useSite } from '@/shared/site/use-site';

/** GCSGAME_getVassalage: a category's vendors in display order (the carousel and the filter). */
export function useVendors(gameType: GameType) {
  const { language } = useSite();
  return useQuery({
    queryKey: queryKeys.public('games', 'vendors', language, gameType),
    queryFn: ({ signal }) => relay(getVassalageRelay, { gameType }, { signal }),
    staleTime: 60_000,
  });
}
