import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/shared/feedback';
import {
  confirmField,
  errorText,
  Form,
  FormAlert,
  ruleField,
  StaticField,
  SubmitButton,
  useKitForm,
  useLanguageRevalidation,
} from '@/shared/form';
import { LOGIN_PATH } from '@/shared/paths';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { deadLinkOf, type DeadLink } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordField } from '../components/new-password-field';

type ResetValues = { newPassword: string; confirmPassword: string };
const FIELDS = ['newPassword', 'confirmPassword'] as const;

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
  const form = useKitForm<ResetValues>({
    id: 'reset',
    defaultValues: { newPassword: '', confirmPassword: '' },
    schema: (values) => ({
      newPassword: ruleField(rule, { empty: 'newPassword', required: true }),
      confirmPassword: confirmField(values.newPassword),
    }),
  });
  useLanguageRevalidation(form, FIELDS);

  const submit = ({ newPassword }: ResetValues) => {
    setFailure(undefined);
    mutation.mutate(
      { resetToken, newPassword },
      {
        onSuccess: () => {
          toast.success(t('reset.done'));
          void navigate(LOGIN_PATH, { replace: true });
        },
        onError: (error) => {
          const dead = deadLinkOf(error);
          if (dead) {
            onDead(dead);
            return;
          }
          // Refused before the link is spent (too common, wrong shape): choose another one.
          if (form.placeServerError(error, { fields: ['newPassword'] })) {
            form.setValue('newPassword', '');
            form.setValue('confirmPassword', '');
          } else setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} isPending={mutation.isPending}>
      <p className="auth-intro">{t('reset.intro')}</p>
      <StaticField
        id="reset-account"
        label={t('reset.account')}
        value={userName}
        autoComplete="username"
      />
      <NewPasswordField
        name="newPassword"
        maxLength={rule.maxLength}
        hint={t('common:form.hint.length', { min: rule.minLength, max: rule.maxLength })}
      />
      <NewPasswordField name="confirmPassword" maxLength={rule.maxLength} />
      <FormAlert message={failure} />
      <SubmitButton>{t('reset.submit')}</SubmitButton>
    </Form>
  );
}
