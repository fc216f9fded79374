import { PASSWORD_MAX_LENGTH } from '@app/contracts';
import { useState } from 'react';
import { RevealToggle } from './reveal-toggle';
import { TextField } from './text-field';

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

/** A labelled password input with one show/hide toggle: a masked text field. */
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
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      hint={hint}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      digitsOnly={digitsOnly}
      disabled={disabled}
      onEdit={onEdit}
      end={(id) => (
        <RevealToggle
          id={id}
          className="form-adornment"
          isVisible={isVisible}
          onToggle={() => setVisible((shown) => !shown)}
        />
      )}
    />
  );
}
