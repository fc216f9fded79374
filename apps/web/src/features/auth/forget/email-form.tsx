import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotByEmail } from '../api/forgot-by-email';
import { useRegisterSettings } from '../../../shared/register-settings';
import { FormAlert } from '../components/form-alert';
import { ServiceLink } from '../components/service-link';
import { TextField } from '../components/text-field';
import { EMAIL_PATTERN, FORGOT_LOADING_MS, NOTICE_TOAST_MS } from '../constants';
import { errorText } from '../error-text';
import { checkRule } from '../field-rules';
import { useBindField } from '../hooks/use-bind-field';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { useGoBack } from '../hooks/use-go-back';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { toast } from '../toasts';

type Field = 'username' | 'email';
const FIELDS: Field[] = ['username', 'email'];

/** Forgot by e-mail (SPEC §4/§5): username by the login rule, e-mail by pattern, both trimmed. */
export function EmailForm() {
  const { t } = useTranslation('auth');
  const rules = useRegisterSettings().data?.login ?? DEFAULT_REGISTER_SETTINGS.login;
  const mutation = useForgotByEmail();
  const goBack = useGoBack();
  const [formError, setFormError] = useState<string>();
  const validate: Validator<Field> = (name, v) => {
    if (name === 'username') return checkRule('username', rules.loginUsername, v.username, true);
    if (v.email.trim() === '') return { key: 'empty.email' };
    return EMAIL_PATTERN.test(v.email.trim()) ? undefined : { key: 'email_incorrect' };
  };
  const form = useFormFields<Field>({ username: '', email: '' }, validate);
  useOnLanguageChange(() => form.revalidateFilled(FIELDS));

  const submit = () => {
    if (mutation.isPending || !form.validateAll(FIELDS)) return;
    setFormError(undefined);
    toast.loading(t('please_wait'), FORGOT_LOADING_MS);
    const body = { username: form.values.username.trim(), email: form.values.email.trim() };
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t('forget.email_sent'), NOTICE_TOAST_MS);
        goBack();
      },
      onError: (error) => {
        toast.clear();
        setFormError(errorText(error));
      },
    });
  };
  const bind = useBindField(form, 'forget');
  const field = (name: Field) => ({ ...bind(name), label: t(`fields.${name}`), required: true });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="auth-intro">{t('forget.email_intro')}</p>
      <TextField {...field('username')} autoComplete="username" />
      <TextField
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('hint.email')}
      />
      <FormAlert message={formError} />
      <Button type="submit" color="primary" size="large" block className="auth-submit">
        {t('forget.retrieve')}
      </Button>
      <ServiceLink className="auth-secondary" />
    </form>
  );
}
