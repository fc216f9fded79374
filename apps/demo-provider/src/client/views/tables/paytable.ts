import { el, type Shell } from '../../shell.js';
import type { SpotInfo } from '../../../engines/tables/bets.js';

export type SheetRow = { name: string; pays: string; rtp?: number };

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)}%`;

/** "Paytable · RTP 97.30%", or "Paytable · French (La Partage) · RTP 98.65%" for a variant. */
function sheetTitle({ texts, info }: Shell, heading: string): string {
  const { variant, rtp } = info.game;
  const name = variant ? ` · ${info.language === 'EN' ? variant.names.en : variant.names.ty}` : '';
  return `${heading}${name} · ${texts.rtp} ${percent(rtp)}`;
}

/**
 * The rules the spots' odds do not say (French roulette's La Partage), once each, in the page's
 * language.
 */
export function spotRules(shell: Shell, spots: readonly SpotInfo[]): string[] {
  const rules = spots.flatMap(({ rule }) =>
    rule ? [shell.info.language === 'EN' ? rule.en : rule.ty] : [],
  );
  return [...new Set(rules)];
}

/** The link under a table's controls that opens its sheet: "Paytable · RTP 97.30%". */
export function sheetLink(shell: Shell, open: () => void): HTMLButtonElement {
  const link = el('button', 'dp-link', sheetTitle(shell, shell.texts.paytable));
  link.type = 'button';
  link.onclick = open;
  return link;
}

/**
 * A table's spots as sheet rows: each spot with its odds and RTP, except the kinds in `groups`
 * (e.g. the 37 straight numbers), shown once under the group's name.
 */
export function spotRows(
  shell: Shell,
  spots: readonly SpotInfo[],
  groups: Record<string, string>,
): SheetRow[] {
  const rows: SheetRow[] = [];
  const grouped = new Set<string>();
  for (const spot of spots) {
    const kind = spot.spot.split(':')[0] ?? spot.spot;
    const group = groups[kind];
    if (group !== undefined) {
      if (grouped.has(kind)) continue;
      grouped.add(kind);
      rows.push({ name: group, pays: spot.odds, rtp: spot.rtp });
    } else {
      const name = shell.info.language === 'EN' ? spot.name.en : spot.name.ty;
      rows.push({ name, pays: spot.odds, rtp: spot.rtp });
    }
  }
  return rows;
}

/**
 * The paytable dialog: a title with the heading, the paytable's name and the game's RTP, a note, the table's
 * own rules, and a row per bet.
 */
export function openSheet(
  shell: Shell,
  heading: string,
  note: string,
  rows: SheetRow[],
  rules: readonly string[] = [],
): void {
  const { texts } = shell;
  const list = el(
    'ul',
    'dp-pay-list tv-sheet-list',
    ...rows.map((row) =>
      el(
        'li',
        'tv-sheet-row',
        el('span', 'tv-sheet-name', row.name),
        el('span', 'dp-pay-value', row.pays),
        el('span', 'tv-sheet-rtp', row.rtp === undefined ? '' : percent(row.rtp)),
      ),
    ),
  );
  const close = el('button', 'dp-primary', texts.close);
  close.type = 'button';
  const dialog = el(
    'dialog',
    'dp-sheet',
    el('h2', '', sheetTitle(shell, heading)),
    el('p', 'dp-muted', note),
    ...(rules.length > 0 ? [el('ul', 'tv-rules', ...rules.map((rule) => el('li', '', rule)))] : []),
    list,
    close,
  );
  close.onclick = () => {
    dialog.close();
    dialog.remove();
  };
  dialog.onclose = () => dialog.remove();
  document.body.append(dialog);
  dialog.showModal();
}
