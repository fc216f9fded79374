import { el } from '../../shell.js';

/**
 * The tables' drawings, made here from constant markup (no player data in innerHTML): playing
 * cards, dice and chips, in the site's navy-and-gold palette.
 */

const SUIT_SIGNS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card's rank as printed: "T" is 10. */
const rankOf = (card: string) => (card.startsWith('T') ? '10' : card.charAt(0));

/** A playing card ("AS", "TD", "KH"); null draws its back (the dealer's hole card). */
export function cardNode(card: string | null): HTMLElement {
  if (card === null) return el('div', 'tv-card tv-card-back');
  const suit = SUIT_SIGNS[card.charAt(1)] ?? '?';
  const corner = () => el('span', 'tv-card-corner', rankOf(card), el('br'), suit);
  const node = el('div', 'tv-card', corner(), el('span', 'tv-card-suit', suit), corner());
  if ('HD'.includes(card.charAt(1))) node.classList.add('tv-red');
  node.setAttribute('aria-label', card);
  node.dataset.card = card;
  return node;
}

/** Pips of a die face on a 3×3 grid (cells 0–8). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die showing `face` as an SVG; a 1 or 4 has red pips, as on Asian dice. */
export function dieSvg(face: number): string {
  const red = face === 1 || face === 4;
  const pips = (PIPS[face] ?? [])
    .map((cell) => {
      const x = 16 + (cell % 3) * 16;
      const y = 16 + Math.floor(cell / 3) * 16;
      const r = face === 1 ? 8 : 5.5;
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${red ? '#d8223b' : '#141a3a'}"/>`;
    })
    .join('');
  return (
    '<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
    '<rect x="2" y="2" width="60" height="60" rx="13" fill="#fdfdf7" stroke="#c9cbe0" stroke-width="2"/>' +
    `${pips}</svg>`
  );
}

/** A die element (its face may change while it shakes). */
export function dieNode(face: number, className = 'tv-die'): HTMLElement {
  const node = el('span', className);
  setDie(node, face);
  return node;
}

export function setDie(node: HTMLElement, face: number): void {
  node.innerHTML = dieSvg(face);
  node.dataset.face = String(face);
}

/** Chip colours by value in whole currency units, smallest first. */
const CHIP_COLOURS: [number, string][] = [
  [1, '#3b82f6'],
  [5, '#e2304a'],
  [10, '#2f9e5b'],
  [50, '#f08a24'],
  [100, '#1b1300'],
  [500, '#8b3fd1'],
  [1_000, '#e0a722'],
];

/** A chip's face value as printed: 1, 50, 1K (minor units in, whole units out). */
export function chipLabel(minor: number): string {
  const units = minor / 100;
  if (units >= 1_000) return `${units / 1_000}K`;
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}

/** A round chip with its value; the colour follows the value. */
export function chipNode(minor: number, className = 'tv-chip'): HTMLElement {
  const node = el('span', className, chipLabel(minor));
  const units = minor / 100;
  const colour = CHIP_COLOURS.filter(([from]) => units >= from).pop()?.[1] ?? '#3b82f6';
  node.style.setProperty('--chip', colour);
  return node;
}
