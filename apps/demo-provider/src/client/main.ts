import './game.css';
import { loadSession } from './api.js';
import { el, mountShell, type Shell } from './shell.js';
import { TEXTS } from './texts.js';
import { ARENA_VIEWS } from './views/arena/index.js';
import { mountClassic3 } from './views/classic3.js';
import { SLOT_VIEWS } from './views/slots/index.js';
import { TABLE_VIEWS } from './views/tables/index.js';

/** Each engine's view. */
const VIEWS: Record<string, (shell: Shell) => void> = {
  classic3: mountClassic3,
  ...ARENA_VIEWS,
  ...SLOT_VIEWS,
  ...TABLE_VIEWS,
};

async function boot(root: HTMLElement): Promise<void> {
  const info = await loadSession();
  if ('status' in info) {
    const texts = TEXTS[document.documentElement.lang === 'en' ? 'EN' : 'TY'];
    root.append(el('main', 'dp-error', el('p', '', texts.expired)));
    return;
  }
  const texts = TEXTS[info.language];
  // The game's own tint of the page (game.css).
  document.documentElement.style.setProperty('--hue', String(info.game.hue));
  const shell = mountShell(root, info, texts);
  const view = VIEWS[info.game.engine];
  if (view) view(shell);
}

const root = document.getElementById('game');
if (root) void boot(root);
