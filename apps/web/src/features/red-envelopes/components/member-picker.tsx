import { MEMBER_TYPE, TEAM_MAX_PAGE_SIZE } from '@app/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamChoices } from '../api/red-envelopes';

export type Picked = Map<number, string>;

/**
 * The chosen members of a rain: a search of the whole team by username (the direct downlines
 * before any search), each row a checkbox; free-trial accounts cannot receive and are left off.
 */
export function MemberPicker({
  picked,
  onChange,
}: {
  picked: Picked;
  onChange: (next: Picked) => void;
}) {
  const { t } = useTranslation('redEnvelopes');
  const [search, setSearch] = useState('');
  const [size, setSize] = useState(20);
  const query = useTeamChoices(useDeferredValue(search.trim()), size);
  const rows = (query.data?.list ?? []).filter((row) => row.type !== MEMBER_TYPE.TRIAL);
  const toggle = (id: number, name: string) => {
    const next = new Map(picked);
    if (next.has(id)) next.delete(id);
    else next.set(id, name);
    onChange(next);
  };
  return (
    <div className="rr-picker">
      <input
        type="search"
        className="rr-search"
        aria-label={t('who.search_label')}
        placeholder={t('who.search')}
        value={search}
        maxLength={32}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="rr-picked" aria-live="polite">
        {t('who.picked', { count: picked.size })}
      </p>
      <ul className="rr-members" aria-busy={query.isFetching}>
        {rows.map((row) => (
          <li key={row.customerId}>
            <label className="rr-member">
              <input
                type="checkbox"
                checked={picked.has(row.customerId)}
                onChange={() => toggle(row.customerId, row.customerName)}
              />
              <span className="rr-member-name">{row.customerName}</span>
              {row.nickname && <span className="rr-member-nick">{row.nickname}</span>}
            </label>
          </li>
        ))}
      </ul>
      {query.isSuccess && rows.length === 0 && (
        <p className="rr-empty">{search ? t('who.none') : t('who.empty')}</p>
      )}
      {query.data && query.data.total > size && size < TEAM_MAX_PAGE_SIZE && (
        <button type="button" className="rr-more" onClick={() => setSize(TEAM_MAX_PAGE_SIZE)}>
          {t('who.more')}
        </button>
      )}
    </div>
  );
}
