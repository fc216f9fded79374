import { createHash } from 'node:crypto';
import type { GameType } from '@app/contracts';
import sharp from 'sharp';

/**
 * Game icons and vendor logos, drawn here as small SVGs (nothing from outside hosts): a gradient
 * and pattern from the game's own hash, a motif by category, and the name in readable type.
 * Deterministic, so a URL carrying the content hash can be cached for good.
 *
 * Phones get them as WebP (`artWebp`): a raster image is decoded off the page's main thread,
 * where each SVG <img> costs a document of its own to parse, lay out and paint, a dozen of them on
 * home and 26 on a game list page.
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest();
export const contentHash = (svg: string) => hashOf(svg).toString('base64url').slice(0, 10);

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="800"';

const SPADE =
  '<path d="M50 8C34 30 14 40 14 58c0 12 10 20 21 20 6 0 10-3 12-6-2 10-6 16-12 20h30c-6-4-10-10-12-20 2 3 6 6 12 6 11 0 21-8 21-20C86 40 66 30 50 8z"/>';
const CHIP =
  '<circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="14 10"/><circle cx="50" cy="50" r="24"/>';

/** White motifs on a 100×100 grid by category; a game's hash picks one of its category's. */
const MOTIFS: Record<GameType, readonly string[]> = {
  SLOTS: [
    `<text x="50" y="82" font-size="88" text-anchor="middle" ${FONT}>7</text>`,
    '<path d="M50 6l13 28 30 3-23 20 7 30-27-16-27 16 7-30L7 37l30-3z"/>',
    '<path d="M20 36 34 16h32l14 20-30 48z"/>',
    '<path d="M10 76V30l20 18 20-32 20 32 20-18v46z"/>',
  ],
  FISH: [
    '<path d="M8 50c18-26 52-26 70 0-18 26-52 26-70 0zm70 0 18-16v32z"/><circle cx="28" cy="45" r="5" fill="#000" fill-opacity=".35"/>',
  ],
  LIVE: [
    CHIP,
    '<circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-width="8"/><path d="M50 10v80M10 50h80M22 22l56 56M78 22 22 78" stroke="#fff" stroke-width="4"/><circle cx="50" cy="50" r="12"/>',
  ],
  CARDS: [
    SPADE,
    '<path d="M50 88C20 64 8 48 8 32 8 18 18 10 30 10c9 0 16 6 20 14 4-8 11-14 20-14 12 0 22 8 22 22 0 16-12 32-42 56z"/>',
    '<path d="M50 6 84 50 50 94 16 50z"/>',
    '<circle cx="50" cy="30" r="18"/><circle cx="30" cy="58" r="18"/><circle cx="70" cy="58" r="18"/><path d="M44 56h12l6 34H38z"/>',
  ],
  SPORTS: [
    '<circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-width="7"/><path d="M50 30l19 14-7 22H38l-7-22z"/>',
  ],
  ESPORTS: [
    '<path d="M22 32h56c10 0 16 22 16 34 0 8-8 12-14 6l-10-10H30L20 72c-6 6-14 2-14-6 0-12 6-34 16-34z"/><path d="M26 46h12M32 40v12" stroke="#000" stroke-opacity=".35" stroke-width="5"/>',
  ],
  COCKFIGHT: [
    '<path d="M30 84c-10-14-8-34 6-46-2-10 4-22 16-24l-4 10 10-6-2 10c10 2 18 10 20 20l12 4-12 6c-2 14-12 24-26 26z"/>',
  ],
  INHOUSE: [
    '<circle cx="50" cy="50" r="38"/><circle cx="38" cy="36" r="10" fill="#000" fill-opacity=".15"/>',
  ],
  LOTTERY: [
    '<circle cx="28" cy="62" r="20"/><circle cx="72" cy="62" r="20"/><circle cx="50" cy="30" r="20"/>',
  ],
};
const motifOf = (type: GameType, pickByte = 0) => {
  const motifs = MOTIFS[type];
  return motifs[pickByte % motifs.length] ?? '';
};

/** One of four background patterns, chosen by the game's hash. */
const PATTERNS = [
  '<path d="M0 40h200M0 90h200M0 140h200" stroke="#fff" stroke-opacity=".08" stroke-width="18"/>',
  '<g fill="#fff" fill-opacity=".08"><circle cx="30" cy="30" r="22"/><circle cx="170" cy="60" r="30"/><circle cx="40" cy="150" r="16"/></g>',
  '<path d="M100 90 0 0h60zM100 90 200 0h-60zM100 90 0 200V120z" fill="#fff" fill-opacity=".07"/>',
  '<path d="M-20 160 200 -20v50L30 200z" fill="#fff" fill-opacity=".08"/>',
];

/** Splits a name into at most two lines of similar length. */
function lines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 12 || words.length === 1) return [name];
  let best = [name];
  let bestGap = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const pair = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const gap = Math.max(pair[0]?.length ?? 0, pair[1]?.length ?? 0);
    if (gap < bestGap) [best, bestGap] = [pair, gap];
  }
  return best;
}

export type GameArtInput = {
  vendorCode: string;
  gameId: string;
  name: string;
  gameType: GameType;
  vendorColor: string;
};

/** A drawing as WebP at its own size, the name in the server's fonts. */
export const artWebp = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();

/** A 200×200 game tile. */
export function gameIconSvg(game: GameArtInput): string {
  const h = hashOf(`${game.vendorCode}/${game.gameId}/${game.name}`);
  const hue = ((h[0] ?? 0) * 256 + (h[1] ?? 0)) % 360;
  const hue2 = (hue + 25 + ((h[2] ?? 0) % 70)) % 360;
  const from = `hsl(${hue} 72% ${38 + ((h[3] ?? 0) % 12)}%)`;
  const to = `hsl(${hue2} 80% ${18 + ((h[4] ?? 0) % 10)}%)`;
  const tilt = ((h[5] ?? 0) % 31) - 15;
  const size = 0.9 + ((h[6] ?? 0) % 30) / 100;
  const text = lines(game.name);
  const longest = Math.max(...text.map((line) => line.length));
  const fontSize = Math.max(14, Math.min(24, Math.floor(300 / Math.max(longest, 1))));
  const baseY = text.length === 1 ? 168 : 150;
  const label = text
    .map(
      (line, n) =>
        `<text x="100" y="${baseY + n * (fontSize + 3)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="28" fill="url(#g)"/>${PATTERNS[(h[7] ?? 0) % PATTERNS.length] ?? ''}` +
    `<g fill="#fff" fill-opacity=".9" transform="translate(100 72) rotate(${tilt}) scale(${size.toFixed(2)}) translate(-50 -50)">${motifOf(game.gameType, h[8])}</g>` +
    `<rect x="12" y="12" width="${game.vendorCode.length * 8 + 14}" height="20" rx="10" fill="${game.vendorColor}"/>` +
    `<text x="19" y="27" font-size="12" fill="#fff" ${FONT}>${escapeXml(game.vendorCode)}</text>` +
    `<g fill="#fff" text-anchor="middle" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke" ${FONT}>${label}</g></svg>`
  );
}

export type VendorArtInput = {
  code: string;
  displayName: string;
  gameType: GameType;
  color: string;
};

/** The vendor's wordmark in its colour (carousel and filters), 240×80. */
export function vendorSmallSvg(vendor: VendorArtInput): string {
  const name = escapeXml(vendor.displayName);
  const fontSize = Math.min(30, Math.floor(380 / Math.max(vendor.displayName.length, 1)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80">` +
    `<rect x="2" y="2" width="236" height="76" rx="16" fill="#fff" stroke="${vendor.color}" stroke-width="3"/>` +
    `<text x="120" y="${40 + fontSize / 3}" font-size="${fontSize}" fill="${vendor.color}" text-anchor="middle" letter-spacing="-.5" ${FONT}>${name}</text></svg>`
  );
}

/** The vendor's large tile (vendor tiles of the lobby), 300×200. */
export function vendorLargeSvg(vendor: VendorArtInput): string {
  const name = escapeXml(vendor.displayName);
  const fontSize = Math.min(34, Math.floor(470 / Math.max(vendor.displayName.length, 1)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200">` +
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${vendor.color}"/><stop offset="1" stop-color="#0b1026"/></linearGradient></defs>` +
    `<rect width="300" height="200" rx="24" fill="url(#v)"/>` +
    `<g fill="#fff" fill-opacity=".22" transform="translate(190 10) scale(1.2)">${motifOf(vendor.gameType)}</g>` +
    `<text x="24" y="150" font-size="${fontSize}" fill="#fff" ${FONT}>${name}</text>` +
    `<text x="24" y="178" font-size="14" fill="#fff" fill-opacity=".75" ${FONT}>${vendor.gameType}</text></svg>`
  );
}
