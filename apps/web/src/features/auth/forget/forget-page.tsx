import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { useSite } from '@/shared/site/use-site';
import { EmailForm } from './email-form';
import { PhoneForm } from './phone-form';
import { ResetLink } from './reset-link';
import { AuthTabs } from '../components/auth-tabs';

/** How to recover; another page may ask for one (a dead e-mailed link asks for e-mail). */
type Lookup = 'phone' | 'email';

/** The lookup another page asked for in the history state ({ lookup }), if any. */
function askedLookup(state: unknown): Lookup | undefined {
  const lookup =
    typeof state === 'object' && state !== null && 'lookup' in state ? state.lookup : undefined;
  return lookup === 'phone' || lookup === 'email' ? lookup : undefined;
}

/**
 * /m/forget (SPEC §2 "Forgot password"): phone / e-mail toggle only with CHNGPASSVERIF3 (phone
 * first), else e-mail. With ?resetToken= from the e-mail: the link's check, then the set-new-password
 * form.
 */
export function ForgetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const byPhone = useSite().flags.CHNGPASSVERIF3 === true;
  const asked = askedLookup(useLocation().state);
  const [chosen, setLookup] = useState<Lookup>();
  const lookup = chosen ?? asked ?? (byPhone ? 'phone' : 'email');

  if (resetToken) {
    return (
      <AuthLayout title={t('reset.title')}>
        <ResetLink resetToken={resetToken} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('forget.title')}>
      {byPhone && (
        <AuthTabs
          selected={lookup}
          onSelect={setLookup}
          label={t('forget.method_label')}
          tabs={[
            { key: 'phone', label: t('forget.by_phone') },
            { key: 'email', label: t('forget.by_email') },
          ]}
        />
      )}
      {byPhone && lookup === 'phone' ? <PhoneForm /> : <EmailForm />}
    </AuthLayout>
  );
}
