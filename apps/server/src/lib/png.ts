import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colour type 3: indexed, 8 bits per pixel, with a PLTE chunk. */
const INDEXED = 3;
/** Colours are grouped by their top 5 bits per channel before the palette is chosen. */
const BINS = 1 << 15;

/** One chunk: length, type, data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const binOf = (r: number, g: number, b: number): number =>
  ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);

/**
 * At most 256 colours for `rgb`: pixels are grouped into bins of 32 × 32 × 32 levels, the 256
 * fullest bins become the palette (each its pixels' mean colour), and every other bin takes its
 * nearest palette colour. Lossy, but only where few pixels are (edges where colours cross).
 */
function quantise(rgb: Uint8Array): { palette: Buffer; indices: Uint8Array } {
  const pixels = rgb.length / 3;
  const count = new Uint32Array(BINS);
  const sum = new Float64Array(BINS * 3);
  const bins = new Uint16Array(pixels);
  for (let p = 0; p < pixels; p += 1) {
    const r = rgb[p * 3] ?? 0;
    const g = rgb[p * 3 + 1] ?? 0;
    const b = rgb[p * 3 + 2] ?? 0;
    const bin = binOf(r, g, b);
    bins[p] = bin;
    count[bin] = (count[bin] ?? 0) + 1;
    sum[bin * 3] = (sum[bin * 3] ?? 0) + r;
    sum[bin * 3 + 1] = (sum[bin * 3 + 1] ?? 0) + g;
    sum[bin * 3 + 2] = (sum[bin * 3 + 2] ?? 0) + b;
  }
  const used: number[] = [];
  for (let bin = 0; bin < BINS; bin += 1) if (count[bin]) used.push(bin);
  used.sort((a, b) => (count[b] ?? 0) - (count[a] ?? 0));

  const chosen = used.slice(0, 256);
  const palette = Buffer.alloc(chosen.length * 3);
  const indexOf = new Int16Array(BINS).fill(-1);
  chosen.forEach((bin, index) => {
    const n = count[bin] ?? 1;
    for (let c = 0; c < 3; c += 1) palette[index * 3 + c] = Math.round((sum[bin * 3 + c] ?? 0) / n);
    indexOf[bin] = index;
  });
  for (const bin of used.slice(256)) {
    const n = count[bin] ?? 1;
    const [r, g, b] = [0, 1, 2].map((c) => (sum[bin * 3 + c] ?? 0) / n) as [number, number, number];
    let [best, bestDistance] = [0, Infinity];
    for (let index = 0; index < chosen.length; index += 1) {
      const distance =
        (r - (palette[index * 3] ?? 0)) ** 2 +
        (g - (palette[index * 3 + 1] ?? 0)) ** 2 +
        (b - (palette[index * 3 + 2] ?? 0)) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [index, distance];
    }
    indexOf[bin] = best;
  }
  const indices = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p += 1) indices[p] = indexOf[bins[p] ?? 0] ?? 0;
  return { palette, indices };
}

/**
 * An indexed PNG of `rgb` (width × height × 3 bytes, rows top to bottom), reduced to at most 256
 * colours: a third of the bytes of truecolour before deflate, and far fewer after it.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: wrong pixel count');
  const { palette, indices } = quantise(rgb);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, INDEXED, 0, 0, 0], 8);
  // Each row: filter type 0 (none, the best for indexed pixels), then its indices.
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
