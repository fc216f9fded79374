import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { watchMemberScope } from '../shared/member-scope';
import { StartupGate } from './startup/startup-gate';

/** Server state, translations and the start-up gate around whatever is rendered inside. */
export function AppProvider({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  // The member's cached data goes whenever the member changes (shared/query-keys.ts).
  useEffect(() => watchMemberScope(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StartupGate>{children}</StartupGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
