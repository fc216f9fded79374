import type { Plugin } from 'vite';

const MODULE_SCRIPT = '<script type="module" crossorigin src=';

/**
 * The first load's scripts are fetched at low priority. The first screen is already in the HTML
 * (the shell of app-shell.ts, home's first banner): no script is needed to paint it, and on a
 * phone's thin connection the banner image (home's largest paint) then comes before them, not
 * after. The server's modulepreload links for a page's chunks say the same (apps/server
 * spa-shell.ts).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(MODULE_SCRIPT)) throw new Error('index.html has no module script');
        return html.replaceAll(
          MODULE_SCRIPT,
          '<script type="module" fetchpriority="low" crossorigin src=',
        );
      },
    },
  };
}
