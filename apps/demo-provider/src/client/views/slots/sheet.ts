import { el, type Shell } from '../../shell.js';

/**
 * "Paytable · RTP 96.19%", or "Paytable · Sun Jackpot · RTP 96.04%" for an engine with several:
 * the link under the controls and the sheet's title.
 */
export function paytableTitle({ texts, info }: Shell): string {
  const { variant, rtp } = info.game;
  const name = variant ? ` · ${info.language === 'EN' ? variant.names.en : variant.names.ty}` : '';
  return `${texts.paytable}${name} · ${texts.rtp} ${(rtp * 100).toFixed(2)}%`;
}

/** The link under a game's controls that opens its paytable sheet. */
export function paytableLink(shell: Shell, open: () => void): HTMLButtonElement {
  const link = el('button', 'dp-link', paytableTitle(shell));
  link.type = 'button';
  link.onclick = open;
  return link;
}

/** A modal sheet titled with the paytable and RTP, its content, and a close button. */
export function openSheet(shell: Shell, ...content: Node[]): void {
  const close = el('button', 'dp-primary', shell.texts.close);
  close.type = 'button';
  const dialog = el('dialog', 'dp-sheet', el('h2', '', paytableTitle(shell)), ...content, close);
  const remove = () => dialog.remove();
  close.onclick = () => dialog.close();
  dialog.addEventListener('close', remove);
  document.body.append(dialog);
  dialog.showModal();
  // showModal focuses the close button at the bottom; the sheet opens at its top.
  dialog.scrollTop = 0;
}

/** A paytable row: the symbol's drawing, its name and what it pays (a text or `payColumns`). */
export const payRow = (art: Node, name: string, pays: string | Node) =>
  el('li', 'dp-pay-row', art, el('span', 'dp-pay-name', name), el('span', 'dp-pay-value', pays));

/** Pays by count in aligned columns, so that a narrow sheet never wraps them mid-row. */
export const payColumns = (values: readonly (number | string)[]) =>
  el('span', 'sv-pays', ...values.map((value) => el('span', '', String(value))));

/** The heading row over `payColumns`: what each column counts (3, 4, 5 in a row, or reels). */
export const payHeading = (label: string, columns: readonly string[]) =>
  el('li', 'dp-pay-row sv-pay-heading', el('span'), el('span', '', label), payColumns(columns));
