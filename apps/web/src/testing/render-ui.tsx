import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProvider } from '../app/provider';
import { changeLanguage, initI18n } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import { sessionStore, type StoredSession } from '../shared/session';
import { createTestRouter } from './test-router';

/**
 * Renders one piece of UI with the app's providers (and a router at `path`, default /), without
 * the page frame.
 */
export async function renderUi(
  ui: ReactNode,
  options: { session?: StoredSession; language?: 'TY' | 'EN'; path?: string } = {},
) {
  const i18n = await initI18n();
  await changeLanguage(options.language ?? 'TY');
  if (options.session) sessionStore.set(options.session);
  else sessionStore.clear();
  const queryClient = createQueryClient();
  const { router, element } = createTestRouter(ui, [options.path ?? '/']);
  const view = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {element}
    </AppProvider>,
  );
  return { ...view, queryClient, router };
}
