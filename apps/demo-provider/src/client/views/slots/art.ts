import { symbolCell } from '../../symbols.js';

/**
 * The five-line slot's island symbols and the cascade's gems, drawn here as small SVGs (constant
 * markup, no player data) in the site's palette; the other ids fall back to symbols.ts.
 */
const svg = (body: string) =>
  `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${body}</svg>`;

/** A cut gem: its outline, a lighter table on top and two facet lines, in one colour family. */
const gem = (points: string, table: string, fill: string, light: string, dark: string) =>
  svg(
    `<polygon points="${points}" fill="${fill}" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>` +
      `<polygon points="${table}" fill="${light}" opacity="0.75"/>` +
      `<path d="M14 20l18 36M50 20L32 56" stroke="${dark}" stroke-width="1.5" opacity="0.45"/>` +
      '<circle cx="24" cy="18" r="3" fill="#fff" opacity="0.9"/>',
  );

const ART: Record<string, string> = {
  sun: svg(
    '<g stroke="#e0a722" stroke-width="4" stroke-linecap="round"><path d="M32 3v9M32 52v9M3 32h9M52 32h9M11 11l6 6M47 47l6 6M53 11l-6 6M17 47l-6 6"/></g>' +
      '<circle cx="32" cy="32" r="17" fill="#f6c431" stroke="#fff3c2" stroke-width="2"/>' +
      '<text x="32" y="36" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="10" fill="#7a2e00">WILD</text>',
  ),
  pearl: svg(
    '<path d="M6 40c4-14 48-14 52 0-6 14-46 14-52 0z" fill="#8f5fcf" stroke="#5a318f" stroke-width="2"/>' +
      '<path d="M14 40c4 6 32 6 36 0" stroke="#c9a8f2" stroke-width="2" fill="none"/>' +
      '<circle cx="32" cy="30" r="12" fill="#f4f1ff" stroke="#cfc6e8" stroke-width="1.5"/><circle cx="28" cy="26" r="4" fill="#fff"/>',
  ),
  jeepney: svg(
    '<path d="M6 40V26l6-8h34l6 8h6v14z" fill="#e2304a" stroke="#7a1020" stroke-width="2" stroke-linejoin="round"/>' +
      '<rect x="14" y="21" width="10" height="8" rx="1" fill="#bfe3ff"/><rect x="27" y="21" width="10" height="8" rx="1" fill="#bfe3ff"/><rect x="40" y="21" width="7" height="8" rx="1" fill="#bfe3ff"/>' +
      '<path d="M6 33h52" stroke="#f3c74f" stroke-width="3"/><path d="M30 12l4-4 4 4" stroke="#c0c6d6" stroke-width="3" fill="none"/>' +
      '<circle cx="17" cy="42" r="6" fill="#222"/><circle cx="47" cy="42" r="6" fill="#222"/><circle cx="17" cy="42" r="2.5" fill="#c0c6d6"/><circle cx="47" cy="42" r="2.5" fill="#c0c6d6"/>',
  ),
  carabao: svg(
    '<path d="M10 22c-4-10 6-14 12-10M54 22c4-10-6-14-12-10" stroke="#d8cdb8" stroke-width="5" fill="none" stroke-linecap="round"/>' +
      '<path d="M18 20h28l-4 26c-1 8-19 8-20 0z" fill="#6b6f7d" stroke="#3b3e48" stroke-width="2" stroke-linejoin="round"/>' +
      '<ellipse cx="32" cy="46" rx="9" ry="6" fill="#9aa0ae"/><circle cx="28" cy="46" r="1.6" fill="#222"/><circle cx="36" cy="46" r="1.6" fill="#222"/>' +
      '<circle cx="25" cy="30" r="2.5" fill="#111"/><circle cx="39" cy="30" r="2.5" fill="#111"/><path d="M18 22l-8 4M46 22l8 4" stroke="#6b6f7d" stroke-width="5" stroke-linecap="round"/>',
  ),
  pineapple: svg(
    '<path d="M32 20c-6-6-8-12-6-16 4 4 5 8 6 12 1-4 2-8 6-12 2 4 0 10-6 16z" fill="#3ca55c"/>' +
      '<ellipse cx="32" cy="40" rx="14" ry="19" fill="#f2b31d" stroke="#b7770d" stroke-width="2"/>' +
      '<path d="M20 30l24 20M20 42l18 15M26 23l20 17M44 30L20 50M44 42L26 57M38 23L18 40" stroke="#b7770d" stroke-width="1.5"/>',
  ),
  banana: svg(
    '<path d="M12 16c2 22 18 36 42 34-4 6-14 8-22 6C16 52 6 36 8 16z" fill="#f6d938" stroke="#b8960b" stroke-width="2" stroke-linejoin="round"/>' +
      '<path d="M8 16l2-6 3 6" fill="#6b4a12"/><path d="M14 22c3 14 12 24 28 28" stroke="#fff6a8" stroke-width="3" fill="none" stroke-linecap="round"/>',
  ),
  coconut: svg(
    '<circle cx="32" cy="34" r="22" fill="#7a4b22" stroke="#4a2a10" stroke-width="2"/>' +
      '<circle cx="32" cy="34" r="15" fill="#fffaf0"/><circle cx="32" cy="34" r="9" fill="#f3eee0"/>' +
      '<path d="M18 14c-4-6 4-10 8-6" stroke="#3ca55c" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ),
  mango: svg(
    '<path d="M16 40c-4-16 10-28 26-26 12 2 14 16 8 26-6 12-30 16-34 0z" fill="#ffb52e" stroke="#c7741a" stroke-width="2"/>' +
      '<path d="M22 40c0-10 8-18 18-20" stroke="#ffe08a" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>' +
      '<path d="M40 14c4-6 12-6 16-4-4 6-10 6-16 4z" fill="#3ca55c"/>',
  ),
  diamond: gem(
    '8,22 18,8 46,8 56,22 32,58',
    '18,8 46,8 40,22 24,22',
    '#cdefff',
    '#ffffff',
    '#5aa6d6',
  ),
  ruby: gem(
    '20,6 44,6 58,30 44,56 20,56 6,30',
    '24,14 40,14 46,30 18,30',
    '#e2304a',
    '#ff8a98',
    '#7a1020',
  ),
  emerald: gem(
    '16,6 48,6 58,16 58,48 48,58 16,58 6,48 6,16',
    '18,16 46,16 46,30 18,30',
    '#21b36a',
    '#8ff0bd',
    '#0e5c34',
  ),
  sapphire: gem(
    '32,4 56,18 56,46 32,60 8,46 8,18',
    '32,12 46,22 32,30 18,22',
    '#2f6bff',
    '#9bb9ff',
    '#15307a',
  ),
  amethyst: gem('32,4 58,54 6,54', '32,18 42,40 22,40', '#9b51e0', '#d6b0ff', '#4e1f85'),
  topaz: gem('32,4 60,32 32,60 4,32', '32,14 46,32 32,38 18,32', '#f59a23', '#ffd08a', '#8a4a00'),
};

/** A symbol's drawing in a cell: this file's art, else symbols.ts (pearl reads the same in both games). */
export function slotCell(id: string): HTMLElement {
  const cell = symbolCell(id);
  const art = ART[id];
  if (art) cell.innerHTML = art;
  return cell;
}
