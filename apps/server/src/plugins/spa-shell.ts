import fs from 'node:fs';
import path from 'node:path';
import { FRAMELESS_PATHS } from '@app/contracts';

/** Markers the web build writes (apps/web/build/app-shell.ts). */
const SITE_NAME_SLOT = '<!--site-name-->';
const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
/** Beside index.html: the frameless pages' shell, and the chunks each page needs first. */
const SHELL_FILE = 'app-shell.json';

/**
 * The home page's first banner in the frame's shell: `slot` is the grey bar's markup, `image` the
 * banner's, its address left as BANNER_URL_SLOT (apps/web/build/app-shell.ts writes both).
 */
type ShellBanner = { slot: string; image: string };
type ShellFile = { bare?: string; preloads?: Record<string, string[]>; banner?: ShellBanner };

export type ShellTemplate = {
  html: string;
  bare?: string;
  preloads: Record<string, string[]>;
  banner?: ShellBanner;
};

/** Where the banner's address goes in ShellBanner.image. */
export const BANNER_URL_SLOT = 'banner-url-slot';

export function readShellTemplate(distDir: string): ShellTemplate | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const extraFile = path.join(distDir, SHELL_FILE);
  const extra: ShellFile = fs.existsSync(extraFile)
    ? (JSON.parse(fs.readFileSync(extraFile, 'utf8')) as ShellFile)
    : {};
  return { html, bare: extra.bare, preloads: extra.preloads ?? {}, banner: extra.banner };
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
 * files preloaded (fetched beside the first load, not after it), the site name in the shell, and
 * on home the first banner's image where its grey bar would be: the page's largest paint comes
 * with the HTML, not after the scripts, the content and a render.
 */
export function renderShell(
  template: ShellTemplate,
  variant: ReturnType<typeof shellVariant>,
  siteName: string,
  bannerUrl?: string,
): string {
  let html = template.html;
  const banner = template.banner;
  if (bannerUrl !== undefined && banner && !variant.bare) {
    const image = banner.image.replaceAll(BANNER_URL_SLOT, () => escapeHtml(bannerUrl));
    html = html.replace(banner.slot, () => image);
  }
  if (variant.bare && template.bare !== undefined) {
    const bare = template.bare;
    html = html.replace(SHELL, () => `<!--app-shell-->${bare}<!--/app-shell-->`);
  }
  if (variant.preloads.length > 0) {
    // Low priority, as the first load's scripts (apps/web/build/low-priority-scripts.ts): the
    // shell in the HTML paints without them. A stylesheet is fetched, not applied (rel=preload
    // never blocks rendering), in the CORS mode Vite's loader then links it with.
    const links = variant.preloads.map((href) =>
      href.endsWith('.css')
        ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
    );
    html = html.replace('</head>', () => `${links.join('')}</head>`);
  }
  return html.replaceAll(SITE_NAME_SLOT, () => escapeHtml(siteName));
}
