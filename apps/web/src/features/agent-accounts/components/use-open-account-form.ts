import type { OpenedAccount, RegisterSettings } from '@app/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  checkRule,
  confirmField,
  errorText,
  ruleField,
  useKitForm,
  useLanguageRevalidation,
} from '@/shared/form';
import { useUsernameCheck } from '../api/check-username';
import { useOpenAccount } from '../api/open-account';
import { useDebounced } from '../lib/use-debounced';

export type OpenAccountValues = {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
};
const FIELDS = ['username', 'password', 'confirmPassword', 'nickname'] as const;
const EMPTY: OpenAccountValues = { username: '', password: '', confirmPassword: '', nickname: '' };

type Rules = RegisterSettings['register'];

/**
 * The open-account form (SPEC §2 /m/agentRegister): the site's username, password and nickname
 * rules, the name checked on the server as the agent types (debounced, once it fits the rule),
 * the type chosen beside the fields; what the server refuses lands on its field.
 */
export function useOpenAccountForm({
  rules,
  defaultType,
  onOpened,
}: {
  rules: Rules;
  defaultType: number;
  onOpened: (account: OpenedAccount) => void;
}) {
  const [type, setType] = useState(defaultType);
  const [formError, setFormError] = useState<string>();
  const mutation = useOpenAccount();
  const form = useKitForm<OpenAccountValues>({
    id: 'open-account',
    defaultValues: EMPTY,
    schema: (values) => ({
      username: ruleField(rules.username, { empty: 'username', required: true }),
      password: ruleField(rules.password, { empty: 'choosePassword', required: true }),
      confirmPassword: confirmField(values.password),
      nickname: ruleField(rules.nickname, { empty: 'nickname', required: false }),
    }),
  });
  useLanguageRevalidation(form, FIELDS);

  const typed = useWatch({ control: form.control, name: 'username' }).trim();
  const settled = useDebounced(typed);
  const fits = (name: string) =>
    name !== '' &&
    checkRule(rules.username, name, { empty: 'username', required: true }) === undefined;
  const check = useUsernameCheck(fits(settled) ? settled : undefined);
  let usernameStatus: UsernameStatus = 'idle';
  if (fits(typed)) {
    if (settled !== typed || check.isFetching) usernameStatus = 'checking';
    else if (check.data?.available === true) usernameStatus = 'free';
    else if (check.data?.reason === 'taken') usernameStatus = 'taken';
  }

  const submit = (values: OpenAccountValues) => {
    setFormError(undefined);
    mutation.mutate(
      { ...values, username: values.username.trim(), nickname: values.nickname.trim(), type },
      {
        onSuccess: (opened) => {
          form.reset(EMPTY);
          onOpened(opened);
        },
        onError: (error) => {
          if (!form.placeServerError(error, { fields: [...FIELDS] })) {
            setFormError(errorText(error));
          }
        },
      },
    );
  };

  return {
    form,
    type,
    setType,
    formError,
    usernameStatus,
    submit,
    isPending: mutation.isPending,
  };
}

export type UsernameStatus = 'idle' | 'checking' | 'free' | 'taken';
export type OpenAccountFormState = ReturnType<typeof useOpenAccountForm>;
