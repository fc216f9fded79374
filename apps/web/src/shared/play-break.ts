import {
  isTrialType,
  PLAY_BREAK_STATUS_PATH,
  PlayBreakStatusGuard,
  type PlayBreakStatusAnswer,
} from '@app/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export type PlayBreakNow = NonNullable<PlayBreakStatusAnswer['break']>;

/** The longest wait a browser timer takes (about 24.8 days); a longer break is asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Key of the break in force; taking a break ends the session, so it is read again at login. */
export const playBreakKey = queryKeys.member('responsibleGaming', 'break');
/**
 * A guest's (never fetched) key: the hook stays mounted in the frame after sign-out, and a
 * disabled query under the member key would keep an entry in the member scope.
 */
const guestKey = queryKeys.public('responsibleGaming', 'break', 'none');

/**
 * The signed-in member's break from play (a time-out or self-exclusion) while it lasts, else
 * null: for a guest, a free-trial account (no responsible-gaming settings), when it fails and
 * once its end has passed (the server is asked again then); undefined while a member's answer is on its way. The frame shows a banner with its end; home and the
 * promotions hide every promotion, bonus and popup meanwhile (no marketing during a break).
 */
export function usePlayBreak(): PlayBreakNow | null | undefined {
  const session = useSession();
  const isMember = session !== undefined && !isTrialType(session.type);
  const { data, isError } = useQuery({
    queryKey: isMember ? playBreakKey : guestKey,
    queryFn: ({ signal }) => api.get(PLAY_BREAK_STATUS_PATH, PlayBreakStatusGuard, { signal }),
    enabled: isMember,
    staleTime: 5 * 60_000,
    // Asked again just after the break ends, so the banner goes and promotions come back.
    refetchInterval: (query) => {
      const found = query.state.data?.break;
      return found
        ? Math.min(Math.max(found.until - Date.now() + 1_000, 1_000), MAX_TIMER_MS)
        : false;
    },
  });
  if (!isMember || isError) return null;
  // Undefined while a member's answer is on its way: popups wait for it rather than flash.
  if (data === undefined) return undefined;
  return data.break;
}
