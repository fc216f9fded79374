import Checkbox from 'antd-mobile/es/components/checkbox';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CaptchaField,
  Form,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '@/shared/form';
import { FORGET_PATH, REGISTER_PATH } from '../constants';
import type { LoginFormState } from './use-login-form';
import { AuthTabs } from '../components/auth-tabs';
import { PhoneCodeFields } from '../components/phone-code-fields';

/** The login form: tabs (when SMS login is on), fields of the tab, captcha, remember, submit. */
export function LoginForm({ state, hasSmsLogin }: { state: LoginFormState; hasSmsLogin: boolean }) {
  const { t } = useTranslation('auth');
  const { tab } = state;

  return (
    <Form form={state.form} onSubmit={state.submit} isPending={state.isPending}>
      {hasSmsLogin && (
        <AuthTabs
          selected={tab}
          onSelect={state.switchTab}
          label={t('login.tabs_label')}
          tabs={[
            { key: 'username', label: t('login.tab_username') },
            { key: 'sms', label: t('login.tab_sms') },
          ]}
        />
      )}
      {tab === 'username' ? (
        <>
          <TextField
            name="username"
            label={t('fields.username')}
            required
            autoComplete="username"
          />
          <PasswordField
            name="password"
            label={t('fields.password')}
            required
            autoComplete="current-password"
            onEdit={state.onPasswordEdit}
          />
        </>
      ) : (
        <PhoneCodeFields codeName="messageCode" phone={state} />
      )}
      {state.isCaptchaShown && (
        <CaptchaField name="captcha" {...state.captcha} onRefresh={state.refreshCaptcha} />
      )}
      <div className="auth-row">
        <Checkbox checked={state.remember} onChange={state.setRemember} className="auth-check">
          {t('login.remember')}
        </Checkbox>
        <Link to={FORGET_PATH} className="auth-link">
          {t('login.forgot')}
        </Link>
      </div>
      <FormAlert message={state.formError} />
      <SubmitButton>{t('login.submit')}</SubmitButton>
      {/* Agents are opened by their upline, not registered: the agent login offers no sign-up. */}
      {state.entry === 'member' && (
        <p className="auth-switch">
          {t('login.no_account')} <Link to={REGISTER_PATH}>{t('login.register')}</Link>
        </p>
      )}
    </Form>
  );
}
