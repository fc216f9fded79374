import { FieldShell, inputAria } from '@/shared/form/field-shell';
import { useField } from '@/shared/form/use-field';

/** A kit field holding a day (YYYY-MM-DD) through the phone's own date picker. */
export function DateField({
  name,
  label,
  min,
  max,
}: {
  name: string;
  label: string;
  min: string;
  max: string;
}) {
  const { id, value, error, attach, onChange, onBlur } = useField(name);
  return (
    <FieldShell id={id} label={label} required error={error}>
      <input
        id={id}
        ref={attach}
        className="form-input aa-date"
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        {...inputAria(id, error, true)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
