import type { Announcements } from '@app/contracts/zod-free';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLaunchGame } from '@/shared/games/launch';
import { HOME_LINKS } from '../constants';
import { linkTarget, openOutside } from '../lib/links';

export type Banner = Announcements['banners'][number];
export type HotMatch = Announcements['hot'][number];

/**
 * Where a promotion banner leads: the promotion its linkage names (a promotion code such as
 * WELCOME100, or its numeric id), or the promotions list when it names none.
 */
function promotionPath(linkage: string): string {
  const name = linkage.trim();
  if (name === '') return HOME_LINKS.promotions;
  const query = new URLSearchParams([[/^\d+$/.test(name) ? 'id' : 'code', name]]);
  return `${HOME_LINKS.promotion}?${query.toString()}`;
}

/** A catalogue node id: digits (an operator's other text is no game of the catalogue). */
const isNodeId = (value: string) => /^\d{1,12}$/.test(value);

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
      else if (banner.linkageType === 'P') void navigate(promotionPath(banner.linkage));
      else if (banner.linkageType === 'G') {
        void playGame({ vendor: banner.vendor, gameId: banner.roomId || banner.nodeId });
      }
    },
    [navigate, openLink, playGame],
  );

  /**
   * SPEC §2 hot match: launches the vendor's game at the match (vendor, roomId, nodeId); with no
   * node, the vendor's lobby opens at the room. A guest is asked to log in first.
   */
  const playMatch = useCallback(
    (match: HotMatch) =>
      playGame({
        vendor: match.vendor,
        ...(isNodeId(match.nodeId) ? { nodeId: match.nodeId } : { gameId: 'lobby' }),
        ...(match.roomId ? { roomId: match.roomId } : {}),
      }),
    [playGame],
  );

  return { openLink, playGame, openBanner, playMatch };
}
