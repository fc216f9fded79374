import type { ReactNode, Ref } from 'react';

export type FieldShellProps = {
  id: string;
  label: string;
  /** Marks the label with an asterisk (SPEC §5); screen readers hear aria-required instead. */
  required?: boolean;
  /** Already in the user's language; shown under the control, announced. */
  error?: string | undefined;
  isDisabled?: boolean;
  children: ReactNode;
};

/** Label with its asterisk, the control, and the error under it: the one look of every field. */
export function FieldShell({ id, label, required, error, isDisabled, children }: FieldShellProps) {
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="form-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={`form-control${isDisabled ? ' is-disabled' : ''}`}>{children}</div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The input's own attributes that tie it to its shell. */
export function inputAria(id: string, error: string | undefined, required: boolean | undefined) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export type InputRef = Ref<HTMLInputElement>;
