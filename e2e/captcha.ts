import type { Page } from 'playwright-core';
import { GLYPHS } from '../apps/server/src/modules/verification/captcha-image';

/**
 * Reads the digits of a captcha picture by their shape, as a person would: the markup has no text
 * and no glyph copied as it is (each digit is placed, rotated, jittered and re-split in its own
 * coordinates), so every ink stroke is sampled, normalised and compared with the server's glyphs.
 */
type Point = [number, number];
/** A line (2 points) or a cubic Bézier (4 points). */
type Segment = Point[];

const SAMPLES = 64;
/** Digits are drawn rotated by up to ±14°. */
const ROTATIONS = [-16, -12, -8, -4, 0, 4, 8, 12, 16].map((degrees) => (degrees * Math.PI) / 180);
/** Above this (in units of the shape's RMS radius) a stroke is a decoy, not a digit. */
const MAX_DISTANCE = 0.12;
const CODE_LENGTH = 6;
const NOISE_COLOURS = new Set(['#64748b', '#475569', '#94a3b8']);

/** Absolute M, L, H, V, C and Z path data as segments. */
function parsePath(d: string): Segment[] {
  const tokens = d.match(/[MLHVCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const segments: Segment[] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let command = 'M';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/^[MLHVCZ]$/i.test(token)) {
      command = token.toUpperCase();
      i += 1;
    }
    if (command === 'M') {
      at = start = [next(), next()];
      command = 'L';
    } else if (command === 'Z') {
      segments.push([at, start]);
      at = start;
    } else if (command === 'C') {
      const segment: Segment = [at, [next(), next()], [next(), next()], [next(), next()]];
      segments.push(segment);
      at = segment[3] as Point;
    } else {
      const to: Point =
        command === 'H' ? [next(), at[1]] : command === 'V' ? [at[0], next()] : [next(), next()];
      segments.push([at, to]);
      at = to;
    }
  }
  return segments;
}

function pointAt(segment: Segment, t: number): Point {
  const [p0, p1, p2, p3] = segment as [Point, Point, Point?, Point?];
  if (!p2 || !p3) return [p0[0] + (p1[0] - p0[0]) * t, p0[1] + (p1[1] - p0[1]) * t];
  const u = 1 - t;
  const [a, b, c, e] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [
    a * p0[0] + b * p1[0] + c * p2[0] + e * p3[0],
    a * p0[1] + b * p1[1] + c * p2[1] + e * p3[1],
  ];
}

/** Points evenly spaced along all segments (by arc length), centred and scaled to RMS radius 1. */
function normalisedSamples(segments: Segment[]): { points: Point[]; x: number } {
  const dense = segments.flatMap((segment) =>
    Array.from({ length: 33 }, (_, k) => pointAt(segment, k / 32)),
  );
  const lengths = segments.map((_, s) => {
    let length = 0;
    for (let k = 1; k <= 32; k += 1) {
      const [a, b] = [dense[s * 33 + k - 1] as Point, dense[s * 33 + k] as Point];
      length += Math.hypot(b[0] - a[0], b[1] - a[1]);
    }
    return length;
  });
  const total = lengths.reduce((sum, length) => sum + length, 0) || 1;
  const points: Point[] = [];
  segments.forEach((segment, s) => {
    const count = Math.max(1, Math.round((SAMPLES * (lengths[s] ?? 0)) / total));
    for (let k = 0; k < count; k += 1) points.push(pointAt(segment, (k + 0.5) / count));
  });
  const cx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  const radius =
    Math.sqrt(
      points.reduce((sum, p) => sum + (p[0] - cx) ** 2 + (p[1] - cy) ** 2, 0) / points.length,
    ) || 1;
  return { points: points.map(([px, py]) => [(px - cx) / radius, (py - cy) / radius]), x: cx };
}

/** Mean distance from each point of `from` to the nearest point of `to`. */
function directed(from: Point[], to: Point[]): number {
  let sum = 0;
  for (const [ax, ay] of from) {
    let best = Infinity;
    for (const [bx, by] of to) best = Math.min(best, (ax - bx) ** 2 + (ay - by) ** 2);
    sum += Math.sqrt(best);
  }
  return sum / from.length;
}

const chamfer = (a: Point[], b: Point[]) => (directed(a, b) + directed(b, a)) / 2;

/** Each glyph's samples, at every rotation tried. */
const TEMPLATES = GLYPHS.map((glyph) => {
  const { points } = normalisedSamples(parsePath(glyph));
  return ROTATIONS.map((angle) => {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return points.map(([px, py]): Point => [px * cos - py * sin, px * sin + py * cos]);
  });
});

/** The best digit for one stroke, and how far it is from that glyph. */
function classify(points: Point[]): { digit: number; distance: number } {
  let best = { digit: -1, distance: Infinity };
  TEMPLATES.forEach((rotations, digit) => {
    for (const template of rotations) {
      const distance = chamfer(points, template);
      if (distance < best.distance) best = { digit, distance };
    }
  });
  return best;
}

/** Every ink-coloured stroke (digits and decoys) with its closest digit and centre x. */
export const inkStrokes = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)" stroke="([^"]+)"/g)]
    .filter((match) => !NOISE_COLOURS.has(match[2] ?? ''))
    .map((match) => {
      const { points, x } = normalisedSamples(parsePath(match[1] ?? ''));
      return { x, ...classify(points) };
    });

/** The digits of a captcha SVG document, left to right. */
export function readCaptchaSvg(svg: string, length = CODE_LENGTH): string {
  const ink = inkStrokes(svg)
    .filter((candidate) => candidate.distance <= MAX_DISTANCE)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, length);
  return ink
    .sort((a, b) => a.x - b.x)
    .map((candidate) => String(candidate.digit))
    .join('');
}

export function readCaptcha(dataUrl: string, length = CODE_LENGTH): string {
  const svg = Buffer.from(
    dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''),
    'base64',
  ).toString();
  return readCaptchaSvg(svg, length);
}

/** Types the captcha shown on the page into its field. */
export async function solveCaptcha(page: Page, field: ReturnType<Page['getByLabel']>) {
  const image = page.locator('.auth-captcha img');
  await image.waitFor();
  const src = await image.getAttribute('src');
  if (!src) throw new Error('captcha picture has no source');
  await field.fill(readCaptcha(src));
}
