import { el, stakeChoices, stakePicker, type Shell } from '../shell.js';
import { symbolCell } from '../symbols.js';
import { paytableLink, paytableTitle } from './slots/sheet.js';
import { onSpin } from './slots/spin.js';

type Symbol = string;
type Outcome = {
  grid: Symbol[][];
  pay: { symbol: Symbol; count: number; multiplier: number } | null;
};
type PaytableEntry = {
  symbol: Symbol;
  names: { ty: string; en: string };
  pays: Record<string, number>;
};

const REDUCED = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const STRIP_FILLER = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'wild'];

/**
 * The classic 3-reel slot: three reels that spin and stop one after another on the round's
 * outcome, the payline across the middle, the win counted up, and the paytable with the RTP.
 */
export function mountClassic3(shell: Shell): void {
  const { texts, info } = shell;
  const reels = [0, 1, 2].map(() => el('div', 'dp-reel'));
  const strips = reels.map((reel) => {
    const strip = el('div', 'dp-strip');
    reel.append(strip);
    return strip;
  });
  const show = (grid: Symbol[][]) =>
    strips.forEach((strip, r) => {
      strip.replaceChildren(...(grid[r] ?? []).map(symbolCell));
      strip.style.transform = '';
      strip.classList.remove('dp-spinning');
    });
  show([
    ['lemon', 'seven', 'plum'],
    ['bell', 'seven', 'cherry'],
    ['orange', 'seven', 'bar'],
  ]);
  const machine = el('div', 'dp-machine dp-classic3', ...reels, el('div', 'dp-payline'));
  const winBox = el('div', 'dp-win', '');
  shell.stage.append(machine, winBox);

  const picker = stakePicker(shell, stakeChoices(info.game.stake));
  const spin = el('button', 'dp-primary', texts.spin);
  spin.type = 'button';
  const table = paytableLink(shell, () =>
    openPaytable(shell, info.game.paytable as PaytableEntry[]),
  );
  shell.controls.append(picker.node, spin, table);

  async function land(grid: Symbol[][]) {
    for (const [r, strip] of strips.entries()) {
      // A run of symbols scrolls by before the outcome's three land (top, middle, bottom).
      const run = Array.from(
        { length: 12 + r * 4 },
        (_, n) => STRIP_FILLER[(n * 3 + r) % 8] ?? 'lemon',
      );
      strip.replaceChildren(...[...(grid[r] ?? []), ...run].map(symbolCell));
      strip.classList.add('dp-spinning');
      strip.style.transform = `translateY(-${(run.length / (run.length + 3)) * 100}%)`;
      // Read a layout value so the start position is drawn before the transition to the end.
      strip.getBoundingClientRect();
      strip.style.transform = 'translateY(0)';
      await new Promise((done) => setTimeout(done, REDUCED ? 0 : 350));
    }
    await new Promise((done) => setTimeout(done, REDUCED ? 0 : 500));
    show(grid);
  }

  onSpin<Outcome>(shell, spin, {
    stake: picker.stake,
    clear: () => {
      winBox.textContent = '';
      machine.classList.remove('dp-won');
    },
    show: async (outcome, win) => {
      await land(outcome.grid);
      if (win === 0) return;
      machine.classList.add('dp-won');
      winBox.textContent = `${texts.win} ${shell.money(win)}`;
    },
  });
}

function openPaytable(shell: Shell, paytable: PaytableEntry[]): void {
  const { texts, info } = shell;
  const rows = paytable.map((entry) => {
    const pays = Object.entries(entry.pays)
      .map(([count, times]) =>
        count === '3' ? `${texts.threeOf} × ${times}` : `${count} ${texts.anywhere} × ${times}`,
      )
      .join(' · ');
    return el(
      'li',
      'dp-pay-row',
      symbolCell(entry.symbol),
      el('span', 'dp-pay-name', info.language === 'EN' ? entry.names.en : entry.names.ty),
      el('span', 'dp-pay-value', pays),
    );
  });
  const close = el('button', 'dp-primary', texts.close);
  close.type = 'button';
  const dialog = el(
    'dialog',
    'dp-sheet',
    el('h2', '', paytableTitle(shell)),
    el('p', 'dp-muted', texts.line),
    el('ul', 'dp-pay-list', ...rows),
    close,
  );
  close.onclick = () => {
    dialog.close();
    dialog.remove();
  };
  document.body.append(dialog);
  dialog.showModal();
}
