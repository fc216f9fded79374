import type { AccessControlProvider, AuthProvider } from '@refinedev/core';
import type { OperatorAccount, OperatorSession } from '@app/contracts';
import { api, ApiError } from '@/shared/api';
import { session } from '@/shared/storage';

export const SESSION_PATH = '/operator/session';
export const ME_PATH = '/operator/me';
/** The server's answer when the account has a second factor and no code was sent. */
export const TOTP_REQUIRED = 'operator.totp.required';

export type LoginParams = { username: string; password: string; totp?: string };

/** Who is signed in, asked once per page load (and again after a sign-in). */
let me: Promise<OperatorAccount> | undefined;
export function currentOperator(): Promise<OperatorAccount> {
  me ??= api<OperatorAccount>('GET', ME_PATH).catch((error: unknown) => {
    me = undefined;
    throw error;
  });
  return me;
}
export function forgetOperator(): void {
  me = undefined;
}

const failure = (error: unknown) =>
  error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Error');

/**
 * Refine's authProvider over the operator API: a session token in sessionStorage, sent as a
 * bearer. A sign-in that needs a second factor answers `totpRequired` for the page to ask for it.
 */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    try {
      const body = params.totp ? params : { username: params.username, password: params.password };
      const signedIn = await api<OperatorSession>('POST', SESSION_PATH, { body });
      session.set(signedIn.token);
      forgetOperator();
      return { success: true, redirectTo: '/' };
    } catch (error) {
      const totpRequired = error instanceof ApiError && error.code === TOTP_REQUIRED;
      return { success: false, totpRequired, error: failure(error) };
    }
  },

  async logout() {
    // Signed out here first, so nothing asks the server with the ending session meanwhile.
    const token = session.get();
    session.clear();
    forgetOperator();
    try {
      if (token) await api('DELETE', SESSION_PATH, { token });
    } catch {
      // Signed out here either way: an expired session is gone on the server already.
    }
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    if (!session.get()) return { authenticated: false, redirectTo: '/login' };
    try {
      await currentOperator();
      return { authenticated: true };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        session.clear();
        return { authenticated: false, logout: true, redirectTo: '/login' };
      }
      return { authenticated: false, error: failure(error), redirectTo: '/login' };
    }
  },

  async getIdentity() {
    if (!session.get()) return null;
    const account = await currentOperator();
    return { id: account.username, name: account.username, ...account };
  },

  async getPermissions() {
    if (!session.get()) return null;
    return (await currentOperator()).role;
  },

  /**
   * 401: the session is gone. 403 answers both a session that is gone and a role that may not do
   * this: the session is asked again, and only when it is gone does the operator sign in again.
   */
  async onError(error: unknown) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 401) return { logout: true, redirectTo: '/login' };
    if (status === 403) {
      forgetOperator();
      try {
        await currentOperator();
        return {};
      } catch {
        return { logout: true, redirectTo: '/login' };
      }
    }
    return {};
  },
};

/** Menus the owner alone sees: staff accounts and the merchant's settings. */
const OWNER_ONLY = new Set(['staff', 'settings']);

/** Menus by role (the server enforces every right anyway). */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource }) {
    if (!resource || !OWNER_ONLY.has(resource)) return { can: true };
    try {
      return { can: (await currentOperator()).role === 'owner' };
    } catch {
      return { can: false };
    }
  },
};
