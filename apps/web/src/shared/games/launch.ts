import type { LaunchGameQuery, PrizeMode } from '@app/contracts';
import { LAUNCH_GAME_PATH } from '@app/contracts/games-zod-free';
import { guard as g } from '@app/contracts/zod-free';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api, ApiError } from '../api-client';
import { toast } from '../feedback';
import { queryKeys } from '../query-keys';
import { useSession } from '../session';
import { useLoginPrompt } from '../login-prompt';

/** What a tap launches: a game of a list, a vendor's lobby tile, a hot match, a lottery. */
export type LaunchTarget = Omit<LaunchGameQuery, 'device' | 'backUrl' | 'language'>;

/** A lottery played on this site (SPEC §2/§7 /m/launchGame): its play type, if only one. */
export type PlayType = NonNullable<LaunchGameQuery['playType']>;

/**
 * A LOTT / ELOTT lottery's launch (SPEC §7 lottery parameters): the game's betting page when a
 * code is given, else the lobby. The server opens the game whichever of LOTT and ELOTT lists it.
 */
export const lotteryTarget = (
  prizeMode: PrizeMode,
  gameCode: string | undefined,
  playType?: PlayType,
): LaunchTarget => ({
  vendor: prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
  launchMode: 'LOTT',
  lottoArea: 'VN',
  lottoPrizeMode: prizeMode,
  lottoGameCode: gameCode,
  lottoView: gameCode ? 'betting' : 'lobby',
  playType: gameCode ? playType : undefined,
});

/**
 * What the frame's back arrow reads on a page a launch opened in place of the page it came from
 * (pushed, not replaced): one step back is `backUrl`.
 */
export type LaunchedState = { backIsPrevious: true };

/** The launch's answer: `value.gameUrl` (the guard: home's chunk stays without zod). */
const LaunchGame = g.object({ gameUrl: g.string });

/** SPEC §9: the launch's 'please wait' lasts until the game answers, at most this long. */
const LAUNCH_WAIT_MS = 15_000;

/**
 * Opens a game (GET /wps/game/launchGame, SPEC §7). A guest is asked to log in first (starting a
 * game needs a session, SPEC §5); a free-trial account plays with its play money. The server adds
 * the game to the member's recents. An in-house game is a page of this site; any other vendor's
 * game opens at the address the vendor gave (in place of the current page with `replace`). The
 * game's back leads to `backUrl`: the page it was opened from unless the caller names another
 * (/m/launchGame's pageBack). On failure the waiting toast goes and says why.
 */
export function useLaunchGame() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // Where the game's back button returns: the page it was opened from.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const queryClient = useQueryClient();
  const isSignedIn = useSession() !== undefined;
  const askToLogIn = useLoginPrompt();

  return useCallback(
    async (
      target: LaunchTarget,
      { replace = false, backUrl = here }: { replace?: boolean; backUrl?: string } = {},
    ) => {
      if (!isSignedIn) {
        await askToLogIn(t('game.login_body'));
        return false;
      }
      toast.loading(t('game.launching'), LAUNCH_WAIT_MS);
      try {
        const { gameUrl } = await api.get(LAUNCH_GAME_PATH, LaunchGame, {
          query: { ...target, backUrl },
        });
        toast.clear();
        void queryClient.invalidateQueries({ queryKey: queryKeys.member('games', 'recents') });
        if (gameUrl.startsWith('/')) {
          const state: LaunchedState | undefined =
            !replace && backUrl === here ? { backIsPrevious: true } : undefined;
          void navigate(gameUrl, { replace, state });
        } else if (replace) window.location.replace(gameUrl);
        else window.location.assign(gameUrl);
        return true;
      } catch (error) {
        toast.clear();
        toast.message(error instanceof ApiError ? error.message : t('game.launch_failed'));
        return false;
      }
    },
    [askToLogIn, here, isSignedIn, navigate, queryClient, t],
  );
}
