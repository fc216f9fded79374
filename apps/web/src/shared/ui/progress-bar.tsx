/** A 0–100 % bar (role progressbar): the inner span's width is the share done. */
export function ProgressBar({
  className,
  label,
  percent,
}: {
  className: string;
  label: string;
  percent: number;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
