import type { PlaySession } from './sessions.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXTS = {
  TY: {
    title: 'Hindi mabuksan ang laro',
    back: 'Bumalik sa lobby',
    UNAVAILABLE: 'Hindi maabot ang wallet ngayon. Subukan ulit mamaya.',
    SESSION_EXPIRED: 'Tapos na ang session mo sa laro. Buksan ulit ang laro mula sa lobby.',
    TOKEN_INVALID: 'Expired na ang link ng larong ito. Buksan ulit ang laro mula sa lobby.',
  },
  EN: {
    title: 'The game could not open',
    back: 'Back to the lobby',
    UNAVAILABLE: 'The wallet cannot be reached right now. Please try again later.',
    SESSION_EXPIRED: 'Your game session has ended. Open the game again from the lobby.',
    TOKEN_INVALID: 'This game link has expired. Open the game again from the lobby.',
  },
} as const;

const shell = (language: string, title: string, head: string, body: string) => `<!doctype html>
<html lang="${language === 'EN' ? 'en' : 'fil'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#0b1020">
<link rel="icon" href="data:,">
<title>${escape(title)}</title>
${head}
</head>
<body>${body}</body>
</html>`;

/** The page a launch that failed ends on: why, in the player's language, and the way back. */
export function errorPage(language: 'TY' | 'EN', code: string, message: string, back: string) {
  const texts = TEXTS[language];
  const known = (texts as Record<string, string>)[code];
  const why = message || known || texts.UNAVAILABLE;
  return shell(
    language,
    texts.title,
    '<link rel="stylesheet" href="assets/game.css">',
    `<main class="dp-error"><h1>${escape(texts.title)}</h1><p>${escape(why)}</p>` +
      `<a class="dp-button" href="${escape(back)}">${escape(texts.back)}</a></main>`,
  );
}

/** The game page: its script reads the session id from the URL and asks for the game. */
export function gamePage(prefix: string, session: PlaySession) {
  return shell(
    session.language,
    session.gameName,
    `<link rel="stylesheet" href="${prefix}/assets/game.css">\n<script type="module" src="${prefix}/assets/game.js"></script>`,
    '<div id="game" class="dp-app"></div>',
  );
}
