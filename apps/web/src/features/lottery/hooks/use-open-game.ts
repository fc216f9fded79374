import { lotteryBetPath, type PrizeMode } from '@app/contracts';
import { useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginPrompt } from '@/shared/games/login-prompt';
import { useSession } from '@/shared/session';

/** A game's betting page in the prize mode on screen. */
export const betPageOf = (gameCode: string, prizeMode: PrizeMode) =>
  `${lotteryBetPath(gameCode)}?prizeMode=${prizeMode}`;

/**
 * What a tap on a game's link does: a member follows it to the betting page; a guest is asked to
 * log in first (SPEC §5, as a game tile asks) and comes back to that page once signed in.
 */
export function useOpenGame() {
  const { t } = useTranslation('lottery');
  const isSignedIn = useSession() !== undefined;
  const askToLogIn = useLoginPrompt();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, path: string) => {
      if (isSignedIn) return;
      event.preventDefault();
      void askToLogIn(t('login_to_bet'), path);
    },
    [askToLogIn, isSignedIn, t],
  );
}
