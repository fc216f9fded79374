import { LEADERBOARD_MIN_TURNOVER, LEADERBOARD_PRIZES } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';
import { LbCard } from './lb-card';

/** The prizes by rank, from the contracts, and the minimum turnover that wins one. */
export function PrizeTable() {
  const { t } = useTranslation('leaderboard');
  const { money } = useMoney();
  return (
    <LbCard name="prizes" mark="₱" title={t('prizes.title')}>
      <table className="lb-prize-table">
        <tbody>
          {LEADERBOARD_PRIZES.map((row) => (
            <tr key={row.from} className={row.from <= 3 ? `is-${row.from}` : undefined}>
              <th scope="row">
                {row.from === row.to
                  ? t('prizes.rank_one', { from: row.from })
                  : t('prizes.rank_range', { from: row.from, to: row.to })}
              </th>
              <td>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lb-note">{t('prizes.min_note', { min: money(LEADERBOARD_MIN_TURNOVER) })}</p>
    </LbCard>
  );
}
