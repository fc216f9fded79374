import { DEFAULT_REGISTER_SETTINGS } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS, toast } from '@/shared/feedback';
import {
  emailField,
  errorText,
  Form,
  FormAlert,
  ruleField,
  SubmitButton,
  TextField,
  useKitForm,
  useLanguageRevalidation,
} from '@/shared/form';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { useForgotByEmail } from '../api/forgot-by-email';
import { ServiceLink } from '../components/service-link';
import { FORGOT_LOADING_MS } from '../constants';
import { useGoBack } from '../hooks/use-go-back';

type EmailValues = { username: string; email: string };
const FIELDS = ['username', 'email'] as const;

/** Forgot by e-mail (SPEC §4/§5): username by the login rule, e-mail by pattern, both trimmed. */
export function EmailForm() {
  const { t } = useTranslation('auth');
  const rules = useRegisterSettings().data?.login ?? DEFAULT_REGISTER_SETTINGS.login;
  const mutation = useForgotByEmail();
  const goBack = useGoBack();
  const [formError, setFormError] = useState<string>();
  const form = useKitForm<EmailValues>({
    id: 'forget',
    defaultValues: { username: '', email: '' },
    schema: {
      username: ruleField(rules.loginUsername, { empty: 'username', required: true }),
      email: emailField(),
    },
  });
  useLanguageRevalidation(form, FIELDS);

  const submit = (values: EmailValues) => {
    setFormError(undefined);
    toast.loading(t('common:please_wait'), FORGOT_LOADING_MS);
    const body = { username: values.username.trim(), email: values.email.trim() };
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t('forget.email_sent'), TOAST_MS.long);
        goBack();
      },
      onError: (error) => {
        toast.clear();
        setFormError(errorText(error));
      },
    });
  };

  return (
    <Form form={form} onSubmit={submit} isPending={mutation.isPending}>
      <p className="auth-intro">{t('forget.email_intro')}</p>
      <TextField name="username" label={t('fields.username')} required autoComplete="username" />
      <TextField
        name="email"
        label={t('fields.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('common:form.hint.email')}
      />
      <FormAlert message={formError} />
      <SubmitButton>{t('forget.retrieve')}</SubmitButton>
      <ServiceLink className="auth-secondary" />
    </Form>
  );
}
