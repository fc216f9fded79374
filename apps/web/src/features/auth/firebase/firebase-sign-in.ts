import type { FirebaseWebConfig } from '@app/contracts';
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  type Auth,
} from 'firebase/auth';
import type { SocialProvider } from './firebase-link';

/*
 * The Firebase JS SDK part of the Facebook / Google sign-in. Only use-social-sign-in.ts imports this
 * module, dynamically, on a tap: the SDK (about 26 kB gzip) is never in the first load.
 */

/** One Firebase app and Auth per merchant config (a config changed by the operator starts anew). */
const started = new Map<string, Auth>();

function authFor(config: FirebaseWebConfig): Auth {
  const name = `site-${config.projectId}-${config.appId}-${config.apiKey}-${config.authDomain}`;
  const known = started.get(name);
  if (known) return known;
  const app: FirebaseApp =
    getApps().find((each) => each.name === name) ?? initializeApp(config, name);
  // The site keeps its own session: Firebase's user lives in memory only (no IndexedDB entry left
  // behind), and the popup resolver is set now so the popup opens without another round trip.
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  started.set(name, auth);
  return auth;
}

/**
 * Signs in with the provider's popup and answers the Firebase ID token the server verifies. A
 * failure rejects with Firebase's error (its `code`, e.g. 'auth/popup-closed-by-user').
 */
export async function firebaseIdToken(
  config: FirebaseWebConfig,
  provider: SocialProvider,
  languageCode: string,
): Promise<string> {
  const auth = authFor(config);
  auth.languageCode = languageCode;
  const credential = await signInWithPopup(
    auth,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
  );
  return credential.user.getIdToken();
}
