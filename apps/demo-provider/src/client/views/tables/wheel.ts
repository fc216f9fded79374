import { el } from '../../shell.js';
import { pause, REDUCED } from './table-round.js';

/** The European wheel's pockets, clockwise from the zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const REDS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colorOf = (n: number) => (n === 0 ? 'green' : REDS.has(n) ? 'red' : 'black');

const STEP = 360 / WHEEL_ORDER.length;
const FILL = { green: '#1f9d55', red: '#c81d3a', black: '#141a3a' };
const polar = (r: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
};

/** The wheel's constant drawing: 37 pockets between radius 56 and 84, numbers around. */
function wheelMarkup(): string {
  const pockets = WHEEL_ORDER.map((n, i) => {
    const from = (i - 0.5) * STEP;
    const to = (i + 0.5) * STEP;
    const path =
      `M${polar(84, from)} A84 84 0 0 1 ${polar(84, to)} ` +
      `L${polar(56, to)} A56 56 0 0 0 ${polar(56, from)}Z`;
    return (
      `<path d="${path}" fill="${FILL[colorOf(n)]}" stroke="#e0a722" stroke-width="0.6"/>` +
      `<text transform="rotate(${i * STEP})" x="0" y="-74" text-anchor="middle" ` +
      `font-size="7.5" font-weight="700" fill="#fff">${n}</text>`
    );
  }).join('');
  return (
    '<svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">' +
    '<circle r="99" fill="#5a3414" stroke="#e0a722" stroke-width="2"/>' +
    '<circle r="92" fill="#2a1a0c"/>' +
    `<g class="tv-wheel-turn">${pockets}` +
    '<circle r="56" fill="#18224f" stroke="#e0a722" stroke-width="1.5"/>' +
    '<path d="M0 -50L6 0L0 50L-6 0Z M-50 0L0 -6L50 0L0 6Z" fill="#e0a722" opacity="0.8"/></g>' +
    '<circle r="30" fill="#0b1026" stroke="#f3c74f" stroke-width="2"/>' +
    '<g class="tv-ball-orbit"><circle class="tv-ball" r="4.6" fill="#fff" stroke="#b9bfd8"/></g>' +
    '</svg>'
  );
}

/** The wheel and its ball; `spin(n)` turns it until the ball rests in n's pocket at the top. */
export function rouletteWheel() {
  const node = el('div', 'tv-wheel');
  node.innerHTML = wheelMarkup();
  const hub = el('span', 'tv-hub', '');
  node.append(hub);
  const turn = node.querySelector<SVGGElement>('.tv-wheel-turn');
  const orbit = node.querySelector<SVGGElement>('.tv-ball-orbit');
  const ball = node.querySelector<SVGCircleElement>('.tv-ball');
  let wheelAt = 0;
  let ballAt = 0;
  const place = (moving: boolean) => {
    if (!turn || !orbit || !ball) return;
    node.classList.toggle('tv-turning', moving && !REDUCED);
    turn.style.transform = `rotate(${wheelAt}deg)`;
    orbit.style.transform = `rotate(${ballAt}deg)`;
  };
  const ballRadius = (r: number) => {
    if (ball) ball.style.transform = `translateY(-${r}px)`;
  };
  ballRadius(63);
  place(false);

  return {
    node,
    async spin(number: number) {
      hub.textContent = '';
      hub.dataset.color = '';
      const pocket = WHEEL_ORDER.indexOf(number);
      // The wheel turns clockwise by whole turns plus what brings the pocket to the top; the ball
      // runs the other way and ends at the top too.
      const target = -pocket * STEP;
      const offset = (((target - wheelAt) % 360) + 360) % 360;
      wheelAt += 3 * 360 + offset;
      ballAt -= 5 * 360;
      ballRadius(88);
      node.getBoundingClientRect();
      place(true);
      await pause(3300);
      ballRadius(63);
      await pause(1000);
      node.classList.remove('tv-turning');
      hub.textContent = String(number);
      hub.dataset.color = colorOf(number);
    },
  };
}
