import './slots.css';
import { el, stakeChoices, stakePicker, type Shell } from '../../shell.js';
import type {
  CascadeOutcome,
  CascadePaytable,
  CascadePaytableEntry,
  CascadeStep,
  CascadeSymbol,
} from '../../../engines/slots/cascade.js';
import { slotCell } from './art.js';
import { commitStyles, pause } from './motion.js';
import { onSpin } from './spin.js';
import { nameOf, slotTexts } from './texts.js';
import { openSheet, payColumns, payHeading, paytableLink, payRow } from './sheet.js';

const ROWS = 3;
const FALL_MS = 380;
const FIRST: CascadeSymbol[][] = [
  ['ruby', 'pearl', 'topaz'],
  ['emerald', 'wild', 'sapphire'],
  ['diamond', 'amethyst', 'pearl'],
  ['topaz', 'ruby', 'emerald'],
  ['sapphire', 'pearl', 'amethyst'],
];

/**
 * How far each cell of a reel falls (in cells) onto the grid after `burst` rows of the reel above
 * it went: kept symbols drop past the burst cells below them, new ones come in from above.
 */
function fallDistances(burst: ReadonlySet<number>): number[] {
  const kept = [...Array(ROWS).keys()].filter((row) => !burst.has(row));
  const fresh = ROWS - kept.length;
  return [...Array(ROWS).keys()].map((row) =>
    row < fresh ? fresh : row - (kept[row - fresh] ?? row),
  );
}

/** The rows of each reel that burst on a step. */
const burstRows = (step: CascadeStep | undefined): Set<number>[] => {
  const rows = FIRST.map(() => new Set<number>());
  for (const win of step?.wins ?? []) for (const [reel, row] of win.positions) rows[reel]?.add(row);
  return rows;
};

/**
 * The cascading gem slot: the grid drops in, the winning gems light up and burst, the rest fall and
 * new gems drop in, step by step through the outcome, with the running win and the multiplier.
 */
export function mountCascade(shell: Shell): void {
  const { texts, info } = shell;
  const words = slotTexts(shell);
  const { symbols: paytable, multipliers } = info.game.paytable as CascadePaytable;
  const columns = FIRST.map(() => el('div', 'sv-column'));
  const machine = el('div', 'dp-machine sv-five sv-cascade', ...columns);
  const multiplier = el('span', 'sv-multiplier', '×1');
  const stepLabel = el('span', 'sv-step', '');
  const winBox = el('div', 'dp-win');
  const winList = el('ul', 'sv-chips');
  shell.stage.append(el('div', 'sv-meter', stepLabel, multiplier), machine, winBox, winList);

  /** Puts a grid in place, each cell starting `fall[reel][row]` cells up, then lets it drop. */
  async function drop(grid: CascadeSymbol[][], fall: number[][]) {
    const cells = columns.map((column, reel) => {
      const cells = (grid[reel] ?? []).map(slotCell);
      column.replaceChildren(...cells);
      cells.forEach((cell, row) => {
        const distance = fall[reel]?.[row] ?? 0;
        cell.style.transform = distance ? `translateY(-${distance * 100}%)` : '';
        cell.style.transitionDelay = `${reel * 60}ms`;
      });
      return cells;
    });
    commitStyles(machine);
    for (const cell of cells.flat()) {
      cell.classList.add('sv-falling');
      cell.style.transform = '';
    }
    await pause(FALL_MS + columns.length * 60);
  }

  const cellAt = (reel: number, row: number) => columns[reel]?.children[row];

  async function play(steps: CascadeStep[]) {
    let total = 0;
    for (const [index, step] of steps.entries()) {
      const burst = burstRows(steps[index - 1]);
      const fall = index === 0 ? FIRST.map(() => [ROWS, ROWS, ROWS]) : burst.map(fallDistances);
      await drop(step.grid, fall);
      multiplier.textContent = `×${step.multiplier}`;
      multiplier.classList.toggle('sv-hot', step.multiplier > 1);
      if (step.wins.length === 0) break;
      // The first grid is the spin itself; every grid after it is a cascade.
      stepLabel.textContent = index > 0 ? `${words.cascade} ${index}` : '';
      for (const win of step.wins) {
        for (const [reel, row] of win.positions) cellAt(reel, row)?.classList.add('sv-hit');
      }
      winList.replaceChildren(
        ...step.wins.map((win) => {
          const entry = paytable.find((e) => e.symbol === win.symbol);
          const name = entry ? nameOf(shell, entry.names) : win.symbol;
          const times = step.multiplier > 1 ? ` ×${step.multiplier}` : '';
          return el(
            'li',
            'sv-chip',
            `${name} · ${win.reels} ${words.reels} · ${win.ways} ${win.ways === 1 ? words.way : words.ways}${times} · ${shell.money(win.win)}`,
          );
        }),
      );
      total += step.win;
      winBox.textContent = `${texts.win} ${shell.money(total)}`;
      await pause(900);
      for (const win of step.wins) {
        for (const [reel, row] of win.positions) cellAt(reel, row)?.classList.add('sv-pop');
      }
      await pause(320);
    }
  }

  const picker = stakePicker(shell, stakeChoices(info.game.stake));
  const spin = el('button', 'dp-primary', texts.spin);
  spin.type = 'button';
  const table = paytableLink(shell, () => openCascadeSheet(shell, paytable, multipliers));
  shell.controls.append(picker.node, spin, table);
  void drop(
    FIRST,
    FIRST.map(() => [0, 0, 0]),
  );

  onSpin<CascadeOutcome>(shell, spin, {
    stake: picker.stake,
    clear: () => {
      winBox.textContent = '';
      stepLabel.textContent = '';
      winList.replaceChildren();
      machine.classList.remove('dp-won');
    },
    show: async (outcome, win) => {
      await play(outcome.steps);
      if (win === 0) return;
      machine.classList.add('dp-won');
      winBox.textContent = `${texts.win} ${shell.money(win)}`;
    },
  });
}

/** The gems' coins per way by reels, the wild's rule, and how the cascade and stake work. */
function openCascadeSheet(
  shell: Shell,
  paytable: readonly CascadePaytableEntry[],
  multipliers: readonly number[],
): void {
  const words = slotTexts(shell);
  const ladder = multipliers.map((times) => `×${times}`).join(', ');
  const rows = paytable.map((entry) =>
    payRow(
      slotCell(entry.symbol),
      nameOf(shell, entry.names),
      entry.symbol === 'wild'
        ? words.wildRule
        : payColumns([entry.pays[3], entry.pays[4], entry.pays[5]]),
    ),
  );
  openSheet(
    shell,
    el(
      'p',
      'dp-muted',
      `${words.cascadeRule} ${words.multipliersRule} ${ladder} (${words.lastRepeats}).`,
    ),
    el('ul', 'dp-pay-list', payHeading(words.coinsPerWay, ['3', '4', '5']), ...rows),
  );
}
