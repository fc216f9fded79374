import type { Announcements } from '@app/contracts/zod-free';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog, toast } from '@/shared/feedback';
import { useSession } from '@/shared/session';
import { HOME_LINKS } from '../constants';
import { linkTarget, openOutside } from '../lib/links';

export type Banner = Announcements['banners'][number];

/** The taps of the home page that lead somewhere (banners, games, chat and social links). */
export function useHomeActions() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const isSignedIn = useSession() !== undefined;

  /** A server link: in the app for this site's paths, a new tab for https, nothing otherwise. */
  const openLink = useCallback(
    (link: string) => {
      const target = linkTarget(link);
      if (target?.kind === 'app') void navigate(target.path);
      else if (target?.kind === 'web') openOutside(target.url);
    },
    [navigate],
  );

  /**
   * A game (a G banner, a hot match): guests are asked to log in first; members are told it is
   * coming soon, until game launch (/m/launchGame) lands.
   */
  const playGame = useCallback(async () => {
    if (isSignedIn) {
      toast.message(t('game.coming_soon'));
      return;
    }
    const goLogin = await dialog.confirm({
      title: t('game.login_title'),
      content: t('game.login_body'),
      confirmText: t('game.login_confirm'),
      cancelText: t('game.login_cancel'),
    });
    if (goLogin) void navigate(HOME_LINKS.login);
  }, [isSignedIn, navigate, t]);

  /** SPEC §2 banner click: URL, promotion (P) or game (G); no linkage does nothing. */
  const openBanner = useCallback(
    (banner: Banner) => {
      if (banner.linkageType === 'URL') openLink(banner.linkage);
      else if (banner.linkageType === 'P') void navigate(HOME_LINKS.promotions);
      else if (banner.linkageType === 'G') void playGame();
    },
    [navigate, openLink, playGame],
  );

  return { openLink, playGame, openBanner };
}
