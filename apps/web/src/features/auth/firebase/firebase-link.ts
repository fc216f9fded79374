/** The two social sign-ins (SPEC §2 FACEBOOKLOGIN3 / GOOGLELOGIN3). */
export type SocialProvider = 'google' | 'facebook';

/**
 * A Firebase identity with no account here yet (SPEC §3 'firebase.not.registered'): its ID token
 * goes with the registration, which creates the member and links the identity. It travels in the
 * route state to /m/register, never in the URL.
 */
export type FirebaseLink = {
  idToken: string;
  provider: 'google.com' | 'facebook.com';
  email: string;
  displayName: string;
};

const KEY = 'firebaseLink';

/** The route state that carries `link` to the registration. */
export const firebaseLinkState = (link: FirebaseLink) => ({ [KEY]: link });

/** The link a route state carries, if it carries a well-formed one. */
export function firebaseLinkFrom(state: unknown): FirebaseLink | undefined {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return undefined;
  const link: unknown = (state as Record<string, unknown>)[KEY];
  if (typeof link !== 'object' || link === null) return undefined;
  const { idToken, provider, email, displayName } = link as Record<string, unknown>;
  if (typeof idToken !== 'string' || idToken === '') return undefined;
  if (provider !== 'google.com' && provider !== 'facebook.com') return undefined;
  return {
    idToken,
    provider,
    email: typeof email === 'string' ? email : '',
    displayName: typeof displayName === 'string' ? displayName : '',
  };
}

/** The provider's name as people know it. */
export const providerName = (provider: FirebaseLink['provider']) =>
  provider === 'facebook.com' ? 'Facebook' : 'Google';
