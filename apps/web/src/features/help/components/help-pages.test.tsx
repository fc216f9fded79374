import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const ENTRIES = [
  { title: 'Paano mag-register?', content: '<p>I-tap ang <b>Register</b>.</p>' },
  {
    title: 'Paano magdeposito?',
    content: '<p>Piliin ang paraan.</p><img src=x onerror="window.pwned=1">',
  },
];

describe('help centre', () => {
  it('/m/help lists the entries, each linking to its answer', async () => {
    const server = fakeServer({ ...siteHandlers(), '/wps/system/helpCenter': ENTRIES });
    await renderApp('/m/help');
    expect(await screen.findByRole('link', { name: /Paano magdeposito\?/ })).toHaveAttribute(
      'href',
      '/m/helpDetail?i=1',
    );
    const asked = server.requests.find((r) => r.url.pathname === '/wps/system/helpCenter');
    expect(asked?.url.search).toBe('?lang=TY&device=MOBILE');
  });

  it('/m/help shows home’s banner above the entries (SPEC §2 "home and help")', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/system/helpCenter': ENTRIES,
      '/wps/relay/MCSFE_getListAnnouncements': {
        banners: [
          {
            id: 1,
            groupName: 'm_home',
            url: '/media/banners/welcome-ty.svg',
            title: 'Bonus sa unang deposito',
            linkageType: null,
            linkage: '',
            vendor: '',
            roomId: '',
            nodeId: '',
            gameType: '',
          },
        ],
        player: [],
        agent: [],
        popup: [],
        promotion: [],
        hot: [],
      },
    });
    await renderApp('/m/help');
    const banners = await screen.findByRole('region', { name: 'Mga promo' });
    expect(banners).toContainElement(screen.getByRole('img', { name: 'Bonus sa unang deposito' }));
    expect(await screen.findByRole('link', { name: /Paano mag-register\?/ })).toBeInTheDocument();
  });

  it('/m/helpDetail opens the entry ?i= names, sanitised, and only that one', async () => {
    fakeServer({ ...siteHandlers(), '/wps/system/helpCenter': ENTRIES });
    await renderApp('/m/helpDetail?i=1');
    const open = await screen.findByText('Piliin ang paraan.');
    expect(open.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Paano mag-register?').closest('details')).not.toHaveAttribute('open');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it.each(['9', '-1', 'abc'])('opens the first entry when ?i=%s names none', async (i) => {
    fakeServer({ ...siteHandlers(), '/wps/system/helpCenter': ENTRIES });
    await renderApp(`/m/helpDetail?i=${i}`);
    const first = await screen.findByText('Paano mag-register?');
    expect(first.closest('details')).toHaveAttribute('open');
  });

  it('shows the empty state when there are no entries', async () => {
    fakeServer({ ...siteHandlers(), '/wps/system/helpCenter': [] });
    await renderApp('/m/help');
    expect(await screen.findByText('Walang data')).toBeInTheDocument();
  });

  it('says an error occurred and retries on request', async () => {
    let calls = 0;
    fakeServer({
      ...siteHandlers(),
      '/wps/system/helpCenter': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, code: 'system.error', message: 'x' } }
          : { body: { success: true, value: ENTRIES } },
    });
    await renderApp('/m/help');
    await userEvent.click(await screen.findByRole('button', { name: 'Subukang muli' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Paano mag-register\?/ })).toBeInTheDocument(),
    );
  });
});
