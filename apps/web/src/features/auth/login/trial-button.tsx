import { useTranslation } from 'react-i18next';
import { useFreePlay } from '../api/free-play';
import { PlayIcon } from '../components/auth-icons';
import { HOME_PATH } from '../../../shared/paths';
import { TRIAL_WAIT_MS } from '../constants';
import { errorText } from '../error-text';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useAuthSite } from '../site-context';
import { toast } from '../toasts';

/**
 * SPEC §2 trial action: 'please wait' (10 s at most), a free-play session on the trial merchant,
 * then home. An answer without a token (the original's trial value 0) stays here.
 */
export function TrialButton() {
  const { t } = useTranslation('auth');
  const { trialAvailable } = useAuthSite();
  const freePlay = useFreePlay();
  const finish = useFinishSignIn();
  if (!trialAvailable) return null;

  const start = () => {
    toast.loading(t('please_wait'), TRIAL_WAIT_MS);
    freePlay.mutate(undefined, {
      onSuccess: (result) => {
        if (result.token) finish(result, HOME_PATH);
        else toast.message(t('login.trial_failed'));
      },
      onError: (error) => toast.message(errorText(error)),
    });
  };
  return (
    <button type="button" className="auth-secondary" onClick={start} disabled={freePlay.isPending}>
      <PlayIcon />
      {t('login.trial')}
    </button>
  );
}
