import type { HTMLAttributes, ReactNode, Ref } from 'react';

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and announced; linked to the input by aria-describedby. */
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Keeps only digits (codes, mobile numbers). */
  digitsOnly?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  start?: ReactNode;
  end?: ReactNode;
};

/** A labelled input for dark forms: asterisk when required, error text linked and announced. */
export function TextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  hint,
  inputRef,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  digitsOnly,
  disabled,
  readOnly,
  start,
  end,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label className="auth-label" htmlFor={id}>
        {label}
        {/* Screen readers hear aria-required instead of the asterisk. */}
        {required && (
          <span className="auth-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={`auth-control${disabled ? ' is-disabled' : ''}`}>
        {start}
        <input
          id={id}
          ref={inputRef}
          className="auth-input"
          name={id}
          value={value}
          type={type}
          inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={maxLength}
          placeholder={hint}
          disabled={disabled}
          readOnly={readOnly}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            onChange(digitsOnly ? next.replace(/\D/g, '') : next);
          }}
          onBlur={onBlur}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="auth-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
