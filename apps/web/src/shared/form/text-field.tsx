import type { HTMLAttributes, ReactNode } from 'react';
import { FieldShell, inputAria } from './field-shell';
import { useField } from './use-field';

export type TextFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  /** A short help shown in the empty input (its placeholder). */
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Keeps only digits (codes, mobile numbers). */
  digitsOnly?: boolean;
  disabled?: boolean;
  /** Hears every edit the member makes. */
  onEdit?: (value: string) => void;
  /** Writes the value out in its usual form once the field is left (12.5 → 12.50). */
  tidy?: (value: string) => string;
  start?: ReactNode;
  /** After the input; given the input's id (a show/hide toggle controls it). */
  end?: ReactNode | ((id: string) => ReactNode);
};

/** A labelled text input of a kit form. */
export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  digitsOnly,
  disabled,
  onEdit,
  tidy,
  start,
  end,
}: TextFieldProps) {
  const { id, value, error, attach, onChange, onBlur } = useField(name, onEdit);
  return (
    <FieldShell id={id} label={label} required={required} error={error} isDisabled={disabled}>
      {start}
      <input
        id={id}
        ref={attach}
        className="form-input"
        name={name}
        value={value}
        type={type}
        inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
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
        onBlur={() => {
          const tidied = tidy?.(value);
          if (tidied !== undefined && tidied !== value) onChange(tidied);
          onBlur();
        }}
      />
      {typeof end === 'function' ? end(id) : end}
    </FieldShell>
  );
}
