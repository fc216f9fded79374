import { DEFAULT_REGISTER_SETTINGS, PASSWORD_MAX_LENGTH } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api-client';
import { dialog, toast } from '@/shared/feedback';
import {
  anyText,
  confirmField,
  errorText,
  Form,
  PasswordField,
  ruleField,
  StaticField,
  SubmitButton,
  useKitForm,
  useLanguageRevalidation,
} from '@/shared/form';
import { HOME_PATH } from '@/shared/paths';
import { useSession } from '@/shared/session';
import { useRegisterSettings } from '@/shared/site/get-register-settings';
import { useChangePassword, type ChangePasswordValues } from '../api/change-password';
import {
  CHANGE_PASSWORD_LOADING_MS,
  CHANGE_SAVED_TOAST_MS,
  HOME_AFTER_CHANGE_MS,
} from '../constants';
import {
  dropHeldPassword,
  forgetPasswordAfterChange,
  heldPassword,
  holdsPassword,
} from '../held-password';
import './account.css';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
/** The server's code for a wrong old password: it goes under the old-password field. */
const BY_CODE = { 'password.old.incorrect': 'oldPassword' } as const;

/**
 * The remembered password of this account, if any (SPEC "Change password": the old-password field
 * shows only when it is not already held). Decrypting ends within SECRET_STORAGE_TIMEOUT_MS;
 * without the password the old field shows.
 */
function useHeldPassword(userName: string) {
  const [isReading, setReading] = useState(() => holdsPassword(userName));
  const [held, setHeld] = useState<string>();
  useEffect(() => {
    if (!isReading) return;
    let isLive = true;
    void heldPassword(userName)
      .catch(() => undefined)
      .then((password) => {
        if (!isLive) return;
        setHeld(password);
        setReading(false);
      });
    return () => {
      isLive = false;
    };
  }, [isReading, userName]);
  return { isReading, held, forget: () => setHeld(undefined) };
}

/** SPEC "Change password" and §4 "Password change" (the route guard sends guests home). */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userName = useSession()?.userName ?? '';
  const rules = useRegisterSettings().data ?? DEFAULT_REGISTER_SETTINGS;
  const change = useChangePassword();
  const held = useHeldPassword(userName);
  const [isDone, setDone] = useState(false);
  const homeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(homeTimer.current), []);

  const isOldHeld = held.held !== undefined;
  // SPEC §5: new by the register password rule, old by the login-password rule (unless held),
  // confirm required and equal to the new one.
  const form = useKitForm<ChangePasswordValues>({
    id: 'change-password',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    schema: (values) => ({
      oldPassword: isOldHeld
        ? anyText()
        : ruleField(rules.login.loginPassword, { empty: 'oldPassword', required: true }),
      newPassword: ruleField(rules.register.password, { empty: 'newPassword', required: true }),
      confirmNewPassword: confirmField(values.newPassword),
    }),
  });
  useLanguageRevalidation(form, FIELDS);

  const submit = (values: ChangePasswordValues) => {
    const body = { ...values, oldPassword: held.held ?? values.oldPassword };
    if (body.newPassword === body.oldPassword) {
      void dialog.alert({
        content: t('change_password.same'),
        confirmText: t('change_password.ok'),
      });
      return;
    }
    toast.loading(t('common:please_wait'), CHANGE_PASSWORD_LOADING_MS);
    change.mutate(body, {
      onSuccess: () => {
        setDone(true);
        forgetPasswordAfterChange();
        toast.success(t('change_password.saved'), CHANGE_SAVED_TOAST_MS);
        homeTimer.current = setTimeout(
          () => void navigate(HOME_PATH, { replace: true }),
          HOME_AFTER_CHANGE_MS,
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'password.old.incorrect' && isOldHeld) {
          // A held (remembered) password that is stale: forget it and ask for the old password.
          dropHeldPassword();
          held.forget();
          form.setValue('oldPassword', '');
        }
        // A refusal of one field (a wrong old password, a too common new one) goes under it;
        // otherwise only the loading goes and the server's message says what was wrong.
        toast.clear();
        if (!form.placeServerError(error, { fields: FIELDS, byCode: BY_CODE })) {
          toast.message(errorText(error));
        }
      },
    });
  };

  const newRule = rules.register.password;
  return (
    <section className="account-page">
      <p className="muted account-intro">{t('change_password.intro')}</p>
      <Form form={form} onSubmit={submit} isPending={change.isPending}>
        <StaticField
          id="change-password-userName"
          label={t('change_password.username')}
          value={userName}
          autoComplete="username"
        />
        {!held.isReading && !isOldHeld && (
          <PasswordField
            name="oldPassword"
            label={t('change_password.old_password')}
            required
            hint={t('change_password.placeholder_old')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
        )}
        <PasswordField
          name="newPassword"
          label={t('change_password.new_password')}
          required
          hint={t('common:form.hint.length', { min: newRule.minLength, max: newRule.maxLength })}
          autoComplete="new-password"
          maxLength={newRule.maxLength}
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('change_password.confirm_password')}
          required
          hint={t('change_password.placeholder_confirm')}
          autoComplete="new-password"
          maxLength={newRule.maxLength}
        />
        <SubmitButton disabled={isDone || held.isReading}>
          {t('change_password.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
