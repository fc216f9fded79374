/**
 * The slot symbols, drawn here as small SVGs (constant markup, no player data): fruit, bell, bar,
 * seven and the wild star, in the site's navy-and-gold palette.
 */
const svg = (body: string) =>
  `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${body}</svg>`;

export const SYMBOL_ART: Record<string, string> = {
  cherry: svg(
    '<path d="M32 10c-4 10-12 18-16 26M32 10c2 10 8 16 14 22" stroke="#3ca55c" stroke-width="4" fill="none" stroke-linecap="round"/>' +
      '<circle cx="18" cy="42" r="11" fill="#e2304a"/><circle cx="44" cy="40" r="11" fill="#c81d3a"/>' +
      '<circle cx="14" cy="38" r="3" fill="#ff9aa8"/><circle cx="40" cy="36" r="3" fill="#ff9aa8"/>',
  ),
  lemon: svg(
    '<ellipse cx="32" cy="34" rx="22" ry="16" fill="#f6d938"/><path d="M10 34l-5-2M54 34l5-2" stroke="#e2b714" stroke-width="4" stroke-linecap="round"/>' +
      '<ellipse cx="26" cy="28" rx="7" ry="3" fill="#fff6a8"/>',
  ),
  orange: svg(
    '<circle cx="32" cy="35" r="20" fill="#f59a23"/><path d="M32 15c2-5 8-7 12-6-2 5-7 7-12 6z" fill="#3ca55c"/>' +
      '<circle cx="25" cy="28" r="4" fill="#ffd08a"/>',
  ),
  plum: svg(
    '<ellipse cx="32" cy="36" rx="18" ry="20" fill="#7b3fd1"/><path d="M32 16c0-4 2-7 5-8" stroke="#3ca55c" stroke-width="3" fill="none"/>' +
      '<ellipse cx="25" cy="29" rx="4" ry="6" fill="#b98cf5"/>',
  ),
  bell: svg(
    '<path d="M32 8c-11 0-17 9-17 20v10l-5 8h44l-5-8V28c0-11-6-20-17-20z" fill="#f3c74f" stroke="#b8860b" stroke-width="2"/>' +
      '<circle cx="32" cy="52" r="5" fill="#b8860b"/><path d="M24 20c2-4 5-5 8-5" stroke="#fff3c2" stroke-width="3" fill="none" stroke-linecap="round"/>',
  ),
  bar: svg(
    '<rect x="6" y="20" width="52" height="24" rx="5" fill="#1b1300" stroke="#f3c74f" stroke-width="3"/>' +
      '<text x="32" y="39" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="17" fill="#f3c74f">BAR</text>',
  ),
  seven: svg(
    '<path d="M14 12h36v8L30 54H18l19-32H14z" fill="#e2304a" stroke="#ffd24d" stroke-width="3" stroke-linejoin="round"/>',
  ),
  wild: svg(
    '<path d="M32 5l8 17 18 2-13 13 4 19-17-9-17 9 4-19L6 24l18-2z" fill="#f3c74f" stroke="#fff3c2" stroke-width="2" stroke-linejoin="round"/>' +
      '<text x="32" y="40" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="10" fill="#1b1300">WILD</text>',
  ),
};

/** A symbol's drawing in a cell; unknown ids get their name, so nothing is ever blank. */
export function symbolCell(id: string): HTMLElement {
  const cell = document.createElement('div');
  cell.className = 'dp-cell';
  cell.dataset.symbol = id;
  const art = SYMBOL_ART[id];
  if (art) cell.innerHTML = art;
  else cell.textContent = id;
  return cell;
}
