import { isTrialType, type Announcements } from '@app/contracts/zod-free';
import { lazy, Suspense, useDeferredValue } from 'react';
import { i18n } from '@/shared/i18n';
import { usePlayBreak } from '@/shared/play-break';
import { useSession } from '@/shared/session';
import { useHomeContent } from '../api/get-home-content';
import { useHomeOpen } from '../hooks/use-home-open';
import { HomeSkeleton } from './home-skeleton';
import { LatestNews } from './latest-news';
import { PopularGamesSlot } from './popular-games-slot';
import './home.css';

const NO_CONTENT: Announcements = {
  banners: [],
  player: [],
  agent: [],
  popup: [],
  promotion: [],
  hot: [],
};

/** Home for a member on a break: no banners (each invites to play or to a bonus), popups or promotions. */
const withoutMarketing = (content: Announcements): Announcements => ({
  ...content,
  banners: [],
  popup: [],
  promotion: [],
});

/** Home for a free-trial account: no banner of a promotion (deposit bonuses it cannot claim). */
const withoutBonusBanners = (content: Announcements): Announcements => ({
  ...content,
  banners: content.banners.filter((banner) => banner.linkageType !== 'P'),
});

/** The home texts load beside the blocks' chunk, so the blocks never wait for them after it. */
export const loadHomeTexts = () => i18n.loadNamespaces('home');

const HomeBlocks = lazy(() =>
  Promise.all([import('./home-blocks'), loadHomeTexts()]).then(([m]) => ({
    default: m.HomeBlocks,
  })),
);

// A red envelope from the member's agent, when one waits: its own chunk, signed-in members only.
const RedEnvelope = lazy(() =>
  Promise.all([import('./red-envelope'), i18n.loadNamespaces('redEnvelopes')]).then(([m]) => ({
    default: m.RedEnvelope,
  })),
);

// The download bar and the add-to-home-screen banner: their own chunk, after the blocks.
const AppPromos = lazy(() =>
  Promise.all([import('./app-promos'), loadHomeTexts()]).then(([m]) => ({
    default: m.AppPromos,
  })),
);

/**
 * SPEC §2 Home. This component ships with the first load, so it stays small: it asks for the
 * content at once, shows fixed-size skeletons, and the blocks (banners, tickers, jackpot, side
 * buttons, sheets) arrive as one lazy chunk; the latest-news popup, the only part that carries
 * DOMPurify, as another when there is news to show; the app promotions (download bar,
 * add-to-home-screen banner) as a third, at the end of the page.
 */
export function HomePage() {
  useHomeOpen();
  // The content's arrival (a synchronous query-store update) renders the blocks as a transition:
  // in slices the browser can paint between, not one long task.
  const { data, error, isError, isFetching, refetch } = useDeferredValue(useHomeContent());
  // Unreachable content: the blocks show what they show without it, not skeletons forever, and
  // say why ('no internet' offline) with a retry where the banners would be.
  const loaded = data ?? (isError ? NO_CONTENT : undefined);
  // No promotion, bonus banner or popup for a member on a break (responsible gaming): the frame
  // shows their break instead. The popup waits until the break is known; banners do not.
  const playBreak = usePlayBreak();
  const session = useSession();
  const isTrial = session !== undefined && isTrialType(session.type);
  const content =
    loaded && playBreak
      ? withoutMarketing(loaded)
      : loaded && isTrial
        ? withoutBonusBanners(loaded)
        : loaded;
  const failure =
    isError && !data ? { error, isRetrying: isFetching, onRetry: () => void refetch() } : undefined;
  return (
    <div className="home">
      <Suspense fallback={<HomeSkeleton />}>
        <HomeBlocks content={content} failure={failure} />
      </Suspense>
      {/* After the content: offline, home says 'no internet' once, where the banners would be. */}
      {data !== undefined && <PopularGamesSlot />}
      {/*
       * Last in the page, and only once the content has answered: before it, the games panel
       * above them is not placed yet, and its arrival would push a download bar already shown
       * down the page (a layout shift of 0.15 on an Android phone).
       */}
      {content !== undefined && (
        <Suspense fallback={null}>
          <AppPromos />
        </Suspense>
      )}
      <LatestNews items={playBreak === undefined ? undefined : content?.popup} />
      {session !== undefined && !isTrial && (
        <Suspense fallback={null}>
          <RedEnvelope />
        </Suspense>
      )}
    </div>
  );
}
