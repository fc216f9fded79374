/**
 * A tiny software rasteriser: anti-aliased round-capped strokes on an RGB pixel buffer. Enough to
 * draw a captcha without a native canvas package.
 */
export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];
/** A straight line (2 points) or a cubic Bézier (4 points), in absolute coordinates. */
export type Segment = readonly Point[];
/** Points joined by straight lines, in pixels; a single point is a dot. */
export type Polyline = Point[];

/** RGB pixels (0–255 as floats, rows top to bottom) and a coverage buffer for one stroke. */
export type Canvas = { width: number; height: number; rgb: Float32Array; cover: Float32Array };

export const hexColour = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
];

export function createCanvas(width: number, height: number, background: Rgb): Canvas {
  const rgb = new Float32Array(width * height * 3);
  const [r, g, b] = background;
  for (let i = 0; i < rgb.length; i += 3) {
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  }
  return { width, height, rgb, cover: new Float32Array(width * height) };
}

/** The pixels as bytes (rounded and clamped by the typed-array conversion). */
export const canvasBytes = (canvas: Canvas): Uint8Array =>
  new Uint8Array(new Uint8ClampedArray(canvas.rgb).buffer);

/** Segments as one polyline, each cubic cut into pieces about `step` px long. */
export function flatten(segments: readonly Segment[], step = 3): Polyline {
  const points: Point[] = [];
  for (const [p0, p1, p2, p3] of segments) {
    if (!p0 || !p1) continue;
    if (points.length === 0) points.push(p0);
    if (!p2 || !p3) {
      points.push(p1);
      continue;
    }
    const hull =
      Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) +
      Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) +
      Math.hypot(p3[0] - p2[0], p3[1] - p2[1]);
    const steps = Math.max(2, Math.ceil(hull / step));
    for (let k = 1; k <= steps; k += 1) {
      const t = k / steps;
      const u = 1 - t;
      const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      points.push([
        a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
        a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
      ]);
    }
  }
  return points;
}

/** Coverage of every pixel near segment a–b for a stroke reaching `reach` px from its centre. */
function cover(canvas: Canvas, a: Point, b: Point, reach: number) {
  const { width, height } = canvas;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + reach));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const qx = x + 0.5 - a[0];
      const qy = y + 0.5 - a[1];
      const t = length2 > 0 ? Math.min(1, Math.max(0, (qx * dx + qy * dy) / length2)) : 0;
      const distance = Math.sqrt((qx - t * dx) ** 2 + (qy - t * dy) ** 2);
      const coverage = Math.min(1, reach - distance);
      const index = y * width + x;
      if (coverage > (canvas.cover[index] ?? 0)) canvas.cover[index] = coverage;
    }
  }
}

/**
 * Strokes `lines` `width` px wide with round ends and joins, anti-aliased over the edge pixel, in
 * `colour` at `alpha`. Where the lines cross themselves the colour is laid once, not twice.
 */
export function stroke(
  canvas: Canvas,
  lines: readonly Polyline[],
  { width, colour, alpha = 1 }: { width: number; colour: Rgb; alpha?: number },
) {
  const reach = width / 2 + 0.5;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const line of lines) {
    for (const [x, y] of line) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  const left = Math.max(0, Math.floor(x0 - reach));
  const right = Math.min(canvas.width - 1, Math.ceil(x1 + reach));
  const top = Math.max(0, Math.floor(y0 - reach));
  const bottom = Math.min(canvas.height - 1, Math.ceil(y1 + reach));
  if (left > right || top > bottom) return;
  const row = (y: number) => y * canvas.width;
  for (let y = top; y <= bottom; y += 1) canvas.cover.fill(0, row(y) + left, row(y) + right + 1);

  for (const line of lines) {
    for (let i = 0; i < Math.max(1, line.length - 1); i += 1) {
      const a = line[i];
      if (a) cover(canvas, a, line[i + 1] ?? a, reach);
    }
  }

  for (let y = top; y <= bottom; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const amount = (canvas.cover[row(y) + x] ?? 0) * alpha;
      if (amount <= 0) continue;
      const at = (row(y) + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        const under = canvas.rgb[at + c] ?? 0;
        canvas.rgb[at + c] = under + ((colour[c] ?? 0) - under) * amount;
      }
    }
  }
}
