import { TEAM_MEMBER_KINDS, TEAM_SORTS } from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayBounds } from '@/shared/record-range';
import { ToggleGroup } from '@/shared/ui/toggle-group';
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
      <label className="team-search">
        <span className="visually-hidden">{t('search.label')}</span>
        <input
          type="search"
          value={search}
          maxLength={32}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <ToggleGroup
        variant="chips"
        label={t('filters.kind')}
        options={(['all', ...TEAM_MEMBER_KINDS] as const).map((value) => ({
          value,
          text: t(`kinds.${value}`),
        }))}
        value={filter.kind}
        onChange={(kind) => onChange({ ...filter, kind })}
      />
      <ToggleGroup
        variant="chips"
        label={t('filters.online')}
        options={(['all', 'online', 'offline'] as const).map((value) => ({
          value,
          text: t(`online.${value}`),
        }))}
        value={filter.online}
        onChange={(online) => onChange({ ...filter, online })}
      />
      <div className="team-sort">
        <ToggleGroup
          variant="chips"
          label={t('sort.label')}
          options={TEAM_SORTS.map((value) => ({ value, text: t(`sort.${value}`) }))}
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
