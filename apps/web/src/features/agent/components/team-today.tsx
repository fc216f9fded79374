import { siteDayKey } from '@app/contracts/zod-free';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhole } from '@/shared/format';
import { Figure } from '@/shared/ui/figure';
import { useTeamCounters, type TeamCounters } from '../api/get-team-counters';

const COUNTERS: { field: keyof TeamCounters; key: string }[] = [
  { field: 'teamLoginMemberCount', key: 'login' },
  { field: 'teamBetMemberCount', key: 'bet' },
  { field: 'teamRegisterMemberCount', key: 'register' },
  { field: 'teamOnlineCount', key: 'online' },
];

/**
 * SPEC §2/§3: the four team counters of today (site calendar, GMT+8) from ODSFE2_TeamKPIA's
 * footer: logged in, placed bets, new members, online now. It is also the container whose top
 * makes the header sticky.
 */
export function TeamToday({ now, ref }: { now: number; ref: Ref<HTMLElement> }) {
  const { t } = useTranslation('agent');
  const counters = useTeamCounters(now);
  return (
    <section ref={ref} className="agent-today" aria-labelledby="agent-today-title">
      <div className="agent-section-head">
        <h2 id="agent-today-title">{t('today.title')}</h2>
        <span className="agent-today-date">{t('today.date', { date: siteDayKey(now) })}</span>
      </div>
      {counters.isError ? (
        <p className="agent-today-failed" role="alert">
          {t('today.failed')}{' '}
          <button
            type="button"
            className="agent-link-button"
            onClick={() => void counters.refetch()}
          >
            {t('today.retry')}
          </button>
        </p>
      ) : (
        <ul className="agent-counters">
          {COUNTERS.map(({ field, key }) => (
            <li key={field} className={`agent-counter agent-counter-${key}`}>
              <span className="agent-counter-value" aria-busy={counters.isPending}>
                {counters.data ? (
                  <Figure>{formatWhole(counters.data[field])}</Figure>
                ) : (
                  <span className="skeleton agent-counter-skeleton" />
                )}
              </span>
              <span className="agent-counter-label">
                {key === 'online' && <span className="agent-live-dot" aria-hidden="true" />}
                {t(`today.${key}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
