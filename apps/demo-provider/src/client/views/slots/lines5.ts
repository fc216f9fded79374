import './slots.css';
import { el, stakeChoices, stakePicker, type Shell } from '../../shell.js';
import type {
  Lines5LineWin,
  Lines5Outcome,
  Lines5PaytableEntry,
  Lines5Symbol,
} from '../../../engines/slots/lines5.js';
import { slotCell } from './art.js';
import { commitStyles, pause } from './motion.js';
import { onSpin } from './spin.js';
import { nameOf, slotTexts } from './texts.js';
import { openSheet, payColumns, payHeading, paytableLink, payRow } from './sheet.js';

type Lines5Paytable = { symbols: Lines5PaytableEntry[]; lines: number[][] };

const SVG = 'http://www.w3.org/2000/svg';
/** One colour per line, so crossing lines stay apart. */
const LINE_COLOURS = [
  '#f3c74f',
  '#5ee08a',
  '#4fc3f7',
  '#ff6b72',
  '#c792ff',
  '#ffa94d',
  '#7ef0e0',
  '#ff8fd0',
  '#b5e04f',
  '#ffffff',
];
const FILLER: Lines5Symbol[] = [
  'mango',
  'banana',
  'sun',
  'coconut',
  'pearl',
  'pineapple',
  'jeepney',
  'carabao',
];
const FIRST: Lines5Symbol[][] = [
  ['mango', 'jeepney', 'banana'],
  ['pearl', 'jeepney', 'coconut'],
  ['carabao', 'sun', 'pineapple'],
  ['banana', 'pearl', 'mango'],
  ['coconut', 'carabao', 'pearl'],
];

const colourOf = (line: number) => LINE_COLOURS[line % LINE_COLOURS.length] ?? '#fff';

/**
 * The five-reel, ten-line slot: the reels spin together and stop one by one on the outcome, each
 * paying line is drawn over the grid with its symbols lit, and the win is listed line by line.
 */
export function mountLines5(shell: Shell): void {
  const { texts, info } = shell;
  const words = slotTexts(shell);
  const paytable = info.game.paytable as Lines5Paytable;
  const strips = FIRST.map(() => el('div', 'dp-strip'));
  const reels = strips.map((strip) => el('div', 'dp-reel sv-reel', strip));
  const overlay = document.createElementNS(SVG, 'svg');
  overlay.setAttribute('class', 'sv-lines');
  overlay.setAttribute('aria-hidden', 'true');
  const machine = el('div', 'dp-machine sv-five', ...reels);
  machine.append(overlay);
  const winBox = el('div', 'dp-win');
  const winList = el('ul', 'sv-chips');
  shell.stage.append(machine, winBox, winList);

  const show = (grid: Lines5Symbol[][]) =>
    strips.forEach((strip, r) => {
      strip.replaceChildren(...(grid[r] ?? []).map(slotCell));
      strip.classList.remove('dp-spinning');
      strip.style.transform = '';
    });
  show(FIRST);

  const picker = stakePicker(shell, stakeChoices(info.game.stake));
  const spin = el('button', 'dp-primary', texts.spin);
  spin.type = 'button';
  const table = paytableLink(shell, () => openLines5Sheet(shell, paytable));
  shell.controls.append(picker.node, spin, table);

  /** All reels start together; each runs longer than the one before, so they land left to right. */
  async function land(grid: Lines5Symbol[][]) {
    strips.forEach((strip, r) => {
      const run = Array.from(
        { length: 10 + r * 4 },
        (_, n) => FILLER[(n * 3 + r) % FILLER.length] ?? 'mango',
      );
      strip.replaceChildren(...[...(grid[r] ?? []), ...run].map(slotCell));
      strip.style.transitionDuration = `${0.7 + r * 0.25}s`;
      strip.classList.add('dp-spinning');
      strip.style.transform = `translateY(-${(run.length / (run.length + 3)) * 100}%)`;
      commitStyles(strip);
      strip.style.transform = 'translateY(0)';
    });
    await pause(700 + (strips.length - 1) * 250 + 100);
    show(grid);
  }

  /** Each paying line as a polyline through its reels' centres, its symbols lit. */
  function drawWins(wins: Lines5LineWin[]) {
    const box = machine.getBoundingClientRect();
    overlay.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    for (const win of wins) {
      const rows = paytable.lines[win.line] ?? [];
      const points = rows.map((row, r) => {
        const reel = reels[r]?.getBoundingClientRect();
        if (!reel) return '';
        const cell = reel.height / 3;
        const x = reel.left - box.left + reel.width / 2;
        const y = reel.top - box.top + cell * (row + 0.5);
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      });
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('points', points.join(' '));
      line.setAttribute('stroke', colourOf(win.line));
      line.setAttribute('pathLength', '1');
      overlay.append(line);
      rows.slice(0, win.count).forEach((row, r) => {
        strips[r]?.children[row]?.classList.add('sv-hit');
      });
    }
  }

  const clearWins = () => {
    overlay.replaceChildren();
    winBox.textContent = '';
    winList.replaceChildren();
    machine.classList.remove('dp-won');
  };

  onSpin<Lines5Outcome>(shell, spin, {
    stake: picker.stake,
    clear: clearWins,
    show: async (outcome, win) => {
      await land(outcome.grid);
      const wins = outcome.lineWins;
      if (win === 0) return;
      drawWins(wins);
      machine.classList.add('dp-won');
      winBox.textContent = `${texts.win} ${shell.money(win)}`;
      winList.replaceChildren(
        ...wins.map((win) => {
          const entry = paytable.symbols.find((e) => e.symbol === win.symbol);
          const name = entry ? nameOf(shell, entry.names) : win.symbol;
          const chip = el(
            'li',
            'sv-chip',
            `${words.line} ${win.line + 1} · ${win.count} ${name} · ${shell.money(win.win)}`,
          );
          chip.style.borderColor = colourOf(win.line);
          return chip;
        }),
      );
    },
  });
}

/** The symbols' pays by count, then the ten lines as small 5x3 diagrams. */
function openLines5Sheet(shell: Shell, paytable: Lines5Paytable): void {
  const words = slotTexts(shell);
  const rows = paytable.symbols.map((entry) =>
    payRow(
      slotCell(entry.symbol),
      nameOf(shell, entry.names),
      payColumns([entry.pays[3], entry.pays[4], entry.pays[5]]),
    ),
  );
  const diagrams = paytable.lines.map((rows, line) => {
    const figure = el('figure', 'sv-line-map');
    const points = rows.map((row, r) => `${6 + r * 12},${6 + row * 12}`).join(' ');
    const dots = rows
      .flatMap((_, r) =>
        [0, 1, 2].map(
          (row) => `<rect x="${1 + r * 12}" y="${1 + row * 12}" width="10" height="10" rx="2"/>`,
        ),
      )
      .join('');
    figure.innerHTML =
      `<svg viewBox="0 0 60 36" aria-hidden="true">${dots}` +
      `<polyline points="${points}" stroke="${colourOf(line)}"/></svg>`;
    figure.append(el('figcaption', '', `${words.line} ${line + 1}`));
    return figure;
  });
  openSheet(
    shell,
    el('p', 'dp-muted', words.linesRule),
    el('ul', 'dp-pay-list', payHeading(words.inRow, ['3', '4', '5']), ...rows),
    el('h3', 'sv-sheet-heading', words.lines),
    el('div', 'sv-line-maps', ...diagrams),
  );
}
