import './arena.css';
import type { SpotBet, SpotInfo } from '../../../engines/tables/bets.js';
import { el, stakeChoices, stakePicker, type Shell } from '../../shell.js';
import { loadArena, placeBets, type ArenaView, type BetAnswer } from './api.js';
import { ARENA_TEXTS, type ArenaTexts } from './texts.js';

export const REDUCED = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Seconds as a clock reads them: 1:05. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const POLL_MS = 1_000;
const TICK_MS = 200;

/** What one game brings to the arena frame: its stage and how it reads its rounds. */
export type ArenaStage<Setup, Result> = {
  /** How long betting stays open (server/arena-kinds.ts), the countdown bar's full length. */
  bettingMs: number;
  /** The stage's drawing, above the bet buttons. */
  node: HTMLElement;
  /** The countdown's words while the round plays out. */
  playing: string;
  /** Draws the round just opened for betting: the fight, the fixture, an empty table. */
  open(setup: Setup): void;
  /**
   * Plays the result out to `elapsed` ms after betting closed (of `length`). Called on every
   * tick, it only adds what is new; true once the winner is shown.
   */
  play(result: Result, elapsed: number, length: number): boolean;
  /** A spot's short name, when the published one is too long for its button. */
  name?: (spot: SpotInfo, setup: Setup) => string | undefined;
  /** The odds as the spot's button prints them (the published ones when absent). */
  odds?: (spot: SpotInfo, setup: Setup) => string;
  /** The strip of last results, newest first as the table keeps them. */
  history(results: Result[]): Node;
};

/**
 * The frame every shared-round game is played in: the countdown to betting's close (then to the
 * round's end), the round's spots as big bet buttons that bet the picked chip at once, this
 * round's bets, the result played out by the stage, last round's win and the history strip.
 */
export function mountArena<
  Setup,
  Result extends { winner: string } | { winners: readonly string[] },
>(
  shell: Shell,
  className: string,
  makeStage: (texts: ArenaTexts) => ArenaStage<Setup, Result>,
): void {
  const texts = ARENA_TEXTS[shell.info.language];
  const stage = makeStage(texts);
  const label = el('span', 'ar-timer-label');
  const seconds = el('span', 'ar-timer-seconds');
  const fill = el('span', 'ar-timer-fill');
  const timer = el('div', 'ar-timer', fill, label, seconds);
  timer.setAttribute('role', 'timer');
  const board = el('div', 'ar-board');
  const mineLine = el('p', 'ar-mine');
  const winBox = el('div', 'dp-win ar-win');
  const history = el('section', 'ar-history');
  shell.stage.append(
    el('div', `ar-arena ${className}`, timer, stage.node, board, mineLine, winBox, history),
  );
  const picker = stakePicker(shell, stakeChoices(shell.info.game.stake));
  shell.controls.append(picker.node);

  let state: ArenaView | null = null;
  let offset = 0;
  let mine: SpotBet[] = [];
  let buttons = new Map<string, HTMLButtonElement>();
  let revealed = false;
  let sending = false;
  let told = -1;
  const nameOf = (info: SpotInfo) =>
    stage.name?.(info, state?.setup as Setup) ??
    (shell.info.language === 'EN' ? info.name.en : info.name.ty);
  const spotsOf = (view: ArenaView) => view.spots as SpotInfo[];

  function showMine(): void {
    const totals = new Map<string, number>();
    for (const bet of mine) totals.set(bet.spot, (totals.get(bet.spot) ?? 0) + bet.stake);
    for (const [spot, button] of buttons) {
      const badge = button.querySelector('.ar-spot-mine');
      if (badge) badge.textContent = totals.has(spot) ? shell.money(totals.get(spot) ?? 0) : '';
      button.classList.toggle('ar-has-bet', totals.has(spot));
    }
    if (!state || mine.length === 0) {
      mineLine.textContent = state?.phase === 'playing' ? '' : texts.noBets;
      return;
    }
    const spots = spotsOf(state);
    const parts = [...totals].map(([spot, stake]) => {
      const info = spots.find((candidate) => candidate.spot === spot);
      return `${info ? nameOf(info) : spot} ${shell.money(stake)}`;
    });
    const sum = mine.reduce((total, bet) => total + bet.stake, 0);
    mineLine.replaceChildren(
      el('strong', '', `${texts.yourBets}: `),
      parts.join(' · '),
      totals.size > 1 ? ` (${texts.total} ${shell.money(sum)})` : '',
    );
  }

  function drawBoard(view: ArenaView): void {
    buttons = new Map();
    board.replaceChildren(
      ...spotsOf(view).map((info) => {
        const odds = stage.odds ? stage.odds(info, view.setup as Setup) : info.odds;
        const button = el(
          'button',
          'ar-spot',
          el('span', 'ar-spot-name', nameOf(info)),
          el('span', 'ar-spot-odds', odds),
          el('span', 'ar-spot-mine'),
        );
        button.type = 'button';
        button.dataset.spot = info.spot;
        button.onclick = () => void bet(info);
        buttons.set(info.spot, button);
        return button;
      }),
    );
  }

  /** Last round's win, told once when the next round opens. */
  function tellLast(view: ArenaView): void {
    if (told === view.round) return;
    told = view.round;
    const last = view.last?.mine;
    if (!last || last.win === null) return;
    const { win } = last;
    if (win > 0) {
      const staked = last.bets.reduce((sum, bet) => sum + bet.stake, 0);
      winBox.textContent = `${shell.texts.win} ${shell.money(win)}`;
      winBox.classList.add('ar-won');
      shell.say(texts.won(shell.money(win), shell.money(staked)), 'win');
    } else shell.say(texts.lost);
  }

  function update(view: ArenaView): void {
    const before = state;
    state = view;
    const newRound = before === null || before.round !== view.round;
    if (newRound) {
      mine = [];
      revealed = false;
      stage.open(view.setup as Setup);
      drawBoard(view);
      history.replaceChildren(
        el('h2', 'ar-history-title', texts.history),
        stage.history(view.history as Result[]),
      );
      if (before) tellLast(view);
      else told = view.round;
    }
    if (view.phase === 'playing' && (newRound || before.phase !== 'playing')) {
      winBox.textContent = '';
      winBox.classList.remove('ar-won');
    }
    // A poll sent before a bet's answer may not have it yet: keep the longer list.
    const polled = view.mine?.bets ?? [];
    if (newRound || polled.length >= mine.length) mine = [...polled];
    showMine();
  }

  function tick(): void {
    if (!state) return;
    const now = Date.now() + offset;
    const betting = state.phase === 'betting' && now < state.closesAt;
    const length = state.endsAt - state.closesAt;
    const left = Math.max(0, betting ? state.closesAt - now : state.endsAt - now);
    const share = left / (betting ? stage.bettingMs : length);
    fill.style.transform = `scaleX(${Math.min(1, share).toFixed(3)})`;
    for (const button of buttons.values()) button.disabled = !betting;
    timer.classList.toggle('ar-hurry', betting && left < 10_000);
    timer.classList.toggle('ar-live', !betting);
    label.textContent = betting
      ? texts.placeBets
      : state.phase === 'betting'
        ? texts.closed
        : stage.playing;
    seconds.textContent = clock(Math.ceil(left / 1_000));
    if (state.phase !== 'playing' || state.result === null) return;
    const shown = stage.play(state.result as Result, now - state.closesAt, length);
    if (shown && !revealed) {
      revealed = true;
      // One winning spot (a fight, a coup), or several (keno: Big, Odd and Big Odd at once).
      const result: { winner: string } | { winners: readonly string[] } = state.result as Result;
      const won = 'winners' in result ? result.winners : [result.winner];
      for (const [spot, button] of buttons) button.classList.toggle('ar-hit', won.includes(spot));
    }
  }

  async function bet(info: SpotInfo): Promise<void> {
    if (!state || sending) return;
    if (state.phase !== 'betting' || Date.now() + offset >= state.closesAt) {
      return shell.say(texts.closed, 'error');
    }
    const stake = picker.stake();
    const button = buttons.get(info.spot);
    sending = true;
    button?.classList.add('ar-sending');
    try {
      const answer: BetAnswer = await placeBets([{ spot: info.spot, stake }]);
      if (answer.status === 'OK') {
        shell.setBalance(answer.balance);
        mine = answer.bets;
        showMine();
        shell.say(texts.placed(shell.money(stake), nameOf(info)), 'info');
      } else if (answer.status === 'CLOSED') shell.say(texts.closed, 'error');
      else if (answer.status === 'REFUSED' || answer.status === 'INVALID_BET') {
        shell.say(answer.message, 'error');
      } else if (answer.status === 'BUSY') shell.say(shell.texts.busy, 'info');
      else if (answer.status === 'SESSION_EXPIRED') shell.say(shell.texts.expired, 'error');
      else shell.say(shell.texts.unavailable, 'error');
    } catch {
      shell.say(shell.texts.unavailable, 'error');
    } finally {
      sending = false;
      button?.classList.remove('ar-sending');
    }
  }

  async function poll(): Promise<void> {
    try {
      const view = await loadArena();
      if ('status' in view) {
        if (view.status === 'SESSION_EXPIRED') return shell.say(shell.texts.expired, 'error');
        throw new Error(view.status);
      }
      offset = view.now - Date.now();
      shell.setBalance(view.balance);
      update(view);
      tick();
    } catch {
      shell.say(shell.texts.unavailable, 'error');
    }
    window.setTimeout(() => void poll(), POLL_MS);
  }

  void poll();
  window.setInterval(tick, TICK_MS);
}

/** A bead road: one bead a result, oldest first, filling columns of six as at the table. */
export function beadRoad(beads: { tone: string; label: string; title: string }[]): HTMLElement {
  return el(
    'div',
    'ar-road',
    ...beads.map((bead) => {
      const node = el('span', `ar-bead ar-${bead.tone}`, bead.label);
      node.title = bead.title;
      return node;
    }),
  );
}
