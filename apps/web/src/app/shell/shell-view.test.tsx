import { afterEach, describe, expect, it } from 'vitest';
import { SITE_NAME_SLOT, shellMarkup } from '../../../build/app-shell';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

/** The start-up reads, the status never answering: the app stays at its first render. */
const pendingStatus = () =>
  fakeServer({ ...siteHandlers(), '/wps/system/status': () => new Promise(() => undefined) });

describe('app shell', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is what index.html paints, to the character, until the status is known', async () => {
    pendingStatus();
    const { container } = await renderApp('/m/home');
    expect(container.innerHTML).toBe(shellMarkup('frame').replace(SITE_NAME_SLOT, ''));
  });

  it('is bare on a frameless page, as the server paints it there', async () => {
    window.history.replaceState(null, '', '/m/login');
    pendingStatus();
    const { container } = await renderApp('/m/login');
    expect(container.innerHTML).toBe(shellMarkup('bare').replace(SITE_NAME_SLOT, ''));
  });

  it('names the loading state for a screen reader', async () => {
    pendingStatus();
    const { getByRole } = await renderApp('/m/home');
    expect(getByRole('status', { name: 'naglo-load' })).toHaveAttribute('aria-busy', 'true');
  });
});
