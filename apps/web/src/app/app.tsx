import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
