/**
 * The allow-list operator HTML (notices, popups, help entries, inbox messages) is sanitised with
 * before a member sees it: text formatting, lists, links, images and tables. Everything else goes,
 * with its content when it is a script or style, and every attribute not listed (so no on*
 * handler, style or form action survives). The member site sanitises with it (DOMPurify), and the
 * console's preview with the same, so the operator sees what members will.
 */
export const SAFE_HTML_TAGS = [
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
] as const;

/** Attributes kept; `target` and `rel` are the sanitiser's own, on links that leave the site. */
export const SAFE_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'] as const;

/**
 * Links and images: the site's paths, https, mailto and tel; never javascript: or data: for links.
 * A path never starts with two slashes or a slash and a backslash: browsers read both as a host.
 */
export const SAFE_HTML_URI = /^(?:https:|mailto:|tel:|\/(?![/\\])|#)/i;

/** Whether a kept link leaves the site: it opens in a new tab without handing it the window. */
export const opensInNewTab = (href: string): boolean => /^https:/i.test(href);

/** What the link rule reads and writes of an element (a DOM Element has it). */
type LinkNode = {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
};

/**
 * DOMPurify's afterSanitizeAttributes hook, on the member site and in the console's preview: a
 * link that leaves the site opens in a new tab without handing it the window.
 */
export function markLeavingLink(node: LinkNode): void {
  if (node.tagName !== 'A') return;
  if (opensInNewTab(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** DOMPurify's options for the list above (a fresh object: DOMPurify may keep a reference). */
export function safeHtmlConfig() {
  return {
    ALLOWED_TAGS: [...SAFE_HTML_TAGS],
    ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES, 'target', 'rel'],
    ALLOWED_URI_REGEXP: SAFE_HTML_URI,
    ALLOW_DATA_ATTR: false,
  };
}
