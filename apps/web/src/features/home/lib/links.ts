/**
 * Where a link from the server (a banner's URL, a customer-service or social link) goes: a path of
 * this site opens in the app, an https address in a new tab; anything else (javascript:, http:,
 * data:) is refused.
 */
export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; url: string } | null;

export function linkTarget(link: string, origin = window.location.origin): LinkTarget {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'app', path: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin === origin)
    return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' || url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return { kind: 'web', url: url.href };
  }
  return null;
}

/** Opens an outside address without handing it this window. */
export function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
