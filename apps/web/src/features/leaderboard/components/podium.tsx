import type { LeaderboardEntry } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/money';

/** In reading order; the stylesheet puts the first in the middle, second left, third right. */
const RANKS = [1, 2, 3] as const;

/** Ranks 1–3 on a podium drawn in CSS: medal, masked account, turnover and prize. */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const { t } = useTranslation('leaderboard');
  const { money } = useMoney();
  return (
    <ol className="lb-podium" aria-label={t('podium_label')}>
      {RANKS.map((rank) => {
        const entry = entries.find((row) => row.rank === rank);
        return (
          <li
            key={rank}
            className={`lb-podium-spot is-${rank}${entry ? '' : ' is-open'}`}
            aria-label={t('rank', { rank })}
          >
            <span className="lb-medal" aria-hidden="true">
              {rank === 1 && <span className="lb-crown" />}
              {rank}
            </span>
            <span className="lb-podium-account">{entry?.account ?? '—'}</span>
            {entry && (
              <>
                <span className="lb-podium-turnover">{money(entry.turnover)}</span>
                <span className={`lb-prize-chip${entry.prize > 0 ? '' : ' is-none'}`}>
                  {entry.prize > 0 ? money(entry.prize) : t('no_prize')}
                </span>
              </>
            )}
            <span className="lb-step" aria-hidden="true">
              {rank}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
