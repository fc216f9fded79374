import { markLeavingLink, safeHtmlConfig } from '@app/contracts/zod-free';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';

let hooked = false;
/** Links that leave the site open in a new tab without handing it this window. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', markLeavingLink);
}

/**
 * Server HTML made safe to insert: the only way this app shows HTML it did not write. The
 * allow-list (text formatting, lists, links, images, tables; no script, style or on* handler) is
 * the contracts' SAFE_HTML_TAGS, shared with the console's preview.
 */
export function sanitizeHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, safeHtmlConfig());
}

type SafeHtmlProps = { html: string; className?: string };

/** Shows server HTML after sanitizeHtml; the CSP would stop a script anyway. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = className ? `rich-text ${className}` : 'rich-text';
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
