import { randomInt } from 'node:crypto';

/**
 * Stroke paths of the digits 0–9 in a 12 × 20 box, drawn by hand. Paths rather than <text>: no
 * font is needed. They are never copied into an image as they are: every picture bakes its own
 * placement into the coordinates, jitters every point and re-splits the segments at random, so
 * neither the numbers nor the command sequence of a digit repeat between pictures.
 */
export const GLYPHS: readonly string[] = [
  'M6 1C0.5 1 0.5 19 6 19C11.5 19 11.5 1 6 1Z',
  'M3 4.5L7 1V19M3.5 19H10.5',
  'M1.5 5.5C1.5 0 10.5 0 10.5 5.5C10.5 9.5 2 13 1.5 19H10.5',
  'M1.5 3C4 0 10.5 0.5 10 5C9.6 8.5 6 9.5 4.5 9.5C7 9.5 11 10.5 10.6 14.5C10 19.5 3 20 1.5 16.5',
  'M8.5 19V1L1 13.5H11',
  'M10 1H2.5L1.8 9C4 7 10.6 7 10.6 13C10.6 19 4 20 1.5 16.5',
  'M9.5 2C4 0 1.5 6 1.5 12C1.5 17 4 19 6.3 19C9.5 19 11 16.5 11 13.5C11 10 8.5 8.5 6.3 8.5C4 8.5 2 10 1.6 12',
  'M1 1H11L4.5 19',
  'M6 9.5C1.5 9 1.5 1 6 1C10.5 1 10.5 9 6 9.5C0.8 10 0.8 19 6 19C11.2 19 11.2 10 6 9.5Z',
  'M10.5 7C10 10 8 11.5 6 11.5C3 11.5 1 9.5 1 6.3C1 3 3 1 6 1C9 1 10.5 3.5 10.5 8C10.5 14 8.5 19 3 18.5',
];

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Light digits on a dark chip: readable on the dark theme and on a light page alike. */
const BACKGROUND = '#1e293b';
const INK = ['#fde68a', '#93c5fd', '#f9a8d4', '#86efac', '#fdba74', '#c4b5fd'];
const NOISE = ['#64748b', '#475569', '#94a3b8'];
/** Decoy strokes and noise curves behind always add up to this, so the path count tells nothing. */
const FILLER_PATHS = 5;
/** Jitter of every point, in units of the 12 × 20 glyph box. */
const JITTER = 0.6;

type Point = readonly [number, number];
/** A straight line (2 points) or a cubic Bézier (4 points), in absolute coordinates. */
type Segment = readonly Point[];
type Stroke = Segment[];

/** A uniform number in [min, max) from the CSPRNG. */
const uniform = (min: number, max: number): number =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
/** The same, rounded to one decimal for a compact SVG. */
const rand = (min: number, max: number): number => Math.round(uniform(min, max) * 10) / 10;
const pick = <T>(items: readonly T[], fallback: T): T =>
  items[randomInt(0, items.length)] ?? fallback;
const num = (value: number): string => String(Math.round(value * 100) / 100);

/** Parses a glyph (absolute M, L, H, V, C and Z) into strokes of lines and cubics. */
function parseGlyph(d: string): Stroke[] {
  const tokens = d.match(/[MLHVCZ]|-?\d*\.?\d+/g) ?? [];
  const strokes: Stroke[] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let command = 'M';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/[MLHVCZ]/.test(token)) {
      command = token;
      i += 1;
    }
    const current = strokes[strokes.length - 1];
    if (command === 'M') {
      at = start = [next(), next()];
      strokes.push([]);
      command = 'L';
    } else if (command === 'Z') {
      current?.push([at, start]);
      at = start;
    } else if (command === 'C') {
      const segment: Point[] = [at, [next(), next()], [next(), next()], [next(), next()]];
      current?.push(segment);
      at = segment[3] ?? at;
    } else {
      const to: Point =
        command === 'H' ? [next(), at[1]] : command === 'V' ? [at[0], next()] : [next(), next()];
      current?.push([at, to]);
      at = to;
    }
  }
  return strokes;
}

const PARSED = GLYPHS.map(parseGlyph);

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

/** Splits a segment at t: a line at a point along it, a cubic by de Casteljau. */
function split(segment: Segment, t: number): [Segment, Segment] {
  const [p0, p1, p2, p3] = segment;
  if (!p0 || !p1) return [segment, segment];
  if (!p2 || !p3) {
    const mid = lerp(p0, p1, t);
    return [
      [p0, mid],
      [mid, p1],
    ];
  }
  const [a, b, c] = [lerp(p0, p1, t), lerp(p1, p2, t), lerp(p2, p3, t)];
  const [d, e] = [lerp(a, b, t), lerp(b, c, t)];
  const f = lerp(d, e, t);
  return [
    [p0, a, d, f],
    [f, e, c, p3],
  ];
}

/** Cuts a segment into 1–3 pieces at random places. */
function subdivide(segment: Segment): Segment[] {
  const pieces = randomInt(1, 4);
  if (pieces === 1) return [segment];
  const [first, rest] = split(segment, uniform(0.25, 0.75) / (pieces === 3 ? 1.5 : 1));
  return pieces === 2 ? [first, rest] : [first, ...split(rest, uniform(0.35, 0.65))];
}

/** Moves every point by up to ±amount, keeping shared end points shared (the stroke stays joined). */
function jitter(stroke: Stroke, amount: number): Stroke {
  const moved = new Map<string, Point>();
  const move = (point: Point, shared: boolean): Point => {
    const key = `${point[0]},${point[1]}`;
    const known = shared ? moved.get(key) : undefined;
    if (known) return known;
    const result: Point = [
      point[0] + uniform(-amount, amount),
      point[1] + uniform(-amount, amount),
    ];
    if (shared) moved.set(key, result);
    return result;
  };
  return stroke.map((segment) =>
    segment.map((point, index) => move(point, index === 0 || index === segment.length - 1)),
  );
}

/** The same stroke drawn from its other end. */
const reversed = (stroke: Stroke): Stroke =>
  stroke.map((segment) => [...segment].reverse()).reverse();

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Absolute M/L/C commands for strokes already in image coordinates. */
function pathData(strokes: Stroke[]): string {
  const commands: string[] = [];
  for (const stroke of strokes) {
    const first = stroke[0]?.[0];
    if (!first) continue;
    commands.push(`M${num(first[0])} ${num(first[1])}`);
    for (const segment of stroke) {
      const points = segment.slice(1).map(([x, y]) => `${num(x)} ${num(y)}`);
      commands.push(`${segment.length === 4 ? 'C' : 'L'}${points.join(' ')}`);
    }
  }
  return commands.join('');
}

function inkPath(strokes: Stroke[]): string {
  return (
    `<path d="${pathData(strokes)}" stroke="${pick(INK, '#fde68a')}"` +
    ` stroke-width="${rand(2.4, 2.8)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** One digit in its slot: jittered, re-split, then scaled, rotated and moved in the coordinates. */
function digit(value: number, index: number, count: number): string {
  const slot = (CAPTCHA_WIDTH - 16) / count;
  const scale = uniform(1.2, 1.4);
  const x = 8 + slot * index + (slot - 12 * scale) / 2 + uniform(-1.5, 1.5);
  const y = (CAPTCHA_HEIGHT - 20 * scale) / 2 + uniform(-2.5, 2.5);
  const angle = (uniform(-14, 14) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // rotate about the glyph's centre (6, 10), then scale and move into the slot
  const place = ([px, py]: Point): Point => {
    const [dx, dy] = [px - 6, py - 10];
    return [x + (6 + dx * cos - dy * sin) * scale, y + (10 + dx * sin + dy * cos) * scale];
  };
  const strokes = (PARSED[value] ?? []).map((stroke) => {
    const pieces = jitter(stroke, JITTER).flatMap(subdivide);
    const drawn = randomInt(0, 2) === 0 ? pieces : reversed(pieces);
    return drawn.map((segment) => segment.map(place));
  });
  return inkPath(shuffle(strokes));
}

/** A short wavy stroke in an ink colour, so colour alone does not pick out the digits. */
function decoy(): string {
  const length = uniform(6, 9);
  const angle = uniform(0, Math.PI);
  const [dx, dy] = [Math.cos(angle) * length, Math.sin(angle) * length];
  const [nx, ny] = [-dy * uniform(0.25, 0.45), dx * uniform(0.25, 0.45)];
  const start: Point = [
    uniform(6 - Math.min(0, dx), CAPTCHA_WIDTH - 6 - Math.max(0, dx)),
    uniform(6, CAPTCHA_HEIGHT - 6 - dy),
  ];
  const at = (t: number, bend: number): Point => [
    start[0] + dx * t + nx * bend,
    start[1] + dy * t + ny * bend,
  ];
  const sign = randomInt(0, 2) === 0 ? 1 : -1;
  const stroke: Stroke = [
    [at(0, 0), at(0.15, sign), at(0.35, sign), at(0.5, 0)],
    [at(0.5, 0), at(0.65, -sign), at(0.85, -sign), at(1, 0)],
  ];
  return inkPath([jitter(stroke, 0.4).flatMap(subdivide)]);
}

function noiseCurve(width: number): string {
  const color = pick(NOISE, '#64748b');
  const [y1, y2, c1, c2] = [rand(4, 36), rand(4, 36), rand(-10, 50), rand(-10, 50)];
  return (
    `<path d="M${rand(-5, 10)} ${y1}C${rand(20, 50)} ${c1} ${rand(70, 100)} ${c2} ${rand(110, 125)} ${y2}"` +
    ` stroke="${color}" stroke-width="${width}" fill="none" opacity="0.8"/>`
  );
}

function noiseDot(): string {
  const color = pick(NOISE, '#94a3b8');
  return `<circle cx="${rand(0, CAPTCHA_WIDTH)}" cy="${rand(0, CAPTCHA_HEIGHT)}" r="${rand(0.5, 1.5)}" fill="${color}"/>`;
}

/**
 * The captcha picture of `code` as an SVG document (120 × 40): noise behind, then the digits and
 * 2–3 decoy strokes in random document order (reading order is by position only), then one noise
 * line in front. There are always `digits + 6` paths.
 */
export function renderCaptchaSvg(code: string): string {
  const values = (code.match(/\d/g) ?? []).map(Number);
  const decoys = randomInt(2, 4);
  const behind = Array.from({ length: FILLER_PATHS - decoys }, () => noiseCurve(rand(1, 1.4)));
  const dots = Array.from({ length: 28 }, noiseDot);
  const ink = shuffle([
    ...values.map((value, index) => digit(value, index, values.length)),
    ...Array.from({ length: decoys }, decoy),
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"` +
    ` viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img" aria-label="captcha">` +
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" rx="6" fill="${BACKGROUND}"/>` +
    [...behind, ...dots, ...ink, noiseCurve(0.8)].join('') +
    `</svg>`
  );
}

/** The SVG as the `data:` URL the client puts in an <img> (SPEC §3: a base64 image in value). */
export const captchaDataUrl = (code: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(code)).toString('base64')}`;
