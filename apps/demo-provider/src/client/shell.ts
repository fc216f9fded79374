import { formatMoney } from './money.js';
import type { SessionInfo } from './api.js';
import type { Texts } from './texts.js';

/** An element with its class and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** What a game's view is given: the page's frame around it. */
export type Shell = {
  info: SessionInfo;
  texts: Texts;
  stage: HTMLElement;
  controls: HTMLElement;
  money: (minor: number) => string;
  setBalance: (minor: number) => void;
  /** A short message over the game: a win, a refusal, a lost connection. */
  say: (text: string, tone?: 'win' | 'error' | 'info') => void;
};

/** The page's frame: back to the lobby, the game's name, the balance, the stage and controls. */
export function mountShell(root: HTMLElement, info: SessionInfo, texts: Texts): Shell {
  const money = (minor: number) => formatMoney(minor, info.currency);
  const balance = el('strong', 'dp-balance-value', money(info.balance));
  const back = el('a', 'dp-back', '‹ ', texts.back);
  back.href = info.backUrl;
  const badge = info.trial ? el('span', 'dp-badge', texts.playMoney) : '';
  const header = el(
    'header',
    'dp-header',
    back,
    el('h1', 'dp-title', info.gameName),
    el('div', 'dp-balance', el('span', 'dp-balance-label', texts.balance), balance, badge),
  );
  const stage = el('main', 'dp-stage');
  const message = el('p', 'dp-message');
  message.setAttribute('role', 'status');
  const controls = el('footer', 'dp-controls');
  root.append(header, stage, message, controls);
  let timer: number | undefined;
  return {
    info,
    texts,
    stage,
    controls,
    money,
    setBalance: (minor) => {
      balance.textContent = money(minor);
    },
    say: (text, tone = 'info') => {
      message.textContent = text;
      message.dataset.tone = tone;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        message.textContent = '';
      }, 6_000);
    },
  };
}

/** The stake picker: − and + step through the game's limits; the value in minor units. */
export function stakePicker(shell: Shell, choices: readonly number[]) {
  let index = Math.min(2, choices.length - 1);
  const value = el('output', 'dp-stake-value');
  const minus = el('button', 'dp-round', '−');
  const plus = el('button', 'dp-round', '+');
  minus.type = plus.type = 'button';
  minus.setAttribute('aria-label', `${shell.texts.stake} −`);
  plus.setAttribute('aria-label', `${shell.texts.stake} +`);
  const show = () => {
    value.textContent = shell.money(choices[index] ?? 0);
    minus.disabled = index === 0;
    plus.disabled = index === choices.length - 1;
  };
  minus.onclick = () => {
    index = Math.max(0, index - 1);
    show();
  };
  plus.onclick = () => {
    index = Math.min(choices.length - 1, index + 1);
    show();
  };
  show();
  const node = el(
    'div',
    'dp-stake',
    el('span', 'dp-stake-label', shell.texts.stake),
    minus,
    value,
    plus,
  );
  return { node, stake: () => choices[index] ?? 0 };
}

/** Stakes a player picks from: round amounts within the game's limits. */
export function stakeChoices(range: { min: number; max: number; step: number }): number[] {
  const ladder = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
  const fits = ladder.filter((n) => n >= range.min && n <= range.max && n % range.step === 0);
  return fits.length > 0 ? fits : [range.min];
}
