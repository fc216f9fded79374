import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  const [router] = useState(createRouter);
  return (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
