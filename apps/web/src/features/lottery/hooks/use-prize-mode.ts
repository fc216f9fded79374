import { PRIZE_MODES, type PrizeMode } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { useGameTypes } from '@/shared/games/catalogue';

/**
 * The prize mode the lottery pages ask for: the one the launch put in the address (?prizeMode=,
 * any case), else SPEC §4's rule (ELOTT when the ELOTT vendor mapping holds TCG_LOTTO_VN or LOTT,
 * else LOTT). Undefined while that rule's data loads.
 */
export function usePrizeMode(): PrizeMode | undefined {
  const [params] = useSearchParams();
  const asked = params.get('prizeMode')?.toUpperCase();
  const types = useGameTypes();
  if (PRIZE_MODES.includes(asked as PrizeMode)) return asked as PrizeMode;
  if (types.isError) return 'LOTT';
  return types.data?.prizeMode;
}
