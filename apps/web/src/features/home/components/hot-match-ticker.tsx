import type { Announcements } from '@app/contracts/zod-free';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_SPEED_MS } from '../constants';
import { loopSlides, useLoopCarousel } from '../hooks/use-loop-carousel';
import { formatMatchTime } from '../lib/match-time';
import { ChevronIcon } from '@/shared/ui/icons';
import { useIsShown } from '@/shared/use-is-shown';
import { FlameIcon } from './home-icons';
import { TeamBadge } from './team-badge';

export type HotMatch = Announcements['hot'][number];

/**
 * SPEC §2 hot-match ticker: a vertical carousel of the start time (MM/DD HH:mm), both teams with
 * their badges and 'VS'; more than one loops (500 ms slides every 5000 ms). A tap opens the
 * hot-match popup.
 */
export function HotMatchTicker({
  matches,
  onOpen,
}: {
  matches: readonly HotMatch[];
  onOpen: () => void;
}) {
  const { t } = useTranslation('home');
  const section = useRef<HTMLElement>(null);
  const carousel = useLoopCarousel({
    count: matches.length,
    autoplayMs: HOT_MATCH_AUTOPLAY_MS,
    speedMs: HOT_MATCH_SPEED_MS,
    isPaused: !useIsShown(section),
  });
  const current = matches[carousel.index];

  return (
    <section ref={section} className="home-hot" aria-labelledby="home-hot-title">
      <div className="home-section-head">
        <h2 id="home-hot-title" className="home-section-title">
          <FlameIcon className="home-section-icon" />
          {t('hot_matches')}
        </h2>
        <button type="button" className="home-section-more" onClick={onOpen}>
          {t('see_all')}
          <ChevronIcon />
        </button>
      </div>
      <button
        type="button"
        className="hot-ticker"
        onClick={onOpen}
        aria-label={t('hot_match_open')}
        aria-describedby="hot-ticker-current"
        data-autoplay={carousel.isLooping ? HOT_MATCH_AUTOPLAY_MS : 0}
        data-speed={HOT_MATCH_SPEED_MS}
      >
        <span className="hot-viewport" aria-hidden="true">
          <span
            className={`hot-track${carousel.isAnimated ? ' is-animated' : ''}`}
            style={{
              transform: `translate3d(0, ${-carousel.position * 100}%, 0)`,
              transitionDuration: `${HOT_MATCH_SPEED_MS}ms`,
            }}
          >
            <HotRows matches={matches} vs={t('vs')} />
          </span>
        </span>
      </button>
      {current && (
        <span id="hot-ticker-current" className="visually-hidden">
          {`${formatMatchTime(current.matchTime)} ${current.homeTeam} ${t('vs')} ${current.awayTeam}`}
        </span>
      )}
    </section>
  );
}

/** The ticker's rows: the same for every step, so a step re-renders only the track's position. */
const HotRows = memo(function HotRows({
  matches,
  vs,
}: {
  matches: readonly HotMatch[];
  vs: string;
}) {
  return loopSlides(matches).map(({ item, key }) => (
    <span key={key} className="hot-row">
      <span className="hot-team">
        <TeamBadge src={item.homeTeamImageUrl} size="small" />
        <span className="hot-team-name">{item.homeTeam}</span>
      </span>
      <span className="hot-mid">
        <span className="hot-time">{formatMatchTime(item.matchTime)}</span>
        <span className="hot-vs">{vs}</span>
      </span>
      <span className="hot-team">
        <TeamBadge src={item.awayTeamImageUrl} size="small" />
        <span className="hot-team-name">{item.awayTeam}</span>
      </span>
    </span>
  ));
});
