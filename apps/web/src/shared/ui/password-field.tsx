import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from './icons';

/**
 * The class names of the form a field sits in (the auth screens are dark, the account pages
 * light), and where that form puts a hint: inside the input as its placeholder, or under it.
 */
export type PasswordFieldLook = {
  field: string;
  fieldInvalid?: string;
  label?: string;
  required?: string;
  control: string;
  controlInvalid?: string;
  input?: string;
  toggle: string;
  error: string;
  hint?: string;
  hintAs: 'placeholder' | 'note';
};

export type PasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  look: PasswordFieldLook;
  /** Already translated; shown under the field, announced and linked by aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** Defaults to the longest password any merchant may allow, so passphrases are not cut. */
  maxLength?: number;
  /** Keeps only digits (a payment PIN). */
  digitsOnly?: boolean;
  disabled?: boolean;
};

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A labelled password input with a show/hide toggle; its error (or hint) is linked and announced. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  onBlur,
  look,
  error,
  hint,
  placeholder,
  required,
  inputRef,
  autoComplete,
  maxLength = PASSWORD_MAX_LENGTH,
  digitsOnly,
  disabled,
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const note = error ?? (look.hintAs === 'note' ? hint : undefined);
  const noteId = `${id}-note`;

  return (
    <div className={join(look.field, error && look.fieldInvalid)}>
      <label className={look.label} htmlFor={id}>
        {label}
        {/* Screen readers hear aria-required instead of the asterisk. */}
        {required && (
          <span className={look.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={join(look.control, error && look.controlInvalid)}>
        <input
          id={id}
          ref={inputRef}
          className={look.input}
          name={id}
          value={value}
          type={visible ? 'text' : 'password'}
          inputMode={digitsOnly ? 'numeric' : undefined}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={placeholder ?? (look.hintAs === 'placeholder' ? hint : undefined)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            onChange(digitsOnly ? next.replace(/\D/g, '') : next);
          }}
          onBlur={onBlur}
        />
        <button
          type="button"
          className={look.toggle}
          aria-label={visible ? t('password_hide') : t('password_show')}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOpenIcon /> : <EyeClosedIcon />}
        </button>
      </div>
      {note && (
        <p
          id={noteId}
          className={error ? look.error : look.hint}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}
