import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useRegisterSettings } from '../../../shared/register-settings';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { AUTH_PASSWORD_LOOK } from '../components/password-look';
import { LOGIN_PATH } from '../../../shared/paths';
import { FORGET_PATH } from '../constants';
import { errorText } from '../error-text';
import { checkConfirm, checkRule } from '../field-rules';
import { useBindField } from '../hooks/use-bind-field';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { toast } from '../toasts';

type Field = 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['newPassword', 'confirmPassword'];

/** The e-mailed link /m/forget?resetToken=…: a new password, then the login page. */
export function ResetForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rule = (useRegisterSettings().data ?? DEFAULT_REGISTER_SETTINGS).register.password;
  const mutation = useResetPassword();
  const [failure, setFailure] = useState<{ text: string; expired: boolean }>();
  const validate: Validator<Field> = (name, v) =>
    name === 'newPassword'
      ? checkRule(rule, v.newPassword, true)
      : checkConfirm(v.newPassword, v.confirmPassword);
  const form = useFormFields<Field>({ newPassword: '', confirmPassword: '' }, validate);
  const bind = useBindField(form, 'reset');
  useOnLanguageChange(() => form.revalidateFilled(FIELDS));

  const submit = () => {
    if (mutation.isPending || !form.validateAll(FIELDS)) return;
    setFailure(undefined);
    mutation.mutate(
      { resetToken, newPassword: form.values.newPassword },
      {
        onSuccess: () => {
          toast.success(t('reset.done'));
          void navigate(LOGIN_PATH, { replace: true });
        },
        onError: (error) => {
          const expired = error instanceof ApiError && error.code === 'reset.token.invalid';
          setFailure({ text: errorText(error), expired });
        },
      },
    );
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="auth-intro">{t('reset.intro')}</p>
      <PasswordField
        look={AUTH_PASSWORD_LOOK}
        {...bind('newPassword')}
        label={t('fields.newPassword')}
        required
        autoComplete="new-password"
        maxLength={rule.maxLength}
        hint={t('hint.length', { min: rule.minLength, max: rule.maxLength })}
      />
      <PasswordField
        look={AUTH_PASSWORD_LOOK}
        {...bind('confirmPassword')}
        label={t('fields.confirmPassword')}
        required
        autoComplete="new-password"
        maxLength={rule.maxLength}
      />
      <FormAlert message={failure?.text} />
      {failure?.expired && (
        <Link to={FORGET_PATH} replace className="auth-link">
          {t('reset.request_new')}
        </Link>
      )}
      <Button
        type="submit"
        color="primary"
        size="large"
        block
        className="auth-submit"
        loading={mutation.isPending}
      >
        {t('reset.submit')}
      </Button>
    </form>
  );
}
