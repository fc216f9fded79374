/**
 * A playing card and a casino chip: the providers' games ("Casino & more") wherever a badge draws
 * them, in a 40-unit box moved by `dx`, `dy`. Decorative: the name is text beside it.
 */
export function CardChip({
  chip,
  ring,
  dx = 0,
  dy = 0,
}: {
  chip: string;
  ring: string;
  dx?: number;
  dy?: number;
}) {
  return (
    <g transform={`translate(${dx} ${dy})`}>
      <g transform="rotate(-10 18 18)">
        <rect x="9" y="6" width="18" height="25" rx="3" fill="#f5f7ff" />
        <path d="M15 14l3-4 3 4-3 4z" fill="#d7373f" />
      </g>
      <circle cx="27" cy="27" r="9" fill={chip} stroke={ring} strokeWidth="2" />
      <circle
        cx="27"
        cy="27"
        r="4.5"
        fill="none"
        stroke={ring}
        strokeWidth="1.5"
        strokeDasharray="2 2"
      />
    </g>
  );
}
