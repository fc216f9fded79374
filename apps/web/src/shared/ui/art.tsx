import type { SVGProps } from 'react';

/**
 * The pieces the site's drawings (heroes, placeholders, symbols) are made of, so a drawing reads
 * as a list of shapes. Colours and widths are the drawing's own.
 */
type PathProps = Omit<SVGProps<SVGPathElement>, 'd' | 'stroke' | 'strokeWidth'>;

/** A line: no fill, round ends. */
export function Stroke({
  d,
  color,
  width,
  ...rest
}: { d: string; color: string; width: number } & PathProps) {
  return (
    <path d={d} fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" {...rest} />
  );
}

/** A filled shape with an outline; `isRound` rounds the outline's corners. */
export function Outlined({
  d,
  fill,
  line,
  width,
  isRound = false,
}: {
  d: string;
  fill: string;
  line: string;
  width: number;
  isRound?: boolean;
}) {
  return (
    <path
      d={d}
      fill={fill}
      stroke={line}
      strokeWidth={width}
      strokeLinejoin={isRound ? 'round' : undefined}
    />
  );
}

/**
 * A four-pointed sparkle centred on (x, y): points `r` from the centre, its waist `waist` wide
 * on each side of the axes.
 */
export function Sparkle({
  x,
  y,
  r,
  waist,
  fill,
}: {
  x: number;
  y: number;
  r: number;
  waist: number;
  fill?: string;
}) {
  const [w, o, top] = [waist, r - waist, y - r].map((n) => Math.round(n * 100) / 100);
  const d = `M${x} ${top}l${w} ${o} ${o} ${w}-${o} ${w}-${w} ${o}-${w}-${o}-${o}-${w} ${o}-${w}z`;
  return <path d={d} fill={fill} />;
}
