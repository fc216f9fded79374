/**
 * The invitation link's shape, in a module of its own with no imports: the register page reads it
 * on first load, and importing referral.ts would bring the record contracts' chunks with it.
 */

/** The register page's query parameters that carry a referral code (the first one given wins). */
export const REFERRAL_LINK_PARAMS = ['recommenderId', 'r'] as const;

/** The path of a member's invitation link, to put after the site's origin. */
export const referralLinkPath = (code: string) =>
  `/m/register?recommenderId=${encodeURIComponent(code)}`;
