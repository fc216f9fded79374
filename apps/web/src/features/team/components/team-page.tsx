import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { RecordsList } from '@/shared/records/records-list';
import { NoData } from '@/shared/ui/no-data';
import { DEFAULT_TEAM_FILTER, useTeam, type TeamFilter } from '../api/get-team';
import { TeamFilters } from './team-filters';
import { TeamRow } from './team-row';
import './team.css';

/**
 * /m/member/team (DOWNMAN): the agent's direct downlines, newest first; a sub-agent's row opens
 * its own team, the trail goes back up; a search finds members by name anywhere below; rows come
 * as the list scrolls.
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  const [filter, setFilter] = useState<TeamFilter>(DEFAULT_TEAM_FILTER);
  const team = useTeam(filter);
  const view = team.data;
  const trail = view?.breadcrumb ?? [];
  const onChange = useCallback((next: TeamFilter) => setFilter(next), []);
  const goTo = (parentId: number | undefined) =>
    setFilter((now) => ({ ...now, parentId, customerName: '' }));
  const isSearch = filter.customerName.trim() !== '';

  return (
    <section className="team-page" aria-label={t('title')}>
      <header className="team-hero">
        <p className="team-lead">{t(isSearch ? 'lead_search' : 'lead')}</p>
        {view && (
          <strong className="team-count">
            <span className="figure team-figure">{formatWhole(view.total)}</span>{' '}
            {t('count', { count: view.total })}
          </strong>
        )}
      </header>
      {trail.length > 1 && (
        <nav className="team-trail" aria-label={t('trail')}>
          <ol>
            {trail.map((step, depth) => (
              <li key={step.customerId}>
                {depth === trail.length - 1 ? (
                  <span aria-current="location">{step.customerName}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => goTo(depth === 0 ? undefined : step.customerId)}
                  >
                    {step.customerName}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <TeamFilters key={filter.parentId ?? 'me'} filter={filter} onChange={onChange} />
      <RecordsList
        query={team}
        className="team-rows"
        skeletonRows={5}
        empty={<NoData note={t(isSearch ? 'empty_search' : 'empty')} noteClass="team-empty" />}
        rowKey={(row) => row.customerId}
        renderRow={(row) => <TeamRow row={row} onDrill={(agent) => goTo(agent.customerId)} />}
      />
    </section>
  );
}
