import './slots.css';
import { playRound, type RoundAnswer } from '../../api.js';
import { el, stakeChoices, stakePicker, type Shell } from '../../shell.js';
import type { FishKind, FishOutcome } from '../../../engines/fish/fish.js';
import { sayNotPlayed } from './answers.js';
import { drawFish } from './fish-art.js';
import { REDUCED } from './motion.js';
import { nameOf, slotTexts } from './texts.js';
import { openSheet, paytableLink, payRow } from './sheet.js';

type Swimmer = { kind: FishKind; x: number; y: number; vx: number; length: number; flash: number };
type Shot = {
  target: Swimmer;
  x: number;
  y: number;
  arrived: boolean;
  answer?: RoundAnswer<FishOutcome>;
};
/** A burst's sparks and a floating text ("+₱10.00", "Missed!"), each fading over its life. */
type Effect = { x: number; y: number; age: number; text?: string; colour: string; sparks: boolean };

const IN_POND = 7;
const BULLET_SPEED = 900; // px per second
const SWIM = REDUCED ? 0.25 : 1;

/** A fish's length grows with its multiplier: the whale shark is the biggest. */
const lengthOf = (kind: FishKind) => 40 + 13 * Math.log2(kind.multiplier);

/** A kind drawn by its share of the pond (spawnPerMille); Math.random only places fish. */
function pickKind(kinds: readonly FishKind[]): FishKind | undefined {
  let ticket = Math.random() * kinds.reduce((sum, kind) => sum + kind.spawnPerMille, 0);
  for (const kind of kinds) {
    ticket -= kind.spawnPerMille;
    if (ticket < 0) return kind;
  }
  return kinds[0];
}

/**
 * The fish game: fish of every kind swim across a pond with their names and multipliers; a tap on
 * one turns the cannon and fires a bullet, one round on that fish. A catch bursts the fish and its
 * win floats up; a miss flashes it and it swims on. One shot at a time, as the server wants.
 */
export function mountFish(shell: Shell): void {
  const { texts, info } = shell;
  const words = slotTexts(shell);
  const kinds = info.game.paytable as FishKind[];
  const canvas = el('canvas', 'sv-pond');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', words.pond);
  const hint = el('p', 'sv-hint', words.fishHint);
  shell.stage.append(canvas, hint);
  const picker = stakePicker(shell, stakeChoices(info.game.stake));
  picker.node.querySelector('.dp-stake-label')?.replaceChildren(words.bullet);
  shell.controls.append(
    picker.node,
    paytableLink(shell, () => openFishSheet(shell, kinds)),
  );

  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  let width = 0;
  let height = 0;
  const resize = () => {
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.round(width * devicePixelRatio);
    canvas.height = Math.round(height * devicePixelRatio);
  };
  resize();
  new ResizeObserver(resize).observe(canvas);

  const fish: Swimmer[] = [];
  const effects: Effect[] = [];
  let shot: Shot | undefined;
  let aim = -Math.PI / 2;
  const cannon = () => ({ x: width / 2, y: height - 14 });

  const spawn = (anywhere: boolean) => {
    const kind = pickKind(kinds);
    if (!kind) return;
    const length = lengthOf(kind);
    const right = Math.random() < 0.5;
    const speed = (70 - kind.multiplier * 0.35 + Math.random() * 20) * SWIM;
    fish.push({
      kind,
      length,
      x: anywhere ? Math.random() * width : right ? width + length : -length,
      y: 30 + Math.random() * Math.max(10, height - 150),
      vx: right ? -speed : speed,
      flash: 0,
    });
  };
  for (let n = 0; n < IN_POND; n++) spawn(true);

  /** The fish under a tap: the nearest whose body (a little padded) holds the point. */
  const fishAt = (x: number, y: number) =>
    fish
      .filter((f) => Math.abs(f.x - x) < f.length * 0.6 && Math.abs(f.y - y) < f.length * 0.35 + 8)
      .sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))[0];

  canvas.addEventListener('pointerdown', (event) => {
    const box = canvas.getBoundingClientRect();
    const target = fishAt(event.clientX - box.left, event.clientY - box.top);
    // One shot at a time: the cannon is dimmed until the last one has landed.
    if (!target || shot) return;
    const from = cannon();
    aim = Math.atan2(target.y - from.y, target.x - from.x);
    const flying: Shot = { target, x: from.x, y: from.y, arrived: REDUCED };
    shot = flying;
    playRound<FishOutcome>({ stake: picker.stake(), fishKind: target.kind.id })
      .then((answer) => {
        flying.answer = answer;
        if (answer.status === 'OK') shell.setBalance(answer.balance - answer.win);
      })
      .catch(() => {
        flying.answer = { status: 'UNAVAILABLE' };
      });
  });

  /** The shot's end, once the bullet is there and the answer is in. */
  function settle(done: Shot, answer: RoundAnswer<FishOutcome>) {
    shot = undefined;
    if (answer.status !== 'OK') {
      sayNotPlayed(shell, answer);
      return;
    }
    const { target } = done;
    if (answer.outcome.killed) {
      const at = fish.indexOf(target);
      if (at >= 0) fish.splice(at, 1);
      effects.push({
        x: target.x,
        y: target.y,
        age: 0,
        text: `+${shell.money(answer.win)}`,
        colour: '#f3c74f',
        sparks: !REDUCED,
      });
      shell.say(`${texts.win} ${shell.money(answer.win)}`, 'win');
    } else {
      target.flash = 1;
      effects.push({
        x: done.x,
        y: done.y,
        age: 0,
        text: words.miss,
        colour: '#a9b1d6',
        sparks: false,
      });
      shell.say(words.miss);
    }
    shell.setBalance(answer.balance);
    if (answer.pending) shell.say(texts.pending, 'info');
  }

  let last = performance.now();
  const frame = (now: number) => {
    const dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    for (const f of fish) {
      // A fish being shot at slows, so that the bullet finds it.
      f.x += f.vx * dt * (shot?.target === f ? 0.3 : 1);
      f.flash = Math.max(0, f.flash - dt * 2);
    }
    for (let n = fish.length - 1; n >= 0; n--) {
      const f = fish[n];
      if (f && f !== shot?.target && (f.x < -f.length * 1.5 || f.x > width + f.length * 1.5)) {
        fish.splice(n, 1);
      }
    }
    while (fish.length < IN_POND) spawn(false);
    if (shot) {
      const { target } = shot;
      const dx = target.x - shot.x;
      const dy = target.y - shot.y;
      const distance = Math.hypot(dx, dy);
      const step = BULLET_SPEED * dt;
      if (shot.arrived || distance <= step) {
        shot.x = target.x;
        shot.y = target.y;
        shot.arrived = true;
      } else {
        shot.x += (dx / distance) * step;
        shot.y += (dy / distance) * step;
        aim = Math.atan2(target.y - cannon().y, target.x - cannon().x);
      }
      if (shot.arrived && shot.answer) settle(shot, shot.answer);
    }
    for (const effect of effects) effect.age += dt;
    while (effects[0] && effects[0].age > 1.4) effects.shift();
    draw();
    requestAnimationFrame(frame);
  };

  function draw() {
    if (!ctx) return;
    ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    ctx.textAlign = 'center';
    ctx.shadowColor = 'rgb(0 0 0 / 0.6)';
    for (const f of fish) {
      ctx.save();
      ctx.translate(f.x, f.y + Math.sin(f.x / 30) * 3 * SWIM);
      if (f.vx < 0) ctx.scale(-1, 1);
      drawFish(ctx, f.kind.id, f.length, f.flash);
      ctx.restore();
      const below = f.y + f.length * 0.3 + 11;
      ctx.shadowBlur = 3;
      ctx.font = '600 11px system-ui, sans-serif';
      ctx.fillStyle = 'rgb(245 247 255 / 0.9)';
      ctx.fillText(nameOf(shell, f.kind.names), f.x, below);
      ctx.font = '800 12px system-ui, sans-serif';
      ctx.fillStyle = '#f3c74f';
      ctx.fillText(`×${f.kind.multiplier}`, f.x, below + 13);
      ctx.shadowBlur = 0;
    }
    for (const effect of effects) drawEffect(ctx, effect);
    if (shot && !shot.arrived) {
      ctx.fillStyle = '#fff3c2';
      ctx.beginPath();
      ctx.arc(shot.x, shot.y, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = shot ? 0.55 : 1;
    drawCannon(ctx, cannon(), aim);
    ctx.globalAlpha = 1;
  }
  requestAnimationFrame(frame);
}

function drawEffect(ctx: CanvasRenderingContext2D, effect: Effect) {
  const fade = Math.max(0, 1 - effect.age / 1.4);
  ctx.globalAlpha = fade;
  if (effect.sparks) {
    ctx.fillStyle = effect.colour;
    for (let n = 0; n < 12; n++) {
      const angle = (n / 12) * Math.PI * 2;
      const r = 10 + effect.age * 90;
      ctx.beginPath();
      ctx.arc(effect.x + Math.cos(angle) * r, effect.y + Math.sin(angle) * r, 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (effect.text) {
    ctx.font = '800 18px system-ui, sans-serif';
    ctx.fillStyle = effect.colour;
    const rise = REDUCED ? 0 : effect.age * 40;
    // Kept inside the pond, so that a catch at its edge still reads whole.
    const half = ctx.measureText(effect.text).width / 2 + 4;
    const x = Math.min(Math.max(effect.x, half), ctx.canvas.clientWidth - half);
    ctx.fillText(effect.text, x, effect.y - rise);
  }
  ctx.globalAlpha = 1;
}

function drawCannon(ctx: CanvasRenderingContext2D, at: { x: number; y: number }, aim: number) {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.rotate(aim + Math.PI / 2);
  ctx.fillStyle = '#e0a722';
  ctx.strokeStyle = '#1b1300';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(-8, -44, 16, 42, 4);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  ctx.fillStyle = '#18224f';
  ctx.strokeStyle = '#f3c74f';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(at.x, at.y + 8, 26, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

/** Every kind with its drawing and multiplier, and how a shot pays. */
function openFishSheet(shell: Shell, kinds: readonly FishKind[]): void {
  const words = slotTexts(shell);
  const rows = kinds.map((kind) => {
    const art = el('canvas', 'sv-fish-art');
    art.width = 120;
    art.height = 60;
    const ctx = art.getContext('2d');
    if (ctx) {
      ctx.translate(60, 30);
      drawFish(ctx, kind.id, 100);
    }
    return payRow(art, nameOf(shell, kind.names), `×${kind.multiplier}`);
  });
  openSheet(shell, el('p', 'dp-muted', words.fishRule), el('ul', 'dp-pay-list', ...rows));
}
