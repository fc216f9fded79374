import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';

/**
 * What server HTML (notices, popups, help entries) may keep: text formatting, lists, links,
 * images and tables. Everything else goes, with its content when it is a script or style, and
 * every attribute not listed (so no on* handler, style or form action survives).
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];
/** Links and images: this site's paths, https, mailto and tel; never javascript: or data: for links. */
const ALLOWED_URI_REGEXP = /^(?:https:|mailto:|tel:|\/(?!\/)|#)/i;

let hooked = false;
/** Links that leave the site open in a new tab without handing it this window. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Server HTML made safe to insert: the only way this app shows HTML it did not write. */
export function sanitizeHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel'],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
  });
}

type SafeHtmlProps = { html: string; className?: string };

/** Shows server HTML after sanitizeHtml; the CSP would stop a script anyway. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = className ? `rich-text ${className}` : 'rich-text';
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
