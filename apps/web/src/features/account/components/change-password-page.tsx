import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { useSession } from '../../../shared/session';
import { useChangePassword, type ChangePasswordValues } from '../api/change-password';
import { useRegisterSettings } from '../../../shared/register-settings';
import { HOME_PATH } from '../../../shared/paths';
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
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordField,
} from '../validate-change-password';
import { PasswordField } from '../../../shared/ui/password-field';
import { ACCOUNT_PASSWORD_LOOK } from './password-look';
import './account.css';

/** The server's code for a wrong old password (contracts' error catalogue). */
const OLD_INCORRECT = 'password.old.incorrect';
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const isField = (name: string | undefined): name is ChangePasswordField =>
  FIELDS.some((field) => field === name);

/** SPEC "Change password" and §4 "Password change" (the route guard sends guests home). */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const userName = useSession()?.userName ?? '';
  const { data: settings } = useRegisterSettings();
  const change = useChangePassword();
  /**
   * A remembered password of this account is being decrypted (the old field waits for it). The
   * read ends within SECRET_STORAGE_TIMEOUT_MS; without the password the old field shows.
   */
  const [isReadingHeld, setReadingHeld] = useState(() => holdsPassword(userName));
  const [held, setHeld] = useState<string>();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  /** The server's own message when it refused a field (shown under that field). */
  const [refused, setRefused] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const [isDone, setDone] = useState(false);
  const homeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(homeTimer.current), []);
  useEffect(() => {
    if (!isReadingHeld) return;
    let live = true;
    const read = heldPassword(userName).catch(() => undefined);
    void read.then((password) => {
      if (!live) return;
      setHeld(password);
      setReadingHeld(false);
    });
    return () => {
      live = false;
    };
  }, [isReadingHeld, userName]);

  const newRule = settings?.register.password;
  const maxLength = newRule?.maxLength ?? PASSWORD_MAX_LENGTH;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isReadingHeld) return;
    const body = { ...values, oldPassword: held ?? values.oldPassword };
    const found = validateChangePassword(body, settings, { isOldHeld: held !== undefined });
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    if (body.newPassword === body.oldPassword) {
      void Dialog.alert({
        content: t('change_password.same'),
        confirmText: t('change_password.ok'),
      });
      return;
    }
    Toast.show({
      icon: 'loading',
      content: t('please_wait'),
      duration: CHANGE_PASSWORD_LOADING_MS,
      maskClickable: false,
    });
    change.mutate(body, {
      onSuccess: () => {
        setDone(true);
        forgetPasswordAfterChange();
        Toast.show({
          icon: 'success',
          content: t('change_password.saved'),
          duration: CHANGE_SAVED_TOAST_MS,
        });
        homeTimer.current = setTimeout(
          () => void navigate(HOME_PATH, { replace: true }),
          HOME_AFTER_CHANGE_MS,
        );
      },
      onError: (error) => {
        const isOldRefused = error instanceof ApiError && error.code === OLD_INCORRECT;
        if (isOldRefused && held !== undefined) {
          // A held (remembered) password that is stale: forget it and ask for the old password.
          dropHeldPassword();
          setHeld(undefined);
          setValues((current) => ({ ...current, oldPassword: '' }));
        }
        const target = isOldRefused
          ? 'oldPassword'
          : error instanceof ApiError
            ? error.field
            : undefined;
        if (isField(target)) {
          // A refusal of one field (a wrong old password, a too common new one) goes under it.
          Toast.clear();
          setRefused((current) => ({ ...current, [target]: error.message }));
          setTimeout(() => document.getElementById(target)?.focus(), 0);
          return;
        }
        // Only the loading goes; the server's message says what was wrong.
        Toast.show({ content: error.message });
      },
    });
  }

  const field = (name: ChangePasswordField) => {
    const message = errors[name];
    return {
      id: name,
      value: values[name],
      maxLength: name === 'oldPassword' ? PASSWORD_MAX_LENGTH : maxLength,
      error:
        (message && t(message.key, { ...message.values, defaultValue: t('rules.fallback') })) ??
        refused[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        if (refused[name]) setRefused((current) => ({ ...current, [name]: undefined }));
      },
    };
  };

  return (
    <form className="account-page account-form" noValidate onSubmit={handleSubmit}>
      <p className="muted account-intro">{t('change_password.intro')}</p>
      <div className="account-field">
        <label htmlFor="userName">{t('change_password.username')}</label>
        <div className="account-control is-readonly">
          <input id="userName" value={userName} readOnly autoComplete="username" />
        </div>
      </div>
      {!isReadingHeld && held === undefined && (
        <PasswordField
          look={ACCOUNT_PASSWORD_LOOK}
          {...field('oldPassword')}
          label={t('change_password.old_password')}
          placeholder={t('change_password.placeholder_old')}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        look={ACCOUNT_PASSWORD_LOOK}
        {...field('newPassword')}
        label={t('change_password.new_password')}
        placeholder={t('change_password.placeholder_new')}
        autoComplete="new-password"
        hint={
          newRule?.enabled
            ? t('change_password.hint_length', { min: newRule.minLength, max: newRule.maxLength })
            : undefined
        }
      />
      <PasswordField
        look={ACCOUNT_PASSWORD_LOOK}
        {...field('confirmNewPassword')}
        label={t('change_password.confirm_password')}
        placeholder={t('change_password.placeholder_confirm')}
        autoComplete="new-password"
      />
      <Button
        block
        type="submit"
        color="primary"
        className="account-submit"
        disabled={change.isPending || isDone || isReadingHeld}
      >
        {t('change_password.submit')}
      </Button>
    </form>
  );
}
