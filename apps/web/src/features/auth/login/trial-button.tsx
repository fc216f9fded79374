import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
import { errorText } from '@/shared/form/messages';
import { HOME_PATH } from '@/shared/paths';
import { useSite } from '@/shared/site/use-site';
import { useFreePlay } from '../api/free-play';
import { PlayIcon } from '../components/auth-icons';
import { FREE_PLAY_MODULE, TRIAL_WAIT_MS } from '../constants';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/**
 * SPEC §2 trial action: 'please wait' (9999 ms at most), a free-play session on the trial merchant,
 * then home. An answer without a token (the original's trial value 0) stays here. Offered when
 * the site has free play (FREEPLAY3) and a trial merchant.
 */
export function TrialButton({ fallback = null }: { fallback?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { flags, settings } = useSite();
  const freePlay = useFreePlay();
  const finish = useFinishSignIn();
  if (flags[FREE_PLAY_MODULE] !== true || !settings?.trialMerchantCode) return fallback;

  const start = () => {
    toast.loading(t('common:please_wait'), TRIAL_WAIT_MS);
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
