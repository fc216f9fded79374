import { REFERRAL_LINK_PARAMS } from '@app/contracts';

/**
 * An invitation from the URL: an agent's code (?affiliateCode=, ?code= or ?a=, with an optional
 * ?domain=) and a member's referral code (?recommenderId= or its short form ?r=).
 */
export type AffiliateLink = { code: string; domain: string; recommender: string };

export function affiliateFromUrl(params: URLSearchParams): AffiliateLink {
  const code = params.get('affiliateCode') ?? params.get('code') ?? params.get('a') ?? '';
  const recommender = REFERRAL_LINK_PARAMS.map((name) => params.get(name)?.trim() ?? '').find(
    (value) => value !== '',
  );
  return {
    code: code.trim(),
    domain: (params.get('domain') ?? '').trim(),
    recommender: recommender ?? '',
  };
}
