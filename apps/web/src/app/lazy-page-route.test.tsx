import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteHandlers } from '../testing/fake-server';
import { renderApp } from '../testing/render-app';

// The login screen's chunk fails to load, as after a deploy on a dropped connection.
vi.mock('./pages/login-route', () => {
  throw new Error('chunk failed');
});

describe('a lazy page that fails on the login route (no header there)', () => {
  it('still offers the way home', async () => {
    fakeServer(siteHandlers());
    await renderApp('/m/login');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Bumalik sa home' })).toHaveAttribute(
      'href',
      '/m/home',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
