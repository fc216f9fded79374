import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeOpenIcon } from '../ui/icons';
import { FieldShell, inputAria } from './field-shell';
import { useField } from './use-field';

type Props = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** Defaults to the longest password any merchant may allow, so passphrases are not cut. */
  maxLength?: number;
  /** Keeps only digits (a payment PIN). */
  digitsOnly?: boolean;
  disabled?: boolean;
  onEdit?: (value: string) => void;
};

/** A labelled password input with one show/hide toggle. */
export function PasswordField({
  name,
  label,
  required,
  hint,
  autoComplete,
  maxLength = PASSWORD_MAX_LENGTH,
  digitsOnly,
  disabled,
  onEdit,
}: Props) {
  const { t } = useTranslation('common');
  const [isVisible, setVisible] = useState(false);
  const { id, value, error, attach, onChange, onBlur } = useField(name, onEdit);
  return (
    <FieldShell id={id} label={label} required={required} error={error} isDisabled={disabled}>
      <input
        id={id}
        ref={attach}
        className="form-input"
        name={name}
        value={value}
        type={isVisible ? 'text' : 'password'}
        inputMode={digitsOnly ? 'numeric' : undefined}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={hint}
        disabled={disabled}
        {...inputAria(id, error, required)}
        onChange={(event) => {
          const next = event.target.value;
          onChange(digitsOnly ? next.replace(/\D/g, '') : next);
        }}
        onBlur={onBlur}
      />
      <button
        type="button"
        className="form-adornment"
        aria-label={isVisible ? t('password_hide') : t('password_show')}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {isVisible ? <EyeOpenIcon /> : <EyeClosedIcon />}
      </button>
    </FieldShell>
  );
}
