import './sicbo.css';
import { el, type Shell } from '../../shell.js';
import type { SpotInfo } from '../../../engines/tables/bets.js';
import type { Dice, SicBoOutcome } from '../../../engines/tables/sic-bo.js';
import { dieNode, setDie } from './art.js';
import { chipTable } from './chips.js';
import { openSheet, sheetLink, spotRows, spotRules } from './paytable.js';
import { bringIntoView, pause, spotName, tableRound } from './table-round.js';
import { TABLE_TEXTS } from './texts.js';

const FACES = [1, 2, 3, 4, 5, 6];
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);

/** The spots three dice hit (Small and Big lose on a triple). */
function spotsHit(dice: Dice): Set<string> {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const hit = new Set([`total:${total}`, ...dice.map((face) => `single:${face}`)]);
  if (triple) hit.add(`triple:${dice[0]}`).add('any-triple');
  else hit.add(total <= 10 ? 'small' : 'big');
  return hit;
}

/**
 * Sic bo: three dice on a plate over the board (Small, Any triple, Big; the six triples; totals
 * 4–17; the single numbers), its odds the table's own paytable (classic or Macau). ROLL shakes the
 * dice until they land on the round's throw, and the spots it hits light up with each bet's win.
 */
export function mountSicbo(shell: Shell): void {
  const texts = TABLE_TEXTS[shell.info.language];
  const spots = shell.info.game.paytable as SpotInfo[];
  const oddsOf = (id: string) => spots.find((info) => info.spot === id)?.odds ?? '';
  // The singles print their first payout; the paytable explains the 2:1 and 3:1.
  const odds = (id: string) => el('span', 'tv-odds', oddsOf(id).split(' ')[0] ?? '');
  const chips = chipTable(shell, texts);
  const spot = (id: string, className: string, ...children: (Node | string)[]) =>
    chips.spot(id, spotName(shell, spots, id), className, ...children);

  const board = el(
    'div',
    'tv-felt tv-sicbo-board',
    spot('small', 'tv-wide', el('span', '', texts.kinds.small, el('br'), '4–10'), odds('small')),
    spot(
      'any-triple',
      'tv-wide tv-any',
      el('span', 'tv-dice-row', ...FACES.slice(0, 3).map((f) => dieNode(f))),
      el('span', '', texts.kinds.anyTriple),
      odds('any-triple'),
    ),
    spot('big', 'tv-wide', el('span', '', texts.kinds.big, el('br'), '11–17'), odds('big')),
    ...FACES.map((face) =>
      spot(
        `triple:${face}`,
        'tv-triple',
        el('span', 'tv-dice-row', dieNode(face), dieNode(face), dieNode(face)),
        odds(`triple:${face}`),
      ),
    ),
    el(
      'div',
      'tv-totals',
      ...TOTALS.map((total) => spot(`total:${total}`, '', String(total), odds(`total:${total}`))),
    ),
    ...FACES.map((face) =>
      spot(`single:${face}`, 'tv-single', dieNode(face), odds(`single:${face}`)),
    ),
  );

  const dice = [2, 3, 5].map((face) => dieNode(face));
  const plate = el('div', 'tv-plate', ...dice);
  const sum = el('p', 'tv-dice-sum', '');
  const round = tableRound<SicBoOutcome>({
    shell,
    texts,
    chips,
    label: texts.roll,
    busyLabel: texts.rolling,
    async land(outcome) {
      sum.textContent = '';
      bringIntoView(plate);
      plate.classList.remove('tv-landed');
      plate.classList.add('tv-shaking');
      const shaking = window.setInterval(() => {
        for (const die of dice) setDie(die, 1 + Math.floor(Math.random() * 6));
      }, 90);
      await pause(1300);
      window.clearInterval(shaking);
      plate.classList.remove('tv-shaking');
      dice.forEach((die, i) => {
        setDie(die, outcome.dice[i] ?? 1);
      });
      plate.classList.add('tv-landed');
      await pause(450);
      const hit = spotsHit(outcome.dice);
      const [a, b, c] = outcome.dice;
      const kind =
        a === b && b === c
          ? texts.kinds.triple
          : hit.has('small')
            ? texts.kinds.small
            : texts.kinds.big;
      const said = `${outcome.dice.join(' · ')} = ${outcome.total} (${kind})`;
      sum.textContent = said;
      return { hit, said };
    },
  });
  shell.stage.append(plate, sum, round.winBox, board, round.paid);
  const link = sheetLink(shell, () =>
    openSheet(
      shell,
      shell.texts.paytable,
      texts.sicboNote,
      spotRows(shell, spots, { triple: texts.tripleGroup, single: texts.singleGroup }),
      spotRules(shell, spots),
    ),
  );
  shell.controls.append(chips.node, round.button, link);
  shell.say(texts.placeBets);
}
