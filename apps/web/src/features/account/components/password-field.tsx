import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from '../../../shared/ui/icons';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Already translated message; the field announces it and is marked invalid. */
  error?: string;
  hint?: string;
};

/** A labelled password input with a show/hide toggle; its error is announced. */
export function PasswordField({ id, label, error, hint, onChange, ...input }: Props) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const note = error ?? hint;
  const noteId = `${id}-note`;

  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className={`account-control${error ? ' is-invalid' : ''}`}>
        <input
          {...input}
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="account-eye"
          aria-label={visible ? t('change_password.hide') : t('change_password.show')}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOpenIcon /> : <EyeClosedIcon />}
        </button>
      </div>
      {note && (
        <p
          id={noteId}
          className={error ? 'account-error' : 'account-hint'}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}
