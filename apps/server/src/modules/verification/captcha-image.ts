import { randomBytes } from 'node:crypto';
import { encodePng } from '@/lib/png.js';
import {
  canvasBytes,
  createCanvas,
  flatten,
  hexColour,
  stroke,
  type Canvas,
  type Point,
  type Polyline,
  type Segment,
} from '@/lib/raster.js';

/**
 * Skeletons of the digits 0–9 in a 12 × 20 box (absolute M, L, H, V, C and Z path data), drawn by
 * hand. They never leave the server as shapes: each picture jitters, places, bends and rasterises
 * them into pixels, so the image holds no path, text or glyph a script could match.
 */
const GLYPHS: readonly string[] = [
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

/** The picture's size in CSS pixels. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/** Device pixels per CSS pixel: drawn at 2× so a phone's screen shows it sharp. */
export const CAPTCHA_SCALE = 2;
const W = CAPTCHA_WIDTH * CAPTCHA_SCALE;
const H = CAPTCHA_HEIGHT * CAPTCHA_SCALE;

/** Light digits on a dark chip: readable on the dark theme and on a light page alike. */
const BACKGROUND = hexColour('#1e293b');
const INK = ['#fde68a', '#93c5fd', '#f9a8d4', '#86efac', '#fdba74', '#c4b5fd'].map(hexColour);
const DIM = ['#64748b', '#475569', '#94a3b8'].map(hexColour);
const SPECKLE = [...INK, ...DIM];

type Stroke = Segment[];
type Warp = (point: Point) => Point;
type Colour = (typeof INK)[number];
/** Noise curves: their colours, their ends' band (noiseCurve), their [min, max) width and alpha. */
type NoiseCurves = {
  palette: readonly Colour[];
  band: number;
  width: [number, number];
  alpha: [number, number];
};

let pool = Buffer.alloc(0);
let drawn = 0;
/** A uniform number in [min, max) from the CSPRNG, read from a pool (a picture takes ~1500). */
function uniform(min: number, max: number): number {
  if (drawn + 4 > pool.length) {
    pool = randomBytes(8192);
    drawn = 0;
  }
  const unit = pool.readUInt32LE(drawn) / 2 ** 32;
  drawn += 4;
  return min + unit * (max - min);
}
const pick = <T>(items: readonly T[], fallback: T): T =>
  items[Math.floor(uniform(0, items.length))] ?? fallback;

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

/** This picture's wave: every point of every line moves along two sines. */
function createWarp(): Warp {
  const [ax, ay] = [uniform(1.5, 3), uniform(2.5, 4.5)];
  const [fx, fy] = [(2 * Math.PI) / uniform(90, 150), (2 * Math.PI) / uniform(40, 70)];
  const [px, py] = [uniform(0, 2 * Math.PI), uniform(0, 2 * Math.PI)];
  return ([x, y]) => [x + ax * Math.sin(y * fy + px), y + ay * Math.sin(x * fx + py)];
}

/** One digit in its slot: jittered, scaled, rotated and moved, then bent by the wave. */
function digit(value: number, index: number, count: number, warp: Warp): Polyline[] {
  const margin = 12;
  const slot = (W - 2 * margin) / count;
  const scale = uniform(2.15, 2.45);
  const cx = margin + slot * (index + 0.5) + uniform(-3, 3);
  const cy = H / 2 + uniform(-3.5, 3.5);
  const angle = (uniform(-15, 15) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // rotate about the glyph's centre (6, 10), scale, and centre it at (cx, cy)
  const place = ([px, py]: Point): Point => {
    const [dx, dy] = [px - 6, py - 10];
    return [cx + (dx * cos - dy * sin) * scale, cy + (dx * sin + dy * cos) * scale];
  };
  return (PARSED[value] ?? []).map((glyphStroke) =>
    flatten(jitter(glyphStroke, 0.45).map((segment) => segment.map(place))).map(warp),
  );
}

/** A curve from edge to edge, its ends within `band` (a share of the height) of the middle. */
function noiseCurve(warp: Warp, band: number): Polyline {
  const y = (): number => uniform(H * (0.5 - band), H * (0.5 + band));
  const curve: Segment = [
    [uniform(-10, 20), y()],
    [uniform(40, 100), uniform(-20, H + 20)],
    [uniform(140, 200), uniform(-20, H + 20)],
    [uniform(W - 20, W + 10), y()],
  ];
  return flatten([curve]).map(warp);
}

/** Three noise curves, each in a colour of `palette`, its width and alpha at random. */
function drawNoiseCurves(canvas: Canvas, warp: Warp, { palette, band, width, alpha }: NoiseCurves) {
  for (let i = 0; i < 3; i += 1) {
    const colour = pick(palette, BACKGROUND);
    stroke(canvas, [noiseCurve(warp, band)], {
      width: uniform(...width),
      colour,
      alpha: uniform(...alpha),
    });
  }
}

function drawNoiseBehind(canvas: Canvas, warp: Warp) {
  drawNoiseCurves(canvas, warp, { palette: DIM, band: 0.45, width: [1.5, 3], alpha: [0.5, 0.9] });
  for (let i = 0; i < 160; i += 1) {
    const colour = pick(SPECKLE, BACKGROUND);
    stroke(canvas, [[[uniform(0, W), uniform(0, H)]]], {
      width: uniform(1, 2.6),
      colour,
      alpha: uniform(0.3, 0.8),
    });
  }
}

/**
 * Lines across the digits, thinner than their strokes: three in ink colours, so colour does not
 * single out the digits, and one cut in the background colour that breaks them.
 */
function drawNoiseInFront(canvas: Canvas, warp: Warp) {
  drawNoiseCurves(canvas, warp, { palette: INK, band: 0.35, width: [1.4, 2.2], alpha: [0.7, 0.9] });
  stroke(canvas, [noiseCurve(warp, 0.15)], { width: uniform(1.4, 1.9), colour: BACKGROUND });
}

/**
 * The captcha picture of `code` as a PNG, 240 × 80 pixels (shown at 120 × 40 CSS px): dim curves
 * and speckles, then the digits (each its own size, tilt, place and light colour, all bent by one
 * wave), then thinner lines across them. Every call draws a new picture.
 */
export function renderCaptchaPng(code: string): Buffer {
  const values = (code.match(/\d/g) ?? []).map(Number);
  const warp = createWarp();
  const canvas = createCanvas(W, H, BACKGROUND);
  drawNoiseBehind(canvas, warp);
  values.forEach((value, index) => {
    const colour = pick(INK, BACKGROUND);
    stroke(canvas, digit(value, index, values.length, warp), { width: uniform(4.6, 5.4), colour });
  });
  drawNoiseInFront(canvas, warp);
  return encodePng(W, H, canvasBytes(canvas));
}

/** The picture as the `data:` URL the client puts in an <img> (SPEC §3: a base64 image in value). */
export const captchaDataUrl = (code: string): string =>
  `data:image/png;base64,${renderCaptchaPng(code).toString('base64')}`;
