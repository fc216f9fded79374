import { TEAM_MEMBER_KINDS, TEAM_SORTS } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayBounds } from '@/shared/record-range';
import { NameSearch } from '@/shared/ui/name-search';
import { ToggleGroup, toggleOptions } from '@/shared/ui/toggle-group';
import type { TeamFilter } from '../api/get-team';

/** How long the search waits after the last key before it asks. */
const SEARCH_WAIT_MS = 300;

/**
 * The team list's controls: the name search, the type and online chips, the order (registered,
 * balance, last login; each way) and the registration days (site calendar), each change giving
 * the whole new filter. The page remounts it (a key) when it moves to another level of the team.
 */
export function TeamFilters({
  filter,
  onChange,
}: {
  filter: TeamFilter;
  onChange: (filter: TeamFilter) => void;
}) {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState(filter.customerName);
  useEffect(() => {
    if (search === filter.customerName) return undefined;
    const timer = setTimeout(() => onChange({ ...filter, customerName: search }), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [search, filter, onChange]);
  const { max } = dayBounds();

  return (
    <div className="team-filters">
      <NameSearch ns="team" className="team-search" value={search} onChange={setSearch} />
      <ToggleGroup
        variant="chips"
        label={t('filters.kind')}
        options={toggleOptions(['all', ...TEAM_MEMBER_KINDS], (value) => t(`kinds.${value}`))}
        value={filter.kind}
        onChange={(kind) => onChange({ ...filter, kind })}
      />
      <ToggleGroup
        variant="chips"
        label={t('filters.online')}
        options={toggleOptions(['all', 'online', 'offline'], (value) => t(`online.${value}`))}
        value={filter.online}
        onChange={(online) => onChange({ ...filter, online })}
      />
      <div className="team-sort">
        <ToggleGroup
          variant="chips"
          label={t('sort.label')}
          options={toggleOptions(TEAM_SORTS, (value) => t(`sort.${value}`))}
          value={filter.sort}
          onChange={(sort) => onChange({ ...filter, sort })}
        />
        <button
          type="button"
          className="team-order"
          aria-label={t(filter.order === 'desc' ? 'sort.desc' : 'sort.asc')}
          onClick={() => onChange({ ...filter, order: filter.order === 'desc' ? 'asc' : 'desc' })}
        >
          <span aria-hidden="true">{filter.order === 'desc' ? '↓' : '↑'}</span>
        </button>
      </div>
      <details className="team-reg" open={filter.regFrom !== '' || filter.regTo !== ''}>
        <summary>{t('filters.registered')}</summary>
        <div className="team-reg-days">
          <label>
            <span>{t('filters.from')}</span>
            <input
              type="date"
              value={filter.regFrom}
              max={filter.regTo || max}
              onChange={(event) => onChange({ ...filter, regFrom: event.target.value })}
            />
          </label>
          <label>
            <span>{t('filters.to')}</span>
            <input
              type="date"
              value={filter.regTo}
              min={filter.regFrom || undefined}
              max={max}
              onChange={(event) => onChange({ ...filter, regTo: event.target.value })}
            />
          </label>
          {(filter.regFrom !== '' || filter.regTo !== '') && (
            <button
              type="button"
              className="team-reg-clear"
              onClick={() => onChange({ ...filter, regFrom: '', regTo: '' })}
            >
              {t('filters.clear')}
            </button>
          )}
        </div>
      </details>
    </div>
  );
}
