import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { changeLanguage, initI18n } from '../shared/i18n';
import { createQueryClient } from '../shared/query-client';
import type { StoredSession } from '../shared/session';
import { sessionStore } from '../shared/session';
import { createTestRouter } from './test-router';

/** Renders the whole app at `path` (memory history), as the browser would after start-up. */
export async function renderApp(path: string, options: { session?: StoredSession } = {}) {
  const i18n = await initI18n();
  await changeLanguage('TY');
  if (options.session) sessionStore.set(options.session);
  else sessionStore.clear();
  const { router, element } = createTestRouter(<AppRoutes />, [path]);
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      {element}
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export const memberSession = (patch: Partial<StoredSession> = {}): StoredSession => ({
  token: 'test-token',
  merchantCode: 'DEMO',
  userName: 'juan',
  type: 0,
  firstTimeLogin: false,
  ...patch,
});
