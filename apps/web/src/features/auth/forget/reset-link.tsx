import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  deadLinkOf,
  isWellFormedToken,
  useResetTokenCheck,
  type DeadLink,
} from '../api/check-reset-token';
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
  if (check.isPending) {
    return (
      <div className="page-status" role="status" aria-label={t('loading')}>
        <DotLoading color="currentColor" />
      </div>
    );
  }
  if (check.isError) {
    return (
      <div className="auth-notice" role="alert">
        <p>{t('reset.check_failed')}</p>
        <Button color="primary" onClick={() => void check.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  return (
    <ResetForm resetToken={resetToken} userName={check.data.userName} onDead={setDiedOnSubmit} />
  );
}

function DeadLinkNotice({ kind }: { kind: DeadLink }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="auth-notice" role="alert">
      <p>{t(kind === 'used' ? 'reset.used' : 'reset.invalid')}</p>
      <Button
        color="primary"
        size="large"
        block
        className="auth-submit"
        // The link came by e-mail: a new one is asked for the same way.
        onClick={() => void navigate(FORGET_PATH, { replace: true, state: { lookup: 'email' } })}
      >
        {t('reset.request_new')}
      </Button>
    </div>
  );
}
