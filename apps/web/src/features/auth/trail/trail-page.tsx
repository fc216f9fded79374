import { isTrialType, TRIAL_PLAY_MONEY } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@/shared/paths';
import { useSession } from '@/shared/session';
import { useMoney } from '@/shared/money';
import { TrialButton } from '../login/trial-button';
import './trail-page.css';

/** What a trial account can and cannot do (trail.can.* and trail.cannot.*). */
const LISTS = {
  can: ['games', 'lottery', 'records'],
  cannot: ['money', 'bonus', 'account'],
} as const;

/**
 * /m/trail (SPEC §2: title 'trial', back goes home, no footer): the free trial's start page. What
 * a trial account is, its play money, what it can and cannot do, and the trial action ('please
 * wait', then home unless the trial value is 0). A trial account already playing reads the same,
 * with its way home and to a real account instead of the start.
 */
export function TrailPage() {
  const { t } = useTranslation('auth');
  const { money } = useMoney();
  const session = useSession();
  const isTrial = session !== undefined && isTrialType(session.type);
  const amount = money(TRIAL_PLAY_MONEY).replace(/\.00$/, '');

  return (
    <section className="trail-page" aria-labelledby="trail-title">
      <header className="trail-hero">
        <h2 id="trail-title">{t('trail.heading')}</h2>
        <p>{t('trail.lead', { amount })}</p>
      </header>
      <div className="trail-lists">
        {(['can', 'cannot'] as const).map((list) => (
          <section key={list} aria-labelledby={`trail-${list}`}>
            <h3 id={`trail-${list}`}>{t(`trail.${list}_title`)}</h3>
            <ul className={`trail-list trail-${list}`}>
              {LISTS[list].map((key) => (
                <li key={key}>{t(`trail.${list}.${key}`)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="trail-note">{t('trail.note')}</p>
      <div className="trail-actions">
        {isTrial ? (
          <>
            <p className="trail-playing">{t('trail.playing')}</p>
            <Link to={HOME_PATH} className="trail-primary">
              {t('trail.go_home')}
            </Link>
          </>
        ) : (
          <TrialButton fallback={<p className="trail-playing">{t('login.trial_failed')}</p>} />
        )}
        <Link to={LOGIN_PATH} className="trail-secondary">
          {t('trail.real_account')}
        </Link>
      </div>
    </section>
  );
}
