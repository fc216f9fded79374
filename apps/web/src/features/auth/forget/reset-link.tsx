import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  deadLinkOf,
  isWellFormedToken,
  useResetTokenCheck,
  type DeadLink,
} from '../api/check-reset-token';
import { QueryStatus } from '../components/query-status';
import { FORGET_PATH } from '../constants';
import { ResetForm } from './reset-form';

/**
 * The e-mailed link /m/forget?resetToken=…: asks the server first whether the link still works.
 * A dead one (unknown, expired, malformed, used) says so and offers a new link; a live one shows
 * its account and the new-password form.
 */
export function ResetLink({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('auth');
  const check = useResetTokenCheck(resetToken);
  /** A link found dead on submit (used in another tab meanwhile, or expired while typing). */
  const [diedOnSubmit, setDiedOnSubmit] = useState<DeadLink>();

  const dead = isWellFormedToken(resetToken)
    ? (diedOnSubmit ?? deadLinkOf(check.error))
    : 'invalid';
  if (dead) return <DeadLinkNotice kind={dead} />;
  if (check.isPending || check.isError) {
    return <QueryStatus query={check} failedText={t('reset.check_failed')} />;
  }
  return (
    <ResetForm resetToken={resetToken} userName={check.data.userName} onDead={setDiedOnSubmit} />
  );
}

function DeadLinkNotice({ kind }: { kind: DeadLink }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-notice" role="alert">
      <p>{t(kind === 'used' ? 'reset.used' : 'reset.invalid')}</p>
      {/* The link came by e-mail: a new one is asked for the same way. */}
      <Link to={FORGET_PATH} replace state={{ lookup: 'email' }} className="auth-secondary">
        {t('reset.request_new')}
      </Link>
    </div>
  );
}
