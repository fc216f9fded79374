import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the auth screens need from the rest of the site, handed in by app/ (features do not import
 * each other): white-label flags, the customer-service link, whether free play exists.
 */
export type AuthSite = {
  flags: Readonly<Record<string, boolean>>;
  merchantName: string;
  customerServiceUrl: string | undefined;
  trialAvailable: boolean;
};

const AuthSiteContext = createContext<AuthSite>({
  flags: {},
  merchantName: '',
  customerServiceUrl: undefined,
  trialAvailable: false,
});

export function AuthSiteProvider({ site, children }: { site: AuthSite; children: ReactNode }) {
  return <AuthSiteContext value={site}>{children}</AuthSiteContext>;
}

export const useAuthSite = () => useContext(AuthSiteContext);

/** Whether a white-label flag is on for this site. */
export function useAuthFlag(modId: string): boolean {
  return useAuthSite().flags[modId] === true;
}
