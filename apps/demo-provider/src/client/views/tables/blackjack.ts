import './blackjack.css';
import { blackjackStep, type BlackjackHand, type HandAnswer } from '../../api.js';
import { el, type Shell } from '../../shell.js';
import { cardNode, chipNode } from './art.js';
import { chipTable } from './chips.js';
import { openSheet, sheetLink } from './paytable.js';
import { sayNotPlayed } from '../slots/answers.js';
import { pause } from './table-round.js';
import { TABLE_TEXTS } from './texts.js';

type Cards = readonly (string | null)[];

/** A hand's best total over the cards shown (an ace counts 11 when that stays within 21). */
function handTotal(cards: Cards): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    if (card === null) continue;
    const rank = card.charAt(0);
    const value = rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 10 : Number(rank);
    total += value;
    if (value === 1) aces++;
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
}

/** One side of the felt: its label with the total, and its row of cards. */
function handRow(label: string) {
  const total = el('span', 'tv-bj-total', '');
  const cards = el('div', 'tv-hand');
  const node = el('div', 'tv-bj-side', el('span', 'tv-bj-label', label, total), cards);
  let shown: (string | null)[] = [];
  return {
    node,
    shown: () => shown,
    /** Shows card `i`: a new one is dealt in, a face-down one turned over. */
    put(i: number, card: string | null, animate: boolean) {
      const next = cardNode(card);
      const old = cards.children[i];
      if (animate) next.classList.add(old ? 'tv-flipped' : 'tv-dealt');
      if (old) old.replaceWith(next);
      else cards.append(next);
      shown = [...shown];
      shown[i] = card;
      total.textContent = String(handTotal(shown));
    },
    clear() {
      cards.replaceChildren();
      shown = [];
      total.textContent = '';
    },
  };
}

/**
 * Blackjack on a felt: chips on the bet circle and DEAL, then HIT, STAND or DOUBLE (on the first
 * two cards) until the dealer turns the hole card over; the result banner and the win close the
 * hand. A hand still in play when the page opens is picked up where it was.
 */
export function mountBlackjack(shell: Shell): void {
  const texts = TABLE_TEXTS[shell.info.language];
  const chips = chipTable(shell, texts);
  const dealer = handRow(texts.dealer);
  const player = handRow(texts.you);
  const betSpot = chips.spot('hand', shell.texts.stake, 'tv-bet-spot', shell.texts.stake);
  const staked = el('div', 'tv-bet-spot tv-staked');
  const middle = el('div', 'tv-bj-middle', betSpot);
  const felt = el('div', 'tv-bj', dealer.node, middle, player.node);
  shell.stage.append(felt);

  const deal = el('button', 'dp-primary tv-deal', texts.deal);
  deal.type = 'button';
  const action = (name: 'hit' | 'stand' | 'double', label: string, second: boolean) => {
    const button = el('button', second ? 'dp-primary tv-second' : 'dp-primary', label);
    button.type = 'button';
    button.dataset.action = name;
    button.onclick = () => void step('act', { action: name });
    return button;
  };
  const hit = action('hit', texts.hit, false);
  const stand = action('stand', texts.stand, true);
  const double = action('double', texts.double, true);
  const actions = el('div', 'tv-actions', hit, stand, double);
  const rules = sheetLink(shell, () =>
    openSheet(
      shell,
      texts.rules,
      texts.blackjackNote,
      texts.blackjackRules.map(([name, pays]) => ({ name, pays })),
    ),
  );
  shell.controls.append(chips.node, deal, actions, rules);

  let hand: BlackjackHand | null = null;
  /** Betting between hands, deciding during one; nothing while a request is out. */
  const showControls = (busy: boolean) => {
    const playing = hand?.phase === 'player';
    chips.node.hidden = deal.hidden = playing;
    actions.hidden = !playing;
    chips.lock(busy || playing);
    deal.disabled = busy;
    deal.textContent = busy && !playing ? texts.dealing : texts.deal;
    for (const button of [hit, stand, double]) button.disabled = busy;
    if (playing && hand && hand.player.length !== 2) double.disabled = true;
    middle.replaceChildren(playing || (busy && !hand) ? staked : betSpot);
  };

  /** Deals what the answer's hand adds: the first four in turn, then the player's, then the dealer's. */
  async function show(next: BlackjackHand, animate: boolean) {
    staked.replaceChildren(chipNode(next.stake, 'tv-chip tv-stack'));
    type Row = ReturnType<typeof handRow>;
    const changed = (row: Row, cards: Cards) =>
      cards.flatMap((card, i): [Row, number, string | null][] =>
        i < row.shown().length && row.shown()[i] === card ? [] : [[row, i, card]],
      );
    const theirs = changed(dealer, next.dealer);
    const moves = changed(player, next.player);
    // A fresh deal goes player, dealer, player, dealer; later the player's card, then the dealer's.
    if (player.shown().length === 0) moves.splice(1, 0, ...theirs.splice(0, 1));
    if (player.shown().length === 0) moves.splice(3, 0, ...theirs.splice(0, 1));
    for (const [row, at, card] of [...moves, ...theirs]) {
      row.put(at, card, animate);
      await pause(animate ? 340 : 0);
    }
  }

  function finish(done: Extract<BlackjackHand, { phase: 'done' }>) {
    const banner = el('div', 'tv-banner', texts.results[done.result]);
    banner.dataset.result = done.result;
    if (done.win > 0) banner.append(' ', shell.money(done.win));
    felt.append(banner);
    if (done.result === 'blackjack' || done.result === 'win') {
      shell.say(`${shell.texts.win} ${shell.money(done.win)}`, 'win');
    } else shell.say(texts.results[done.result]);
  }

  async function step(kind: 'deal' | 'act', body: Record<string, unknown>) {
    if (kind === 'deal') {
      const problem = chips.problem();
      if (problem) return shell.say(problem, 'error');
      hand = null;
      dealer.clear();
      player.clear();
      felt.querySelector('.tv-banner')?.remove();
      staked.replaceChildren(chipNode(chips.total(), 'tv-chip tv-stack'));
    }
    showControls(true);
    try {
      const answer: HandAnswer = await blackjackStep(
        kind,
        kind === 'deal' ? { stake: chips.total() } : body,
      );
      if (answer.status !== 'OK') {
        sayNotPlayed(shell, answer);
        if (answer.status === 'INVALID_BET' || kind === 'deal') hand = null;
        return;
      }
      const next = answer.hand;
      shell.setBalance(answer.balance - (next.phase === 'done' ? next.win : 0));
      await show(next, true);
      hand = next;
      shell.setBalance(answer.balance);
      if (next.phase === 'done') finish(next);
      else shell.say(texts.yourTurn);
      if (answer.pending) shell.say(shell.texts.pending, 'info');
    } catch {
      shell.say(shell.texts.unavailable, 'error');
    } finally {
      showControls(false);
    }
  }

  deal.onclick = () => void step('deal', {});
  const resumed = shell.info.hand as BlackjackHand | null;
  if (resumed?.phase === 'player') {
    hand = resumed;
    void show(resumed, false);
    shell.say(texts.resumed);
  } else shell.say(texts.placeBets);
  showControls(false);
}
