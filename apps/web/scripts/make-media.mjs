// Writes the demo content's images (banners and team badges) to public/media: drawn here as SVG,
// never loaded from another host, and shipped as WebP. A phone paints a raster image off its main
// thread, where each SVG <img> costs a document of its own to parse, lay out and paint (about
// 20 ms apiece on a mid-range phone, with a dozen on home). Run
// `node apps/web/scripts/make-media.mjs` after changing them; the seed
// (apps/server/src/db/seed/demo-content.ts) points at these paths.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/media');
fs.mkdirSync(path.join(out, 'banners'), { recursive: true });
fs.mkdirSync(path.join(out, 'teams'), { recursive: true });

/** Renders one drawing at its own size (its text in the machine's fonts) and writes it as WebP. */
async function writeWebp(file, svg, quality) {
  const webp = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  fs.writeFileSync(file, webp);
}

const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Decorations drawn behind the text, per banner theme. */
const ART = {
  coins: () => `
    <g opacity="0.95">
      ${[
        [560, 90, 70],
        [650, 170, 52],
        [520, 210, 40],
        [690, 70, 30],
      ]
        .map(
          ([
            x,
            y,
            r,
          ]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)" stroke="#8a5a00" stroke-width="4"/>
        <circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="#fff3b0" stroke-width="3" opacity="0.7"/>
        <text x="${x}" y="${y + r * 0.32}" text-anchor="middle" ${FONT} font-weight="800" font-size="${r * 0.9}" fill="#8a5a00">₱</text>`,
        )
        .join('')}
    </g>`,
  balls: () => `
    <g>
      ${[
        [540, 110, '#e53935', '7'],
        [620, 190, '#1e88e5', '21'],
        [690, 100, '#43a047', '38'],
        [600, 60, '#fdd835', '12'],
        [700, 210, '#8e24aa', '45'],
      ]
        .map(
          ([x, y, color, n]) => `<circle cx="${x}" cy="${y}" r="40" fill="${color}"/>
        <circle cx="${x - 12}" cy="${y - 14}" r="12" fill="#fff" opacity="0.35"/>
        <circle cx="${x}" cy="${y}" r="22" fill="#fff"/>
        <text x="${x}" y="${y + 8}" text-anchor="middle" ${FONT} font-weight="800" font-size="22" fill="#222">${n}</text>`,
        )
        .join('')}
    </g>`,
  cards: () => `
    <g>
      ${[
        [520, 60, -14, '♠', '#111'],
        [590, 50, 0, '♥', '#d32f2f'],
        [660, 60, 14, '♦', '#d32f2f'],
      ]
        .map(
          ([x, y, rot, suit, color]) => `<g transform="rotate(${rot} ${x + 45} ${y + 130})">
          <rect x="${x}" y="${y}" width="110" height="160" rx="12" fill="#fff" stroke="#d4af37" stroke-width="3"/>
          <text x="${x + 14}" y="${y + 34}" ${FONT} font-weight="800" font-size="28" fill="${color}">A</text>
          <text x="${x + 55}" y="${y + 108}" text-anchor="middle" font-size="56" fill="${color}">${suit}</text>
        </g>`,
        )
        .join('')}
    </g>`,
  arena: () => `
    <g>
      <ellipse cx="610" cy="240" rx="150" ry="40" fill="#000" opacity="0.25"/>
      <circle cx="610" cy="140" r="96" fill="none" stroke="#ffd54f" stroke-width="6" opacity="0.8"/>
      <path d="M560 170 q20 -80 70 -70 q40 10 30 60 q-10 40 -60 40 q-30 0 -40 -30z" fill="#c62828"/>
      <path d="M615 98 l18 -30 l10 34z" fill="#ffb300"/>
      <path d="M590 195 l-10 40 M610 198 l0 40" stroke="#ffb300" stroke-width="6" stroke-linecap="round"/>
      <path d="M555 170 q-40 -10 -50 20 q30 5 50 -5z" fill="#1b5e20"/>
    </g>`,
  friends: () => `
    <g>
      ${[
        [560, 150, '#ffcc80'],
        [640, 130, '#ffab91'],
        [710, 160, '#ffe082'],
      ]
        .map(
          ([x, y, skin]) => `<circle cx="${x}" cy="${y - 42}" r="30" fill="${skin}"/>
        <path d="M${x - 46} ${y + 70} q0 -70 46 -70 q46 0 46 70z" fill="#fff" opacity="0.92"/>`,
        )
        .join('')}
      <rect x="585" y="210" width="110" height="44" rx="22" fill="#ffd54f"/>
      <text x="640" y="240" text-anchor="middle" ${FONT} font-weight="800" font-size="24" fill="#4a148c">₱258</text>
    </g>`,
  slots: () => `
    <g>
      <rect x="510" y="50" width="210" height="200" rx="24" fill="#311b92" stroke="#ffd54f" stroke-width="6"/>
      ${[0, 1, 2]
        .map(
          (i) => `<rect x="${530 + i * 64}" y="90" width="54" height="90" rx="8" fill="#fff"/>
        <text x="${557 + i * 64}" y="150" text-anchor="middle" ${FONT} font-weight="900" font-size="44" fill="#d32f2f">7</text>`,
        )
        .join('')}
      <rect x="560" y="200" width="110" height="28" rx="14" fill="#ffd54f"/>
    </g>`,
};

const BANNERS = [
  {
    file: 'welcome',
    from: '#5b21b6',
    to: '#db2777',
    art: 'coins',
    text: {
      EN: ['100% WELCOME BONUS', 'Double your first deposit, up to ₱1,000', 'Claim now'],
      TY: ['100% WELCOME BONUS', 'Doble ang unang deposito, hanggang ₱1,000', 'Kunin na'],
    },
  },
  {
    file: 'lotto',
    from: '#0f766e',
    to: '#2563eb',
    art: 'balls',
    text: {
      EN: ['LOTTO EVERY 3 MINUTES', 'Pick your numbers, watch the draw live', 'Play lotto'],
      TY: ['LOTTO BAWAT 3 MINUTO', 'Pumili ng numero, panoorin ang bola nang live', 'Maglaro'],
    },
  },
  {
    file: 'live-casino',
    from: '#111827',
    to: '#7f1d1d',
    art: 'cards',
    text: {
      EN: ['LIVE BACCARAT & ROULETTE', 'Real dealers, 24 hours a day', 'Join a table'],
      TY: ['LIVE BACCARAT AT ROULETTE', 'Totoong dealer, 24 oras araw-araw', 'Sumali'],
    },
  },
  {
    file: 'sabong',
    from: '#7c2d12',
    to: '#ca8a04',
    art: 'arena',
    text: {
      EN: ['SABONG LIVE', 'Bet Meron or Wala on every fight', 'Watch now'],
      TY: ['SABONG LIVE', 'Tumaya sa Meron o Wala sa bawat laban', 'Manood'],
    },
  },
  {
    file: 'invite',
    from: '#6d28d9',
    to: '#0891b2',
    art: 'friends',
    text: {
      EN: ['INVITE FRIENDS', 'Earn ₱258 for every friend who plays', 'Invite'],
      TY: ['MAG-IMBITA NG KAIBIGAN', 'Kumita ng ₱258 sa bawat kaibigang maglaro', 'Mag-imbita'],
    },
  },
  {
    file: 'slots',
    from: '#9d174d',
    to: '#f59e0b',
    art: 'slots',
    text: {
      EN: ['600+ SLOT GAMES', 'New titles every week, free spins daily', 'Spin now'],
      TY: ['600+ SLOT GAMES', 'Bagong laro linggo-linggo, libreng spin araw-araw', 'Mag-spin'],
    },
  },
];

function banner({ from, to, art }, [title, sub, cta]) {
  // Titles over 16 characters take two lines, so the text never runs into the art on the right.
  const words = title.split(' ');
  const lines = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 16)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const titleSize = lines.length > 1 ? 38 : 44;
  const top = lines.length > 1 ? 78 : 110;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${esc(title)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.4" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe082"/><stop offset="1" stop-color="#f9a825"/></linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#bg)"/>
  <rect width="750" height="300" fill="url(#glow)"/>
  <g opacity="0.12" fill="#fff">
    <circle cx="80" cy="260" r="120"/><circle cx="430" cy="-20" r="90"/>
  </g>
  ${ART[art]()}
  ${lines
    .map(
      (line, i) =>
        `<text x="40" y="${top + i * 44}" ${FONT} font-weight="900" font-size="${titleSize}" fill="#fff" letter-spacing="0.5">${esc(line)}</text>`,
    )
    .join('\n  ')}
  <text x="40" y="166" ${FONT} font-weight="500" font-size="20" fill="#fff" opacity="0.92">${esc(sub)}</text>
  <rect x="40" y="196" width="${Math.max(140, cta.length * 15 + 48)}" height="50" rx="25" fill="#ffd54f"/>
  <text x="${40 + Math.max(140, cta.length * 15 + 48) / 2}" y="229" text-anchor="middle" ${FONT} font-weight="800" font-size="22" fill="#3b0764">${esc(cta)}</text>
</svg>
`;
}

for (const entry of BANNERS) {
  for (const language of ['EN', 'TY']) {
    const file = path.join(out, 'banners', `${entry.file}-${language.toLowerCase()}.webp`);
    await writeWebp(file, banner(entry, entry.text[language]), 82);
  }
}

const TEAMS = [
  ['manila-kings', 'MK', '#1d4ed8', '#facc15'],
  ['cebu-sharks', 'CS', '#0e7490', '#e2e8f0'],
  ['davao-eagles', 'DE', '#7c2d12', '#fbbf24'],
  ['quezon-titans', 'QT', '#111827', '#ef4444'],
  ['iloilo-storm', 'IS', '#4c1d95', '#a5f3fc'],
  ['baguio-pines', 'BP', '#166534', '#fef08a'],
  ['team-bayanihan', 'TB', '#be123c', '#fde68a'],
  ['luzon-phantoms', 'LP', '#334155', '#38bdf8'],
];
for (const [file, initials, main, accent] of TEAMS) {
  await writeWebp(
    path.join(out, 'teams', `${file}.webp`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${initials}">
  <path d="M60 6 L106 22 V58 C106 86 86 104 60 114 C34 104 14 86 14 58 V22 Z" fill="${main}" stroke="${accent}" stroke-width="6"/>
  <path d="M60 18 L94 30 V58 C94 78 80 92 60 100 Z" fill="#fff" opacity="0.12"/>
  <text x="60" y="74" text-anchor="middle" ${FONT} font-weight="900" font-size="38" fill="${accent}">${initials}</text>
</svg>
`,
    90,
  );
}
console.log(`media written to ${out}`);
