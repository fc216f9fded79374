import { markLeavingLink, safeHtmlConfig } from '@app/contracts';
import DOMPurify from 'dompurify';

let hooked = false;
/** As on the member site: links that leave it open in a new tab without handing it the window. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', markLeavingLink);
}

export type Sanitised = {
  /** The HTML a member is shown. */
  html: string;
  /** What the sanitiser took out: tag names, and attributes as `tag[name]` (script, img[onerror]). */
  removed: string[];
};

/**
 * Operator HTML as the member site shows it (apps/web's sanitizeHtml): DOMPurify with the
 * contracts' allow-list (SAFE_HTML_TAGS) and the same link rule. The server keeps what the
 * operator wrote; members only ever see this.
 */
export function sanitise(html: string): Sanitised {
  hookLinks();
  const clean = DOMPurify.sanitize(html, safeHtmlConfig());
  const removed = DOMPurify.removed.map((entry) => {
    if ('attribute' in entry && entry.attribute) {
      return `${entry.from.nodeName.toLowerCase()}[${entry.attribute.name}]`;
    }
    return 'element' in entry ? entry.element.nodeName.toLowerCase() : '?';
  });
  // DOMPurify parses into a body it then lists as removed: not the operator's.
  return { html: clean, removed: [...new Set(removed)].filter((name) => name !== 'body') };
}
