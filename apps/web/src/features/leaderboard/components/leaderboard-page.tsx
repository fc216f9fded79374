import type { Leaderboard, LeaderboardBoard } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWhole } from '@/shared/format';
import { QueryState } from '@/shared/ui/query-state';
import { ToggleGroup } from '@/shared/ui/toggle-group';
import { useLeaderboard } from '../api/get-leaderboard';
import { LEADERBOARD_LINKS } from '../constants';
import { splitTimeLeft, useTimeLeft } from '../hooks/use-time-left';
import { BoardList } from './board-list';
import { MyStanding } from './my-standing';
import { Podium } from './podium';
import { PrizeTable } from './prize-table';
import { TrophyArt } from './trophy-art';
import { weekDay } from './week-dates';
import { LbCard } from './lb-card';
import './leaderboard.css';
import './leaderboard-ranks.css';

/**
 * /m/leaderBoard: this week's (live) or last week's (final) top 20 by turnover: the podium for
 * ranks 1–3, the list 4–20, the countdown to the week's end, the prizes and rules, and the
 * member's own rank stuck to the bottom (a guest's login prompt). Open to everyone.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const [board, setBoard] = useState<LeaderboardBoard>('current');
  const query = useLeaderboard(board);

  return (
    <section className="lb-page" aria-labelledby="lb-title">
      <Hero board={board} data={query.data} />
      <ToggleGroup
        label={t('tabs.label')}
        variant="segmented"
        className="lb-tabs"
        value={board}
        onChange={setBoard}
        options={[
          { value: 'current', text: t('tabs.current') },
          { value: 'last', text: t('tabs.last') },
        ]}
      />
      <QueryState
        query={query}
        skeletonRows={6}
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <div className="lb-card lb-empty" role="status">
            <TrophyArt />
            <p>{t(`empty.${board}`)}</p>
            {board === 'current' && (
              <Link className="lb-button is-gold" to={LEADERBOARD_LINKS.play}>
                {t('play')}
              </Link>
            )}
          </div>
        }
      >
        {(data) => (
          <>
            <Podium entries={data.entries.slice(0, 3)} />
            <BoardList entries={data.entries.slice(3)} />
          </>
        )}
      </QueryState>
      <PrizeTable />
      <Rules />
      <MyStanding board={board} />
    </section>
  );
}

function Hero({ board, data }: { board: LeaderboardBoard; data: Leaderboard | undefined }) {
  const { t, i18n } = useTranslation('leaderboard');
  const language = parseLanguage(i18n.language);
  const shown = data?.board === board ? data : undefined;
  return (
    <header className="lb-hero">
      <TrophyArt />
      <div className="lb-hero-text">
        <h2 id="lb-title" className="lb-hero-title">
          {t('title')}
        </h2>
        <p className="lb-hero-tagline">{t('tagline')}</p>
        {shown && (
          <p className="lb-hero-week">
            {t('week_range', {
              from: weekDay(shown.startsAt, language),
              to: weekDay(shown.endsAt - 1, language),
            })}
            {board === 'current' && (
              <span className="lb-hero-players">
                {' · '}
                {t('players', { count: shown.players, players: formatWhole(shown.players) })}
              </span>
            )}
          </p>
        )}
      </div>
      {shown &&
        (board === 'current' ? (
          <Countdown endsAt={shown.endsAt} />
        ) : (
          <p className={`lb-hero-status${shown.isFinal ? ' is-final' : ''}`} role="status">
            {t(shown.isFinal ? 'status.final' : 'status.settling')}
          </p>
        ))}
    </header>
  );
}

function Countdown({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('leaderboard');
  const left = useTimeLeft(endsAt);
  const { days, time } = splitTimeLeft(left);
  return (
    <p className={`lb-countdown${left < 3_600_000 ? ' is-near' : ''}`}>
      <span className="lb-countdown-label">{t('ends_in')}</span>
      <span className="lb-countdown-value" data-testid="lb-countdown">
        {t('countdown', { days, time })}
      </span>
    </p>
  );
}

function Rules() {
  const { t } = useTranslation('leaderboard');
  return (
    <LbCard name="rules" mark="i" title={t('rules.title')}>
      <ul>
        <li>{t('rules.turnover')}</li>
        <li>{t('rules.ties')}</li>
        <li>{t('rules.prizes')}</li>
        <li>{t('rules.refresh')}</li>
      </ul>
    </LbCard>
  );
}
