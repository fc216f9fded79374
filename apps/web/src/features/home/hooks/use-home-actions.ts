import type { Announcements } from '@app/contracts/zod-free';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLaunchGame } from '@/shared/games/launch';
import { HOME_LINKS } from '../constants';
import { linkTarget, openOutside } from '../lib/links';

export type Banner = Announcements['banners'][number];

/** The taps of the home page that lead somewhere (banners, games, chat and social links). */
export function useHomeActions() {
  const navigate = useNavigate();

  /** A server link: in the app for this site's paths, a new tab for https, nothing otherwise. */
  const openLink = useCallback(
    (link: string) => {
      const target = linkTarget(link);
      if (target?.kind === 'app') void navigate(target.path);
      else if (target?.kind === 'web') openOutside(target.url);
    },
    [navigate],
  );

  /** A game (a G banner, a hot match): launched, or a guest asked to log in first. */
  const playGame = useLaunchGame();

  /** SPEC §2 banner click: URL, promotion (P) or game (G); no linkage does nothing. */
  const openBanner = useCallback(
    (banner: Banner) => {
      if (banner.linkageType === 'URL') openLink(banner.linkage);
      else if (banner.linkageType === 'P') void navigate(HOME_LINKS.promotions);
      else if (banner.linkageType === 'G') {
        void playGame({ vendor: banner.vendor, gameId: banner.roomId || banner.nodeId });
      }
    },
    [navigate, openLink, playGame],
  );

  return { openLink, playGame, openBanner };
}
