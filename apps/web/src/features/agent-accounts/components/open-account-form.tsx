import type { RegisterSettings } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Form, FormAlert, PasswordField, SubmitButton, TextField } from '@/shared/form';
import { CheckIcon, CrossIcon } from './agent-accounts-icons';
import { TypeChoice } from './type-choice';
import type { OpenAccountFormState, UsernameStatus } from './use-open-account-form';

type Rules = RegisterSettings['register'];

/** Username (checked live), password and its confirmation, nickname, and the type to give. */
export function OpenAccountForm({
  state,
  rules,
  callerType,
}: {
  state: OpenAccountFormState;
  rules: Rules;
  callerType: number;
}) {
  const { t } = useTranslation('agentAccounts');
  const length = (rule: Rules[keyof Rules]) =>
    t('common:form.hint.length', { min: Math.max(rule.minLength, 1), max: rule.maxLength });
  return (
    <Form
      form={state.form}
      onSubmit={state.submit}
      isPending={state.isPending}
      className="aa-card aa-form"
      labelledBy="aa-open-title"
    >
      <h2 id="aa-open-title" className="aa-card-title">
        {t('open.form_title')}
      </h2>
      <TypeChoice
        name="aa-open-type"
        callerType={callerType}
        value={state.type}
        onChange={state.setType}
      />
      <TextField
        name="username"
        label={t('open.username')}
        required
        hint={length(rules.username)}
        maxLength={rules.username.maxLength}
        autoComplete="off"
        end={<StatusIcon status={state.usernameStatus} />}
      />
      <UsernameStatusLine status={state.usernameStatus} />
      <PasswordField
        name="password"
        label={t('open.password')}
        required
        hint={length(rules.password)}
        maxLength={rules.password.maxLength}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label={t('open.confirm')}
        required
        maxLength={rules.password.maxLength}
        autoComplete="new-password"
      />
      <TextField
        name="nickname"
        label={t('open.nickname')}
        hint={`${length(rules.nickname)} · ${t('common:form.hint.optional')}`}
        maxLength={rules.nickname.maxLength}
      />
      <FormAlert message={state.formError} />
      <SubmitButton>{t('open.submit')}</SubmitButton>
    </Form>
  );
}

function StatusIcon({ status }: { status: UsernameStatus }) {
  if (status === 'free') return <CheckIcon className="aa-name-icon is-free" />;
  if (status === 'taken') return <CrossIcon className="aa-name-icon is-taken" />;
  if (status === 'checking') return <span className="aa-name-spinner" aria-hidden="true" />;
  return null;
}

/** What the live check found, said to screen readers as it changes. */
function UsernameStatusLine({ status }: { status: UsernameStatus }) {
  const { t } = useTranslation('agentAccounts');
  return (
    <p className={`aa-name-status is-${status}`} aria-live="polite" data-testid="username-status">
      {status === 'idle' ? '' : t(`open.name_${status}`)}
    </p>
  );
}
