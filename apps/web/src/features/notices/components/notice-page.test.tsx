import type { Announcements, Notice } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const notice = (id: number, title: string, read = false): Notice => ({
  id,
  title,
  content: `<p>Detalye ng ${title}</p>`,
  publishTime: Date.UTC(2026, 10, 20, 4, id),
  read,
});

const answer = (patch: Partial<Announcements>): Announcements => ({
  banners: [],
  player: [],
  agent: [],
  popup: [],
  promotion: [],
  hot: [],
  ...patch,
});

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';

describe('notices (/m/notice)', () => {
  it("lists a guest's notices, and a tap opens one without marking anything", async () => {
    const server = fakeServer({
      ...siteHandlers(),
      [ANNOUNCEMENTS]: answer({ player: [notice(2, 'Maintenance'), notice(1, 'Bagong laro')] }),
    });
    await renderApp('/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: /Maintenance/ }));
    expect(await screen.findByText('Detalye ng Maintenance')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hindi pa nababasa')).toBeNull();
    expect(server.requests.some((r) => r.url.pathname.endsWith('MCSFE_readAnnouncement'))).toBe(
      false,
    );
    const asked = server.requests.find((r) => r.url.pathname === ANNOUNCEMENTS);
    expect(asked?.url.searchParams.get('types')).toBe('PL');
  });

  it("shows a member's unread dot, and opening the notice marks it read", async () => {
    // As the server does: the read call sets the flag the next list carries.
    let opened = false;
    const server = fakeServer({
      ...siteHandlers(),
      [ANNOUNCEMENTS]: () => ({
        body: {
          success: true,
          value: answer({
            player: [notice(2, 'Maintenance', opened), notice(1, 'Bagong laro', true)],
          }),
        },
      }),
      '/wps/relay/MCSFE_readAnnouncement': () => {
        opened = true;
        return { body: { success: true, value: true } };
      },
    });
    await renderApp('/m/notice', { session: memberSession() });
    const head = await screen.findByRole('button', { name: /Maintenance/ });
    expect(screen.getAllByLabelText('Hindi pa nababasa')).toHaveLength(1);
    await userEvent.click(head);
    await waitFor(() => expect(screen.queryByLabelText('Hindi pa nababasa')).toBeNull());
    const read = server.requests.find((r) => r.url.pathname.endsWith('MCSFE_readAnnouncement'));
    expect(requestJson(read?.init)).toEqual({ id: 2 });
  });

  it('lists agent notices on /m/member/notice?types=A with how many are unread', async () => {
    const opened = new Set<number>([6]);
    const server = fakeServer({
      ...siteHandlers(),
      [ANNOUNCEMENTS]: () => ({
        body: {
          success: true,
          value: answer({
            agent: [
              notice(7, 'Rebate tuwing Lunes', opened.has(7)),
              notice(6, 'Bagong quota', opened.has(6)),
            ],
          }),
        },
      }),
      '/wps/relay/MCSFE_readAnnouncement': (_url: URL, init: RequestInit | undefined) => {
        opened.add((requestJson(init) as { id: number }).id);
        return { body: { success: true, value: true } };
      },
    });
    await renderApp('/m/member/notice?types=A', { session: memberSession({ type: 1 }) });
    expect(await screen.findByRole('button', { name: /Rebate tuwing Lunes/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mga abiso para sa agent' })).toBeVisible();
    expect(screen.getByText('1 hindi pa nababasa')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Rebate tuwing Lunes/ }));
    await waitFor(() => expect(screen.queryByText('1 hindi pa nababasa')).toBeNull());
    const asked = server.requests.find((r) => r.url.pathname === ANNOUNCEMENTS);
    expect(asked?.url.searchParams.get('types')).toBe('A');
  });
});
