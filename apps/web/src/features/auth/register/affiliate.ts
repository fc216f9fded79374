/** An invitation from the URL: ?affiliateCode=, ?code= or ?a=, with an optional ?domain=. */
export type AffiliateLink = { code: string; domain: string };

export function affiliateFromUrl(params: URLSearchParams): AffiliateLink {
  const code = params.get('affiliateCode') ?? params.get('code') ?? params.get('a') ?? '';
  return { code: code.trim(), domain: (params.get('domain') ?? '').trim() };
}
