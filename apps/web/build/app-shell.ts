import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import tyCommon from '../src/locales/ty/common.json';
import { ShellBanner, ShellView, type ShellKind } from '../src/app/shell/shell-view';

/** Where the server writes the merchant's name (escaped); an empty name without a server. */
export const SITE_NAME_SLOT = '<!--site-name-->';
/** The shell inside #root, between these, is what the server swaps for a frameless page. */
export const SHELL_START = '<!--app-shell-->';
export const SHELL_END = '<!--/app-shell-->';
/** Beside index.html, for the server: the frameless pages' shell and each page's preloads. */
export const SHELL_FILE = 'app-shell.json';
/** Where the server writes home's first banner address (apps/server spa-shell.ts). */
export const BANNER_URL_SLOT = 'banner-url-slot';

const AUTH_TEXTS = '/src/locales/ty/auth.json';
/** The pages' namespaces in the site's default language (src/shared/i18n.ts). */
const PAGE_TEXTS = '/src/locales/pages-ty.ts';

/**
 * Lazy pages whose chunk (and first-screen translations) the server preloads on their address:
 * the auth pages, which have no frame to show meanwhile (app/route-table.ts, pages/auth-route.tsx;
 * the config bundle cannot import the contracts' TypeScript, hence the paths written out), and
 * the lottery lobby and game list, opened straight from a shared link or the home screen's
 * icon: their chunks came only after the first load's scripts ran, a step later on a slow
 * network, and their first paint (the lobby's title, the list's tiles) with them.
 */
const PRELOADED_PAGES = [
  { paths: ['/m/lottery'], modules: ['/src/features/lottery/index.ts', PAGE_TEXTS] },
  { paths: ['/m/gameList'], modules: ['/src/features/games/index.ts', PAGE_TEXTS] },
  { paths: ['/m/login'], modules: ['/src/app/pages/login-route.tsx', AUTH_TEXTS] },
  {
    paths: ['/m/register', '/register.html', '/m/register.html'],
    modules: ['/src/app/pages/register-route.tsx', AUTH_TEXTS],
  },
  { paths: ['/m/forget'], modules: ['/src/app/pages/forget-route.tsx', AUTH_TEXTS] },
];

const TOKEN = '\u2063site\u2063';

/** The shell's markup as React renders it, the site name left as SITE_NAME_SLOT. */
export function shellMarkup(kind: ShellKind): string {
  const view = createElement(ShellView, { kind, siteName: TOKEN, label: tyCommon.loading });
  return renderToStaticMarkup(view).replace(TOKEN, SITE_NAME_SLOT);
}

/**
 * Paints the app shell from index.html, before any script: the frame's shell inside #root, and
 * the frameless pages' one in BARE_SHELL_FILE for the server to swap in (apps/server spa.ts).
 */
export function appShell(): Plugin {
  let outDir = 'dist';
  let preloads: Record<string, string[]> = {};
  return {
    name: 'app-shell',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      const root = '<div id="root"></div>';
      if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
      return html.replace(
        root,
        `<div id="root">${SHELL_START}${shellMarkup('frame')}${SHELL_END}</div>`,
      );
    },
    generateBundle(_options, bundle) {
      preloads = pagePreloads(bundle);
    },
    closeBundle() {
      // Vite deletes a CSS-only module's empty JS chunk after generateBundle saw it: preloading
      // that name would be a 404 in the console of every login. Keep what was written.
      const written = (file: string) => fs.existsSync(path.join(outDir, file));
      for (const [page, files] of Object.entries(preloads)) preloads[page] = files.filter(written);
      const banner = {
        slot: renderToStaticMarkup(createElement(ShellBanner, {})),
        image: renderToStaticMarkup(createElement(ShellBanner, { src: BANNER_URL_SLOT })),
      };
      const file = { bare: shellMarkup('bare'), preloads, banner };
      fs.writeFileSync(path.join(outDir, SHELL_FILE), JSON.stringify(file));
    },
  };
}

/**
 * The chunks of PRELOADED_PAGES' modules not in the first load, with their imports, and the
 * stylesheets those chunks import. Vite's loader appends a lazy chunk's stylesheets and waits for
 * them before the page renders: fetched only then, they were one more round trip before the
 * page's first paint. The server preloads them (rel=preload, which never blocks rendering).
 */
function pagePreloads(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (roots: OutputChunk[]) => {
    const found = new Set<OutputChunk>();
    const visit = (chunk: OutputChunk) => {
      if (found.has(chunk)) return;
      found.add(chunk);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    roots.forEach(visit);
    return found;
  };
  const firstLoad = withImports(chunks.filter((chunk) => chunk.isEntry));
  const result: Record<string, string[]> = {};
  for (const { paths, modules } of PRELOADED_PAGES) {
    const roots = chunks.filter((chunk) =>
      modules.some((module) => chunk.facadeModuleId?.endsWith(module)),
    );
    if (roots.length !== modules.length) throw new Error(`no chunk for ${modules.join(', ')}`);
    const files: string[] = [];
    const styles = new Set<string>();
    for (const chunk of withImports(roots)) {
      if (firstLoad.has(chunk)) continue;
      files.push(`/${chunk.fileName}`);
      for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(`/${css}`);
    }
    files.push(...styles);
    for (const page of paths) result[page] = files;
  }
  return result;
}
