import type { LaunchGameQuery } from '@app/contracts';
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
import { useLoginPrompt } from './login-prompt';

/** What a tap launches: a game of a list, a vendor's lobby tile, a hot match, a lottery. */
export type LaunchTarget = Omit<LaunchGameQuery, 'device' | 'backUrl' | 'language'>;

/** The launch's answer: `value.gameUrl` (the guard: home's chunk stays without zod). */
const LaunchGame = g.object({ gameUrl: g.string });

/** SPEC §9: the launch's 'please wait' lasts until the game answers, at most this long. */
const LAUNCH_WAIT_MS = 15_000;

/**
 * Opens a game (GET /wps/game/launchGame, SPEC §7). A guest is asked to log in first (starting a
 * game needs a session, SPEC §5); a free-trial account plays with its play money. The server adds
 * the game to the member's recents. An in-house game is a page of this site; any other vendor's
 * game opens at the address the vendor gave (in place of the current page with `replace`). On
 * failure the waiting toast goes and says why.
 */
export function useLaunchGame() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // Where the game's back button returns: the page it was opened from.
  const { pathname, search } = useLocation();
  const backUrl = `${pathname}${search}`;
  const queryClient = useQueryClient();
  const isSignedIn = useSession() !== undefined;
  const askToLogIn = useLoginPrompt();

  return useCallback(
    async (target: LaunchTarget, { replace = false }: { replace?: boolean } = {}) => {
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
        if (gameUrl.startsWith('/')) void navigate(gameUrl, { replace });
        else if (replace) window.location.replace(gameUrl);
        else window.location.assign(gameUrl);
        return true;
      } catch (error) {
        toast.clear();
        toast.message(error instanceof ApiError ? error.message : t('game.launch_failed'));
        return false;
      }
    },
    [askToLogIn, backUrl, isSignedIn, navigate, queryClient, t],
  );
}
