import './roulette.css';
import { el, type Shell } from '../../shell.js';
import type { SpotInfo } from '../../../engines/tables/bets.js';
import type { RouletteOutcome } from '../../../engines/tables/roulette.js';
import { chipTable } from './chips.js';
import { openSheet, sheetLink, spotRows, spotRules } from './paytable.js';
import { bringIntoView, spotName, tableRound } from './table-round.js';
import { TABLE_TEXTS } from './texts.js';
import { colorOf, rouletteWheel } from './wheel.js';

/** The spots a number hits: itself, its colour, odd/even, low/high, its dozen and column. */
function spotsHit(n: number): Set<string> {
  const hit = new Set([`straight:${n}`]);
  if (n === 0) return hit;
  hit.add(colorOf(n));
  hit.add(n % 2 === 1 ? 'odd' : 'even');
  hit.add(n <= 18 ? 'low' : 'high');
  hit.add(`dozen:${Math.ceil(n / 12)}`);
  hit.add(`column:${((n - 1) % 3) + 1}`);
  return hit;
}

/**
 * Single-zero roulette, European or French (La Partage, its rule printed under the felt): the felt
 * (0–36 three across, the dozens and even-money spots beside, the columns below) takes chips on
 * several spots; SPIN turns the wheel until the ball drops in the round's number, and the spots it
 * hits light up with each bet's win.
 */
export function mountRoulette(shell: Shell): void {
  const texts = TABLE_TEXTS[shell.info.language];
  const spots = shell.info.game.paytable as SpotInfo[];
  const rules = spotRules(shell, spots);
  const name = (id: string) => spotName(shell, spots, id);
  const chips = chipTable(shell, texts);
  // Grid cells: the numbers take columns 3–5, 12 rows under the zero; columns 1–2 the outside.
  const at = (node: HTMLElement, column: number, row: number, rows = 1, columns = 1) => {
    node.style.gridArea = `${row} / ${column} / span ${rows} / span ${columns}`;
    return node;
  };
  const numbers = Array.from({ length: 36 }, (_, i) => {
    const n = i + 1;
    const cell = chips.spot(
      `straight:${n}`,
      name(`straight:${n}`),
      `tv-num tv-${colorOf(n)}`,
      String(n),
    );
    return at(cell, 3 + ((n - 1) % 3), 2 + Math.floor((n - 1) / 3));
  });
  const zero = at(chips.spot('straight:0', name('straight:0'), 'tv-num tv-green', '0'), 3, 1, 1, 3);
  const dozens = [1, 2, 3].map((d) =>
    at(
      chips.spot(
        `dozen:${d}`,
        name(`dozen:${d}`),
        'tv-side',
        el('span', 'tv-vertical', `${d * 12 - 11}–${d * 12}`),
      ),
      1,
      2 + (d - 1) * 4,
      4,
    ),
  );
  const outside: [string, string, string][] = [
    ['low', '1–18', ''],
    ['even', texts.kinds.even, ''],
    ['red', texts.kinds.red, 'tv-red'],
    ['black', texts.kinds.black, 'tv-black'],
    ['odd', texts.kinds.odd, ''],
    ['high', '19–36', ''],
  ];
  const evens = outside.map(([id, label, tone], i) =>
    at(
      chips.spot(id, name(id), `tv-side ${tone}`, el('span', 'tv-vertical', label)),
      2,
      2 + i * 2,
      2,
    ),
  );
  const columns = [1, 2, 3].map((c) =>
    at(chips.spot(`column:${c}`, name(`column:${c}`), 'tv-col', '2:1'), 2 + c, 14),
  );
  const board = el(
    'div',
    'tv-felt tv-roulette-board',
    zero,
    ...numbers,
    ...dozens,
    ...evens,
    ...columns,
  );

  const wheel = rouletteWheel();
  const history = el('ol', 'tv-history');
  history.setAttribute('aria-label', texts.result);
  const round = tableRound<RouletteOutcome>({
    shell,
    texts,
    chips,
    label: texts.spin,
    busyLabel: texts.spinning,
    async land(outcome) {
      bringIntoView(wheel.node);
      await wheel.spin(outcome.number);
      const color = colorOf(outcome.number);
      history.prepend(el('li', `tv-${color}`, String(outcome.number)));
      while (history.children.length > 8) history.lastElementChild?.remove();
      const colorName = color === 'green' ? texts.green : name(color);
      return { hit: spotsHit(outcome.number), said: `${outcome.number} ${colorName}` };
    },
  });
  shell.stage.append(
    el(
      'div',
      'tv-roulette-top',
      wheel.node,
      el('div', 'tv-side-panel', history, round.winBox, round.paid),
    ),
    board,
    ...rules.map((rule) => el('p', 'tv-rule', rule)),
  );
  const sameRtp = spots.every((info) => info.rtp === spots[0]?.rtp);
  const link = sheetLink(shell, () =>
    openSheet(
      shell,
      shell.texts.paytable,
      sameRtp ? texts.rouletteNote : texts.rouletteNoteVaried,
      spotRows(shell, spots, { straight: texts.straightGroup }),
      rules,
    ),
  );
  shell.controls.append(chips.node, round.button, link);
  shell.say(texts.placeBets);
}
