import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/shared/api-client';
import { toast } from '@/shared/feedback';
import { errorText } from '@/shared/form/messages';
import { useSite } from '@/shared/site/use-site';
import { useLogin } from '../api/login';
import { REGISTER_PATH, SOCIAL_LOGIN_WAIT_MS } from '../constants';
import { returnPath, useFinishSignIn } from '../hooks/use-finish-sign-in';
import { firebaseLinkState, type FirebaseLink, type SocialProvider } from './firebase-link';
import type * as FirebaseSignIn from './firebase-sign-in';

/** The popup closed or replaced by the member: nothing to say (SPEC §2 social buttons). */
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);
/** Firebase failures with their own words; others say the sign-in did not work. */
const TEXT_BY_CODE: Partial<Record<string, string>> = {
  'auth/popup-blocked': 'social.popup_blocked',
  'auth/network-request-failed': 'social.network',
  'auth/account-exists-with-different-credential': 'social.other_provider',
};
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

let sdk: Promise<typeof FirebaseSignIn> | undefined;
/** The Firebase SDK chunk, loaded once (again after a failed load: offline after a deploy). */
function loadSdk() {
  sdk ??= import('./firebase-sign-in').catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/** SPEC §3 'firebase.not.registered': the verified identity to finish registering, if that. */
function notRegistered(
  error: unknown,
  idToken: string,
  tapped: SocialProvider,
): FirebaseLink | undefined {
  if (!(error instanceof ApiError) || error.code !== 'firebase.not.registered') return undefined;
  const value = (typeof error.value === 'object' && error.value) || {};
  const text = (key: string) => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === 'string' ? field : '';
  };
  const named = text('provider');
  const provider =
    named === 'facebook.com' || named === 'google.com'
      ? named
      : tapped === 'facebook'
        ? 'facebook.com'
        : 'google.com';
  return { idToken, provider, email: text('email'), displayName: text('displayName') };
}

/**
 * Facebook / Google sign-in (SPEC §2, §3 login type 'firebase'): the provider's popup through the
 * Firebase SDK (a lazy chunk), then the site's login with the ID token. A member not registered
 * yet goes to the username registration with the token in the route state (never the URL), to
 * link the new account.
 */
export function useSocialSignIn() {
  const { t } = useTranslation('auth');
  const { settings, flags, language } = useSite();
  const login = useLogin();
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const state: unknown = location.state;
  /** The latest tap: an earlier popup's late answer is dropped. */
  const latest = useRef(0);
  const config = settings?.firebase ?? null;

  const signIn = async (provider: SocialProvider) => {
    if (!config) return;
    const tap = ++latest.current;
    let idToken: string;
    try {
      const { firebaseIdToken } = await loadSdk();
      idToken = await firebaseIdToken(config, provider, language === 'TY' ? 'fil' : 'en');
    } catch (error) {
      const code = codeOf(error);
      if (tap !== latest.current || (code && CANCELLED.has(code))) return;
      const key = (code && TEXT_BY_CODE[code]) ?? 'social.failed';
      toast.message(t(key, { provider: PROVIDER_NAMES[provider] }));
      return;
    }
    if (tap !== latest.current) return;
    toast.loading(t('common:please_wait'), SOCIAL_LOGIN_WAIT_MS);
    login.mutate(
      { type: 'firebase', firebaseIdToken: idToken, entry: 'member' },
      {
        onSuccess: (result) => finish(result),
        onError: (error) => {
          toast.clear();
          const link = notRegistered(error, idToken, provider);
          if (link && (flags.USERNAMEREG3 === true || flags.MOBILENUMREG3 === true)) {
            // From the registration's own buttons the page stays, with the link (no new entry).
            void navigate(REGISTER_PATH, {
              replace: location.pathname === REGISTER_PATH,
              state: { from: returnPath(state), ...firebaseLinkState(link) },
            });
          } else toast.message(errorText(error));
        },
      },
    );
  };

  return {
    isEnabled: config !== null,
    signIn: (provider: SocialProvider) => void signIn(provider),
    /** Starts loading the SDK as a finger lands, so the popup opens soon after the tap. */
    prefetch: () => void loadSdk().catch(() => undefined),
    isPending: login.isPending,
  };
}
