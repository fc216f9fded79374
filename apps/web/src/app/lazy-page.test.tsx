import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '../testing/fake-server';
import { renderUi } from '../testing/render-ui';
import { LazyPage } from './lazy-page';
import type { PageModule } from './route-table';

/** A loader that fails the first time and loads the second (a dropped connection, then back). */
function flakyLoad() {
  const loader = {
    attempts: 0,
    load: () => {
      loader.attempts += 1;
      return loader.attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: () => <p>loaded on retry</p> });
    },
  };
  return loader;
}

describe('lazy page', () => {
  beforeEach(() => {
    fakeServer(siteHandlers());
  });

  it('shows loading, then the page', async () => {
    let resolve: (module: PageModule) => void = () => undefined;
    const load = () => new Promise<PageModule>((done) => (resolve = done));
    await renderUi(<LazyPage load={load} />, { language: 'EN' });
    expect(await screen.findByText(/Loading…/)).toBeInTheDocument();
    resolve({ default: () => <p>the page</p> });
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('says the page did not load, with a retry that loads again', async () => {
    const loader = flakyLoad();
    await renderUi(<LazyPage load={loader.load} />, { language: 'EN' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('This page did not load');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded on retry')).toBeInTheDocument();
    expect(loader.attempts).toBe(2);
  });

  it('offers the way home in Filipino, and takes it', async () => {
    const loader = flakyLoad();
    const { router } = await renderUi(<LazyPage load={loader.load} />, { language: 'TY' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Hindi na-load ang pahinang ito');
    expect(within(alert).getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('link', { name: 'Bumalik sa home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
