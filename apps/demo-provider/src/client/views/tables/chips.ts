import { el, type Shell } from '../../shell.js';
import { chipLabel, chipNode } from './art.js';
import type { TableTexts } from './texts.js';

/** The server takes at most this many spots in one round (server/games.ts spotBets). */
const MAX_SPOTS = 20;

/** The chips a player picks from: round values that are multiples of the game's step. */
export function chipValues(range: { min: number; max: number; step: number }): number[] {
  const ladder = [100, 500, 1_000, 5_000, 10_000];
  const fits = ladder.filter((n) => n >= range.step && n <= range.max && n % range.step === 0);
  return fits.length > 0 ? fits : [range.min];
}

/**
 * Chips on a table's spots: the chip rack, the spots as buttons that take the picked chip, the
 * total staked and Clear. The bets stay on the felt after a round, ready to play again.
 */
export function chipTable(shell: Shell, texts: TableTexts) {
  const { stake: range } = shell.info.game;
  const values = chipValues(range);
  let picked = values[Math.min(1, values.length - 1)] ?? range.min;
  let locked = false;
  const stakes = new Map<string, number>();
  const spots = new Map<string, HTMLElement>();
  const listeners: (() => void)[] = [];

  const rack = values.map((value) => {
    const button = el('button', 'tv-chip-pick', chipNode(value));
    button.type = 'button';
    button.setAttribute('aria-label', `${texts.chips} ${shell.money(value)}`);
    button.onclick = () => {
      picked = value;
      showRack();
    };
    return { value, button };
  });
  const showRack = () => {
    for (const { value, button } of rack)
      button.setAttribute('aria-pressed', String(value === picked));
  };
  showRack();
  const total = el('output', 'tv-total-value');
  const clear = el('button', 'tv-clear', texts.clear);
  clear.type = 'button';
  clear.onclick = () => {
    if (locked) return;
    for (const id of [...stakes.keys()]) {
      stakes.delete(id);
      draw(id);
    }
    changed();
  };

  const sum = () => [...stakes.values()].reduce((a, b) => a + b, 0);
  const changed = () => {
    total.textContent = shell.money(sum());
    clear.disabled = locked || stakes.size === 0;
    for (const listener of listeners) listener();
  };
  const draw = (id: string) => {
    const node = spots.get(id);
    if (!node) return;
    node.querySelector('.tv-stack')?.remove();
    const stake = stakes.get(id);
    if (stake) node.append(chipNode(stake, 'tv-chip tv-stack'));
  };

  function place(id: string) {
    if (locked) return;
    if (!stakes.has(id) && stakes.size >= MAX_SPOTS) return shell.say(texts.maxSpots, 'error');
    if (sum() + picked > range.max) {
      return shell.say(`${texts.maxBet} ${shell.money(range.max)}`, 'error');
    }
    stakes.set(id, (stakes.get(id) ?? 0) + picked);
    draw(id);
    changed();
  }

  changed();
  return {
    /** The rack, the total and Clear, for the controls. */
    node: el(
      'div',
      'tv-chip-bar',
      el('div', 'tv-rack', ...rack.map(({ button }) => button)),
      el('div', 'tv-total', el('span', 'tv-total-label', texts.totalBet), total),
      clear,
    ),
    /** A spot of the felt: a button that takes the picked chip. */
    spot(id: string, label: string, className: string, ...children: (Node | string)[]) {
      const button = el('button', `tv-spot ${className}`, ...children);
      button.type = 'button';
      button.dataset.spot = id;
      button.setAttribute('aria-label', label);
      button.onclick = () => place(id);
      spots.set(id, button);
      return button;
    },
    bets: () => [...stakes].map(([spot, stake]) => ({ spot, stake })),
    total: sum,
    /** Why the bets cannot be played yet, or null. */
    problem(): string | null {
      if (stakes.size === 0) return texts.placeBets;
      if (sum() < range.min) return `${texts.minBet} ${shell.money(range.min)}`;
      return null;
    },
    /** No chips move while a round is in play. */
    lock(on: boolean) {
      locked = on;
      for (const { button } of rack) button.disabled = on;
      changed();
    },
    /** Lights the spots a result hits; those with a bet that won are marked with the bet's win. */
    mark(hit: ReadonlySet<string>, wins: readonly { spot: string; win: number }[]) {
      for (const [id, node] of spots) {
        node.classList.toggle('tv-hit', hit.has(id));
        node.querySelector('.tv-paid')?.remove();
      }
      for (const { spot, win } of wins) {
        if (win > 0) spots.get(spot)?.append(el('span', 'tv-paid', `+${chipLabel(win)}`));
      }
    },
    unmark() {
      for (const node of spots.values()) {
        node.classList.remove('tv-hit');
        node.querySelector('.tv-paid')?.remove();
      }
    },
    onChange: (listener: () => void) => listeners.push(listener),
  };
}

export type ChipTable = ReturnType<typeof chipTable>;
