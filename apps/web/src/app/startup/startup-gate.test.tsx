import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, siteHandlers, statusFixture } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

describe('start-up modes', () => {
  it('shows the maintenance view when maintenance is on', async () => {
    fakeServer({ ...siteHandlers(), '/wps/system/status': statusFixture({ maintenance: true }) });
    await renderApp('/m/home');
    expect(
      await screen.findByRole('heading', { name: 'Kasalukuyang nasa maintenance ang platform' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the restricted view with the visitor IP when only region restriction is on', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/system/status': statusFixture({ regionRestriction: true }),
    });
    await renderApp('/m/home');
    expect(
      await screen.findByRole('heading', { name: 'Pinaghihigpitan ang access' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Iyong IP: 203.0.113.7')).toBeInTheDocument();
  });

  it('prefers maintenance when both are on', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/system/status': statusFixture({ maintenance: true, regionRestriction: true }),
    });
    await renderApp('/m/home');
    expect(
      await screen.findByText('Kasalukuyang nasa maintenance ang platform'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pinaghihigpitan ang access')).not.toBeInTheDocument();
  });

  it('switches the maintenance view to English', async () => {
    fakeServer({ ...siteHandlers(), '/wps/system/status': statusFixture({ maintenance: true }) });
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /English/ }));
    expect(
      await screen.findByRole('heading', { name: 'The platform is under maintenance' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the status cannot be read', async () => {
    let fail = true;
    fakeServer({
      ...siteHandlers(),
      '/wps/system/status': () =>
        fail
          ? {
              status: 500,
              body: { success: false, code: 'system.error', message: 'Unknown error' },
            }
          : { body: { success: true, value: statusFixture() } },
    });
    await renderApp('/m/home');
    const retry = await screen.findByRole('button', { name: 'Subukang muli' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByTestId('deposit-tag')).toBeInTheDocument();
  });

  it('opens the app offline, saying no internet where data is missing, and recovers online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fakeServer({
      ...siteHandlers(),
      '/wps/relay/MCSFE_getListAnnouncements': {
        banners: [],
        player: [{ id: 1, title: 'Balita', content: '', publishTime: 1, read: false }],
        agent: [],
        popup: [],
        promotion: [],
        hot: [],
      },
    });
    const online = vi.mocked(fetch).getMockImplementation();
    const tried: string[] = [];
    vi.mocked(fetch).mockImplementation((input) => {
      tried.push(
        new URL(input instanceof Request ? input.url : input, window.location.origin).pathname,
      );
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await renderApp('/m/home');
    // The frame (the tab bar) and, where home's content would be, the offline message.
    const offline = await screen.findByRole('alert');
    expect(offline).toHaveTextContent('walang internet');
    expect(screen.getByTestId('deposit-tag')).toBeInTheDocument();
    expect(screen.queryByText('Hindi namin maabot ang site.', { exact: false })).toBeNull();
    // One try each while offline: no retries that cannot succeed.
    expect(tried.filter((path) => path === '/wps/system/status')).toHaveLength(1);

    onLine.mockReturnValue(true);
    if (online) vi.mocked(fetch).mockImplementation(online);
    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    expect(
      await screen.findByRole('link', { name: /Balita/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('walang internet')).toBeNull();
  });
});
