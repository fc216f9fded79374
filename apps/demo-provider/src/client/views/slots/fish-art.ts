/**
 * The fish, drawn on a canvas facing right around (0, 0): a body, a tail, a fin and an eye in each
 * kind's colours; a few kinds get their own outline (squid, turtle, shark, whale shark).
 */
type Look = { body: string; fin: string; spots?: string };

const LOOKS: Record<string, Look> = {
  dilis: { body: '#c9d6e8', fin: '#7f95b5' },
  galunggong: { body: '#5fa8d3', fin: '#2f5f8a' },
  tilapia: { body: '#8fbf6a', fin: '#4c7a35', spots: '#5e8f45' },
  bangus: { body: '#dfe7ef', fin: '#8aa0b8' },
  'lapu-lapu': { body: '#e2574c', fin: '#9e2a22', spots: '#ffd0c8' },
  pusit: { body: '#f3a6c8', fin: '#c25b8f' },
  pawikan: { body: '#4caf7a', fin: '#2b6b48', spots: '#a57a3a' },
  'lumba-lumba': { body: '#8aa4c8', fin: '#4f6a92' },
  pating: { body: '#7d8a99', fin: '#4a5563' },
  butanding: { body: '#3d5a80', fin: '#23395b', spots: '#e8f1ff' },
};

const FALLBACK: Look = { body: '#f3c74f', fin: '#b8860b' };

/** A fish `length` px long, `flash` from 0 to 1 whitening it (a hit). */
export function drawFish(
  ctx: CanvasRenderingContext2D,
  kind: string,
  length: number,
  flash = 0,
): void {
  const look = LOOKS[kind] ?? FALLBACK;
  const half = length / 2;
  const tall = kind === 'pating' || kind === 'lumba-lumba' ? 0.32 : 0.42;
  const h = half * tall * 2;
  ctx.lineWidth = Math.max(1.5, length / 40);
  ctx.strokeStyle = 'rgb(0 0 0 / 0.35)';
  if (kind === 'pusit') drawSquid(ctx, look, half, h);
  else if (kind === 'pawikan') drawTurtle(ctx, look, half, h);
  else {
    // tail
    ctx.fillStyle = look.fin;
    ctx.beginPath();
    ctx.moveTo(-half * 0.7, 0);
    ctx.lineTo(-half * 1.05, -h * 0.55);
    ctx.lineTo(-half * 0.95, 0);
    ctx.lineTo(-half * 1.05, h * 0.55);
    ctx.closePath();
    ctx.fill();
    // dorsal fin
    ctx.beginPath();
    ctx.moveTo(-half * 0.2, -h * 0.4);
    ctx.lineTo(half * (kind === 'pating' ? 0.05 : 0.15), -h * (kind === 'pating' ? 1.05 : 0.75));
    ctx.lineTo(half * 0.35, -h * 0.4);
    ctx.fill();
    // body
    ctx.fillStyle = look.body;
    ctx.beginPath();
    ctx.ellipse(0, 0, half * 0.85, h / 2, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    if (look.spots) {
      ctx.fillStyle = look.spots;
      for (const [x, y] of [
        [-0.35, -0.1],
        [-0.05, 0.15],
        [0.2, -0.15],
        [-0.5, 0.12],
      ] as const) {
        ctx.beginPath();
        ctx.arc(half * x, h * y, Math.max(1.5, h * 0.08), 0, Math.PI * 2);
        ctx.fill();
      }
    }
    // belly shine and eye
    ctx.fillStyle = 'rgb(255 255 255 / 0.3)';
    ctx.beginPath();
    ctx.ellipse(half * 0.05, h * 0.18, half * 0.55, h * 0.14, 0, 0, Math.PI * 2);
    ctx.fill();
    eye(ctx, half * 0.55, -h * 0.1, Math.max(2, h * 0.11));
  }
  if (flash > 0) {
    ctx.globalCompositeOperation = 'source-atop';
    ctx.fillStyle = `rgb(255 255 255 / ${flash * 0.8})`;
    ctx.fillRect(-length, -length, length * 2, length * 2);
    ctx.globalCompositeOperation = 'source-over';
  }
}

function eye(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  ctx.fill();
}

function drawSquid(ctx: CanvasRenderingContext2D, look: Look, half: number, h: number) {
  ctx.strokeStyle = look.fin;
  ctx.lineWidth = Math.max(2, h * 0.1);
  ctx.lineCap = 'round';
  for (const y of [-0.3, -0.1, 0.1, 0.3]) {
    ctx.beginPath();
    ctx.moveTo(half * 0.1, h * y * 0.6);
    ctx.quadraticCurveTo(half * 0.55, h * y * 1.6, half, h * y);
    ctx.stroke();
  }
  ctx.fillStyle = look.body;
  ctx.beginPath();
  ctx.moveTo(-half, 0);
  ctx.lineTo(-half * 0.55, -h * 0.45);
  ctx.quadraticCurveTo(half * 0.2, -h * 0.4, half * 0.25, 0);
  ctx.quadraticCurveTo(half * 0.2, h * 0.4, -half * 0.55, h * 0.45);
  ctx.closePath();
  ctx.fill();
  eye(ctx, half * 0.05, -h * 0.12, Math.max(2, h * 0.12));
}

function drawTurtle(ctx: CanvasRenderingContext2D, look: Look, half: number, h: number) {
  ctx.fillStyle = look.fin;
  for (const [x, y] of [
    [0.45, -0.55],
    [0.45, 0.55],
    [-0.45, -0.45],
    [-0.45, 0.45],
  ] as const) {
    ctx.beginPath();
    ctx.ellipse(half * x, h * y, half * 0.22, h * 0.16, x * y > 0 ? 0.6 : -0.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.ellipse(half * 0.78, 0, half * 0.2, h * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = look.spots ?? look.body;
  ctx.beginPath();
  ctx.ellipse(0, 0, half * 0.62, h * 0.55, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = look.body;
  ctx.beginPath();
  ctx.ellipse(0, 0, half * 0.32, h * 0.28, 0, 0, Math.PI * 2);
  ctx.stroke();
  eye(ctx, half * 0.85, -h * 0.06, Math.max(1.5, h * 0.06));
}
