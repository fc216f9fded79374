import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers, statusFixture } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

describe('/m/maintenance tells the truth', () => {
  it('says there is no maintenance when the site is open, and leads home', async () => {
    fakeServer(siteHandlers());
    const { router } = await renderApp('/m/maintenance');
    expect(
      await screen.findByRole('heading', { name: 'Walang maintenance ngayon' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kasalukuyang nasa maintenance ang platform')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Bumalik sa home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('reads the status afresh: maintenance that began since start-up shows', async () => {
    let reads = 0;
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/system/status': () => {
        reads += 1;
        return { body: { success: true, value: statusFixture({ maintenance: reads > 1 }) } };
      },
    });
    await renderApp('/m/maintenance');
    // The page's chunk, then a second status read: slow on a busy machine. Once the shared status
    // says maintenance, the start-up gate shows its own notice over the page, so the heading found
    // first may be replaced by the gate's: ask the document again rather than keep that element.
    const title = { name: 'Kasalukuyang nasa maintenance ang platform' };
    await screen.findByRole('heading', title, { timeout: 5000 });
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.url.pathname === '/wps/system/status').length,
      ).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() => expect(screen.getByRole('heading', title)).toBeInTheDocument());
    expect(screen.queryByText('Walang maintenance ngayon')).toBeNull();
  });
});
