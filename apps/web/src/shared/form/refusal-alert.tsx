/** A money form's refusal said under the form (useRefusal's `text`), read out as it appears. */
export function RefusalAlert({
  text,
  className,
  id,
}: {
  text: string | undefined;
  className: string;
  id?: string;
}) {
  if (!text) return null;
  return (
    <p id={id} className={className} role="alert">
      {text}
    </p>
  );
}
