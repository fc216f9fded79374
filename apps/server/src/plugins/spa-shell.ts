import fs from 'node:fs';
import path from 'node:path';
import { FRAMELESS_PATHS } from '@app/contracts';

/** Markers the web build writes (apps/web/build/app-shell.ts). */
const SITE_NAME_SLOT = '<!--site-name-->';
const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
/** Beside index.html: the frameless pages' shell, and the chunks each page needs first. */
const SHELL_FILE = 'app-shell.json';

type ShellFile = { bare?: string; preloads?: Record<string, string[]> };

export type ShellTemplate = { html: string; bare?: string; preloads: Record<string, string[]> };

export function readShellTemplate(distDir: string): ShellTemplate | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const extraFile = path.join(distDir, SHELL_FILE);
  const extra: ShellFile = fs.existsSync(extraFile)
    ? (JSON.parse(fs.readFileSync(extraFile, 'utf8')) as ShellFile)
    : {};
  return { html, bare: extra.bare, preloads: extra.preloads ?? {} };
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Which page of the shell a path gets: bare or framed, and its preloads. */
export function shellVariant(template: ShellTemplate, pagePath: string | undefined) {
  const bare = pagePath !== undefined && FRAMELESS_PATHS.includes(pagePath);
  const preloads = (pagePath !== undefined && template.preloads[pagePath]) || [];
  return { bare: bare && template.bare !== undefined, preloads };
}

/**
 * index.html for one page of one merchant: the bare shell on a frameless page, the lazy page's
 * files preloaded (fetched beside the first load, not after it), the site name in the shell.
 */
export function renderShell(
  template: ShellTemplate,
  variant: ReturnType<typeof shellVariant>,
  siteName: string,
): string {
  let html = template.html;
  if (variant.bare && template.bare !== undefined) {
    const bare = template.bare;
    html = html.replace(SHELL, () => `<!--app-shell-->${bare}<!--/app-shell-->`);
  }
  if (variant.preloads.length > 0) {
    const links = variant.preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    );
    html = html.replace('</head>', () => `${links.join('')}</head>`);
  }
  return html.replaceAll(SITE_NAME_SLOT, () => escapeHtml(siteName));
}
