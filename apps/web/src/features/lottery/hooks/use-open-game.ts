import { lotteryBetPath, type PrizeMode } from '@app/contracts';
import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lotteryTarget, useLaunchGame } from '@/shared/games/launch';
import { useLoginPrompt } from '@/shared/login-prompt';
import { useSession } from '@/shared/session';

/** A game's betting page in the prize mode on screen. */
export const betPageOf = (gameCode: string, prizeMode: PrizeMode) =>
  `${lotteryBetPath(gameCode)}?prizeMode=${prizeMode}`;

/** What a tap on a game's link does: `onOpen(event, gameCode)`. */
export type OpenGame = (event: MouseEvent<HTMLAnchorElement>, gameCode: string) => void;

/**
 * What a tap on a game's link (its betting page) does. A member's tap launches the game as every
 * game is launched (GET /wps/game/launchGame, SPEC §7 lottery parameters): the server adds it to
 * the member's recents and answers the betting page, whose back returns here. A guest is asked to
 * log in first (SPEC §5, as a game tile asks) and comes back to that page once signed in.
 */
export function useOpenGame(prizeMode: PrizeMode | undefined): OpenGame {
  const { t } = useTranslation('lottery');
  const isSignedIn = useSession() !== undefined;
  const askToLogIn = useLoginPrompt();
  const launch = useLaunchGame();
  return useCallback(
    (event, gameCode) => {
      // A new tab or window (modifier keys) opens the link as it is.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      const mode = prizeMode ?? 'LOTT';
      if (!isSignedIn) void askToLogIn(t('login_to_bet'), betPageOf(gameCode, mode));
      else void launch(lotteryTarget(mode, gameCode));
    },
    [askToLogIn, isSignedIn, launch, prizeMode, t],
  );
}
