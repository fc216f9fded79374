import type { LeaderboardBoard, LeaderboardMe } from '@app/contracts';
import { isTrialType } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/money';
import { useSession } from '@/shared/session';
import { useMyStanding } from '../api/get-my-standing';
import { LEADERBOARD_LINKS } from '../constants';

/**
 * The card stuck to the bottom of the page: the member's own rank and what it wins, or how much
 * more reaches the board or a prize; a guest's login prompt; a trial account's note.
 */
export function MyStanding({ board }: { board: LeaderboardBoard }) {
  const { t } = useTranslation('leaderboard');
  const session = useSession();
  const isTrial = session !== undefined && isTrialType(session.type);
  const standing = useMyStanding(board, !isTrial);

  if (!session) {
    return (
      <aside className="lb-me is-guest" aria-label={t('me.label')}>
        <p className="lb-me-text">{t('guest.text')}</p>
        <div className="lb-me-actions">
          <Link className="lb-button is-gold" to={LEADERBOARD_LINKS.login}>
            {t('guest.login')}
          </Link>
          <Link className="lb-button" to={LEADERBOARD_LINKS.register}>
            {t('guest.register')}
          </Link>
        </div>
      </aside>
    );
  }
  if (isTrial) {
    return (
      <aside className="lb-me is-guest" aria-label={t('me.label')}>
        <p className="lb-me-text">{t('trial')}</p>
      </aside>
    );
  }
  const rank = standing.data?.rank ?? null;
  return (
    <aside
      className={`lb-me${rank === null ? '' : ' is-ranked'}`}
      aria-label={t('me.label')}
      aria-busy={standing.data ? undefined : true}
    >
      {standing.data ? (
        <StandingCard standing={standing.data} />
      ) : (
        <span className="lb-me-skeleton skeleton" />
      )}
    </aside>
  );
}

function StandingCard({ standing }: { standing: LeaderboardMe }) {
  const { t } = useTranslation('leaderboard');
  const { money } = useMoney();
  const { rank, position, turnover, prize, toBoard, toQualify, board } = standing;
  const hint =
    toBoard !== null
      ? t('me.to_board', { amount: money(toBoard) })
      : toQualify > 0
        ? t('me.to_qualify', { amount: money(toQualify) })
        : prize > 0
          ? t(board === 'last' ? 'me.won' : 'me.winning', { amount: money(prize) })
          : undefined;
  return (
    <>
      <span className="lb-me-rank" data-testid="my-rank">
        {rank === null ? '—' : t('me.ranked', { rank })}
      </span>
      <span className="lb-me-body">
        <span className="lb-me-title">
          {rank === null
            ? position === null
              ? t('me.not_ranked')
              : t('me.position', { position })
            : t('me.you')}
        </span>
        <span className="lb-me-turnover">{t('me.turnover', { amount: money(turnover) })}</span>
        {hint && <span className="lb-me-hint">{hint}</span>}
      </span>
      {board === 'last' && prize > 0 && (
        <Link className="lb-button is-gold lb-me-claim" to={LEADERBOARD_LINKS.rewards}>
          {t('me.rewards')}
        </Link>
      )}
    </>
  );
}
