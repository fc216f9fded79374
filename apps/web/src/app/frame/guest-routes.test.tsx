import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers, fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

// The auth screens' chunk is transformed on first import: slow on a busy machine.
const LOAD = { timeout: 5000 };
const site = () => ({ ...siteHandlers(), ...authHandlers() });

describe('login and register are for guests', () => {
  it.each(['/m/login', '/m/register', '/register.html', '/m/register.html'])(
    'sends a signed-in member from %s home',
    async (path) => {
      fakeServer(site());
      const { router } = await renderApp(path, { session: memberSession() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
      expect(screen.queryByRole('heading', { name: 'Mag-log in' })).not.toBeInTheDocument();
    },
  );

  it('opens the login page for a guest', async () => {
    fakeServer(site());
    const { router } = await renderApp('/m/login');
    expect(await screen.findByRole('heading', { name: 'Mag-log in' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('lets a free-trial account log in to a real one', async () => {
    fakeServer(site());
    const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL' });
    const { router } = await renderApp('/m/login', { session: trial });
    expect(await screen.findByRole('heading', { name: 'Mag-log in' }, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/login');
  });
});
