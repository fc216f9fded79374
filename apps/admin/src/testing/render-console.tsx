import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { createI18nProvider } from '@/providers/i18n-provider';

/**
 * Renders a page of the console at `path` with its real providers (fetch is the test's); `route`
 * is the route's pattern where the page reads parameters (e.g. '/members/:id').
 */
export function renderConsole(path: string, page: ReactNode, route = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider(() => undefined)}
          resources={[{ name: 'deposits', list: '/deposits' }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}
