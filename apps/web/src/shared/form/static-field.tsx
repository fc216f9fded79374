import { FieldShell } from './field-shell';

/** A value shown read-only in a form's look (the account a form changes), not part of its values. */
export function StaticField({
  id,
  label,
  value,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  autoComplete?: string;
}) {
  return (
    <FieldShell id={id} label={label}>
      <input
        id={id}
        className="form-input is-readonly"
        value={value}
        readOnly
        autoComplete={autoComplete}
      />
    </FieldShell>
  );
}
