import type { LeaderboardEntry } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/** Ranks 4–20: rank, masked account, turnover, and the prize (or none under the minimum). */
export function BoardList({ entries }: { entries: LeaderboardEntry[] }) {
  const { t } = useTranslation('leaderboard');
  const { money } = useMoney();
  if (entries.length === 0) return null;
  return (
    <ol className="lb-list" aria-label={t('list_label')}>
      {entries.map((entry) => (
        <li key={entry.rank} className="lb-row" aria-label={t('rank', { rank: entry.rank })}>
          <span className="lb-row-rank">{entry.rank}</span>
          <span className="lb-row-main">
            <span className="lb-row-account">{entry.account}</span>
            <span className="lb-row-turnover">
              <span className="lb-row-caption">{t('turnover')}</span> {money(entry.turnover)}
            </span>
          </span>
          <span className={`lb-row-prize${entry.prize > 0 ? '' : ' is-none'}`}>
            {entry.prize > 0 ? money(entry.prize) : t('no_prize')}
          </span>
        </li>
      ))}
    </ol>
  );
}
