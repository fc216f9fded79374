/**
 * A linear gradient for an SVG's <defs>, its colours spread evenly from 0 to 1: diagonal (top
 * left to bottom right) unless vertical.
 */
export function Gradient({
  id,
  colors,
  vertical = false,
}: {
  id: string;
  colors: readonly string[];
  vertical?: boolean;
}) {
  const last = colors.length - 1;
  return (
    <linearGradient id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2="1">
      {colors.map((color, i) => (
        <stop key={i} offset={String(i / last)} stopColor={color} />
      ))}
    </linearGradient>
  );
}

/** A radial gradient for an SVG's <defs>: colour i at offsets[i]. */
export function RadialGradient({
  id,
  cx,
  cy,
  r,
  colors,
  offsets,
}: {
  id: string;
  cx: string;
  cy: string;
  r: string;
  colors: readonly string[];
  offsets: readonly number[];
}) {
  return (
    <radialGradient id={id} cx={cx} cy={cy} r={r}>
      {colors.map((color, i) => (
        <stop key={i} offset={String(offsets[i])} stopColor={color} />
      ))}
    </radialGradient>
  );
}
