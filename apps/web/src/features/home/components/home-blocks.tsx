import type { Announcements } from '@app/contracts/zod-free';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useSession } from '@/shared/session';
import { QueryError } from '@/shared/ui/query-state';
import { useLobbyNews } from '../api/get-lobby-news';
import { useHomeActions } from '../hooks/use-home-actions';
import { BannerCarousel } from './banner-carousel';
import { ContractPrompt } from './contract-prompt';
import { HotMatchTicker } from './hot-match-ticker';
import { BannerSkeleton, HotSkeleton } from './home-skeleton';
import { JackpotCounter } from './jackpot-counter';
import { NoticeStrip } from './notice-strip';
import { SideButtons } from './side-buttons';
import './home-blocks.css';
import './home-blocks-side.css';

// The sheets load when first opened.
const DownloadPopup = lazy(() =>
  import('./download-popup').then((m) => ({ default: m.DownloadPopup })),
);
const HotMatchPopup = lazy(() =>
  import('./hot-match-popup').then((m) => ({ default: m.HotMatchPopup })),
);

type Sheet = 'download' | 'hot';

/**
 * The home page's blocks (one lazy chunk after the first paint): banners, the announcement
 * ticker with the download button, the jackpot, the hot matches and the side buttons, with the
 * download and hot-match sheets; signed in as an agent, the prompt of a pending contract
 * request. Until the content arrives the banner and hot-match boxes show
 * their skeletons, the same size as what replaces them.
 */
type Props = {
  content: Announcements | undefined;
  /** The content could not be loaded: what to say in the banners' place, and a retry. */
  failure?: ComponentProps<typeof QueryError>;
};

export function HomeBlocks({ content, failure }: Props) {
  const actions = useHomeActions();
  const isSignedIn = useSession() !== undefined;
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Sheet>>(new Set());
  const open = (next: Sheet) => {
    setOpened((current) => new Set(current).add(next));
    setSheet(next);
  };
  const close = () => setSheet(null);
  const hot = content?.hot ?? [];
  // The ticker scrolls the lobby news; until it arrives (or if it fails), the home content's
  // player notices, which carry the same titles.
  const news = useLobbyNews().data;
  const titles = news
    ? news.list.map((item) => item.title)
    : (content?.player.map((notice) => notice.title) ?? []);

  return (
    <>
      {failure ? (
        <div className="home-failed">
          <QueryError {...failure} />
        </div>
      ) : !content ? (
        <BannerSkeleton />
      ) : (
        content.banners.length > 0 && (
          <BannerCarousel banners={content.banners} onOpen={actions.openBanner} />
        )
      )}
      <NoticeStrip
        titles={titles}
        // Without the content or the news, no title rather than 'no announcement'.
        isLoading={!news && (!content || failure !== undefined)}
        onDownload={() => open('download')}
      />
      <JackpotCounter />
      {!content ? (
        <HotSkeleton />
      ) : (
        hot.length > 0 && <HotMatchTicker matches={hot} onOpen={() => open('hot')} />
      )}
      {isSignedIn && <ContractPrompt />}
      <SideButtons onDownload={() => open('download')} onOpenLink={actions.openLink} />
      <Suspense fallback={null}>
        {opened.has('download') && <DownloadPopup visible={sheet === 'download'} onClose={close} />}
        {opened.has('hot') && (
          <HotMatchPopup
            matches={hot}
            visible={sheet === 'hot'}
            onClose={close}
            onPlay={(match) => {
              close();
              void actions.playMatch(match);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
