/**
 * A progress bar of what has been wagered against what is required (a bonus's or the deposits'
 * turnover), named by the heading `labelledBy`; `text` reads the figures out.
 */
export function WagerProgress({
  labelledBy,
  className,
  wagered,
  required,
  text,
}: {
  labelledBy: string;
  className: string;
  wagered: number;
  required: number;
  text: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={Math.min(wagered, required)}
      aria-valuetext={text}
    >
      <span style={{ ['--share' as string]: wagerShare(wagered, required) }} />
    </div>
  );
}

/** How much of the requirement is wagered, 0 to 1 (0 when nothing is required). */
export const wagerShare = (wagered: number, required: number) =>
  required > 0 ? Math.min(1, wagered / required) : 0;
