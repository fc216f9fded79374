import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useRegisterSettings } from '../../../shared/register-settings';
import { deadLinkOf, type DeadLink } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../shared/ui/password-field';
import { AUTH_PASSWORD_LOOK } from '../components/password-look';
import { TextField } from '../components/text-field';
import { LOGIN_PATH } from '../../../shared/paths';
import { errorText } from '../error-text';
import { checkConfirm, checkRule } from '../field-rules';
import { useBindField } from '../hooks/use-bind-field';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { toast } from '../toasts';

type Field = 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['newPassword', 'confirmPassword'];

type Props = {
  resetToken: string;
  /** The account the link resets (the server's check), shown read-only. */
  userName: string;
  /** The link turned out dead on submit. */
  onDead: (kind: DeadLink) => void;
};

/** A live e-mailed link: the account, a new password, then the login page. */
export function ResetForm({ resetToken, userName, onDead }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rule = (useRegisterSettings().data ?? DEFAULT_REGISTER_SETTINGS).register.password;
  const mutation = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const validate: Validator<Field> = (name, v) =>
    name === 'newPassword'
      ? checkRule('newPassword', rule, v.newPassword, true)
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
          const dead = deadLinkOf(error);
          if (dead) onDead(dead);
          else if (error instanceof ApiError && error.field === 'newPassword') {
            // Refused before the link is spent (too common, wrong shape): choose another one.
            form.setValues({ newPassword: '', confirmPassword: '' });
            form.setError('newPassword', { text: errorText(error) }, true);
          } else setFailure(errorText(error));
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
      <TextField
        id="reset-account"
        label={t('reset.account')}
        value={userName}
        onChange={() => undefined}
        readOnly
        autoComplete="username"
      />
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
      <FormAlert message={failure} />
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
