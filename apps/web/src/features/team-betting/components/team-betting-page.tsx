import { RECORD_GAMES, TEAM_BET_STATUSES } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsList } from '@/shared/records/records-list';
import { ReportHead, useReportRange } from '@/shared/records/report-head';
import { NoData } from '@/shared/ui/no-data';
import { NameSearch } from '@/shared/ui/name-search';
import { ToggleGroup, toggleOptions } from '@/shared/ui/toggle-group';
import { useTeamBets, type TeamBetChoice } from '../api/get-team-bets';
import { TeamBetRow } from './team-bet-row';
import { TeamBetTotals } from './team-bet-totals';
import './team-betting.css';

/** How long the member search waits after the last key before it asks. */
const SEARCH_WAIT_MS = 400;

/**
 * /m/teamBetting (TEAMBETTING3): every bet of the agent's team, every game, for a period of the
 * Philippine calendar (at most 31 days, 90 back), by member, game and status; the totals of all
 * of them on top, the bets newest first as the list scrolls. Read only: no cancel here.
 */
export function TeamBettingPage() {
  const { t } = useTranslation('teamBetting');
  const period = useReportRange({ period: 'today' });
  const [choice, setChoice] = useState<TeamBetChoice>({
    customerName: '',
    game: 'all',
    status: 'all',
  });
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setChoice((now) => (now.customerName === search ? now : { ...now, customerName: search })),
      SEARCH_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);
  const { days } = period;
  const bets = useTeamBets(days, choice);

  return (
    <section className="tbet-page" aria-label={t('title')}>
      <ReportHead ns="teamBetting" prefix="tbet" state={period} />
      <NameSearch ns="teamBetting" className="tbet-search" value={search} onChange={setSearch} />
      <ToggleGroup
        variant="chips"
        label={t('filters.game')}
        options={toggleOptions(['all', ...RECORD_GAMES], (value) => t(`games.${value}`))}
        value={choice.game}
        onChange={(game) => setChoice((now) => ({ ...now, game }))}
      />
      <ToggleGroup
        variant="chips"
        label={t('filters.status')}
        options={toggleOptions(['all', ...TEAM_BET_STATUSES], (value) => t(`statuses.${value}`))}
        value={choice.status}
        onChange={(status) => setChoice((now) => ({ ...now, status }))}
      />
      {days && bets.data?.footer && (
        <TeamBetTotals
          footer={bets.data.footer}
          count={bets.data.total}
          capped={bets.data.capped}
        />
      )}
      {days && (
        <RecordsList
          query={bets}
          className="tbet-rows"
          skeletonRows={4}
          empty={<NoData note={t('empty')} noteClass="tbet-empty" />}
          rowKey={(bet) => `${bet.game}:${bet.id}`}
          renderRow={(bet) => <TeamBetRow bet={bet} />}
        />
      )}
    </section>
  );
}
