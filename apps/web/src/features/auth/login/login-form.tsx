import { Button, Checkbox, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaField } from '../components/captcha-field';
import { FormAlert } from '../components/form-alert';
import { MobileField } from '../components/mobile-field';
import { PasswordField } from '../../../shared/ui/password-field';
import { AUTH_PASSWORD_LOOK } from '../components/password-look';
import { SmsCodeField } from '../components/sms-code-field';
import { TextField } from '../components/text-field';
import { FORGET_PATH, REGISTER_PATH } from '../constants';
import { useBindField } from '../hooks/use-bind-field';
import type { LoginField, LoginFormState, LoginTab } from './use-login-form';

/** The login form: tabs (when SMS login is on), fields of the tab, captcha, remember, submit. */
export function LoginForm({ state, smsLogin }: { state: LoginFormState; smsLogin: boolean }) {
  const { t } = useTranslation('auth');
  const { form, tab } = state;
  const field = useBindField<LoginField>(form, 'login');

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        state.submit();
      }}
    >
      {smsLogin && (
        <Tabs
          className="auth-tabs"
          activeKey={tab}
          onChange={(key) => state.switchTab(key as LoginTab)}
          aria-label={t('login.tabs_label')}
        >
          <Tabs.Tab key="username" title={t('login.tab_username')} />
          <Tabs.Tab key="sms" title={t('login.tab_sms')} />
        </Tabs>
      )}
      {tab === 'username' ? (
        <>
          <TextField
            {...field('username')}
            label={t('fields.username')}
            required
            autoComplete="username"
          />
          <PasswordField
            look={AUTH_PASSWORD_LOOK}
            {...field('password')}
            label={t('fields.password')}
            required
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <MobileField
            {...field('mobileNum')}
            label={t('fields.mobileNum')}
            required
            hint={t('hint.mobile')}
            dialingCode={state.dialingCode}
            onDialingCodeChange={state.setDialingCode}
          />
          <SmsCodeField
            {...field('messageCode')}
            label={t('fields.verificationCode')}
            required
            hint={t('hint.sms')}
            button={state.smsButton}
          />
        </>
      )}
      {state.captchaShown && (
        <CaptchaField {...field('captcha')} {...state.captcha} onRefresh={state.refreshCaptcha} />
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
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        loading={state.isPending}
        className="auth-submit"
      >
        {t('login.submit')}
      </Button>
      <p className="auth-switch">
        {t('login.no_account')} <Link to={REGISTER_PATH}>{t('login.register')}</Link>
      </p>
    </form>
  );
}
