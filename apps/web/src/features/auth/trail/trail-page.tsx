import { isTrialType, TRIAL_PLAY_MONEY } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@/shared/paths';
import { useSession } from '@/shared/session';
import { useMoney } from '@/shared/money';
import { TrialButton } from '../login/trial-button';
import './trail-page.css';

const CAN = ['games', 'lottery', 'records'] as const;
const CANNOT = ['money', 'bonus', 'account'] as const;

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
        <section aria-labelledby="trail-can">
          <h3 id="trail-can">{t('trail.can_title')}</h3>
          <ul className="trail-list trail-can">
            {CAN.map((key) => (
              <li key={key}>{t(`trail.can.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="trail-cannot">
          <h3 id="trail-cannot">{t('trail.cannot_title')}</h3>
          <ul className="trail-list trail-cannot">
            {CANNOT.map((key) => (
              <li key={key}>{t(`trail.cannot.${key}`)}</li>
            ))}
          </ul>
        </section>
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
