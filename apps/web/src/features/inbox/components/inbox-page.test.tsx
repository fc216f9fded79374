import type { Inbox, InboxMessage } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const INBOX = '/wps/relay/CSP_getInbox';
const UNREAD = '/wps/relay/CSP_unreadCount';
const READ = '/wps/relay/CSP_readInbox';

const message = (id: number, title: string, read: boolean): InboxMessage => ({
  id,
  title,
  content: `<p>Detalye ng ${title}</p><img src="x" onerror="window.hacked = true">`,
  sender: 'Perlas Play',
  sendTime: Date.UTC(2026, 10, 20, 4, id),
  read,
});

const page = (list: InboxMessage[], patch: Partial<Inbox> = {}): Inbox => ({
  list,
  pageNum: 1,
  totalPages: list.length > 0 ? 1 : 0,
  total: list.length,
  unread: list.filter((item) => !item.read).length,
  ...patch,
});

const ok = (value: unknown) => ({ body: { success: true, value } });

describe('inbox (/m/webEmail, /m/message)', () => {
  it('lists the messages newest first, says how many are unread and marks them', async () => {
    fakeServer({
      ...siteHandlers(),
      [INBOX]: page([
        message(2, 'Maintenance sa Linggo', false),
        message(1, 'Maligayang pagdating', true),
      ]),
      [UNREAD]: 1,
    });
    await renderApp('/m/webEmail', { session: memberSession() });
    expect(await screen.findByText('1 mensaheng hindi pa nababasa')).toBeInTheDocument();
    const rows = screen.getAllByRole('link', {
      name: /Maintenance sa Linggo|Maligayang pagdating/,
    });
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/m/message?id=2',
      '/m/message?id=1',
    ]);
    expect(within(rows[0]!).getByText(/Hindi pa nababasa/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Hindi pa nababasa/)).toBeNull();
    // The preview is the message's words, not its markup.
    expect(within(rows[0]!).getByText('Detalye ng Maintenance sa Linggo')).toBeInTheDocument();
    // The member tab of the footer carries the unread dot.
    expect(screen.getByText('1 hindi pa nababasang mensahe')).toBeInTheDocument();
  });

  it('opens a message, which marks it read and drops the badge', async () => {
    let read = false;
    const server = fakeServer({
      ...siteHandlers(),
      [UNREAD]: () => ok(read ? 0 : 1),
      [READ]: () => {
        read = true;
        return ok({ ...message(2, 'Maintenance sa Linggo', false), read: true });
      },
    });
    await renderApp('/m/message?id=2', { session: memberSession() });
    expect(
      await screen.findByRole('heading', { name: 'Maintenance sa Linggo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mula sa Perlas Play')).toBeInTheDocument();
    expect(screen.getByText('Detalye ng Maintenance sa Linggo')).toBeInTheDocument();
    // Server HTML is sanitised: the onerror handler never reaches the page.
    expect(document.querySelector('[onerror]')).toBeNull();
    const call = server.requests.find((r) => r.url.pathname === READ);
    expect(requestJson(call?.init)).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByText(/hindi pa nababasang mensahe/)).toBeNull());
  });

  it('marks every message read at once', async () => {
    let cleared = false;
    const server = fakeServer({
      ...siteHandlers(),
      [INBOX]: () =>
        ok(page([message(2, 'Bagong promo', cleared), message(1, 'Paalala', cleared)])),
      [UNREAD]: () => ok(cleared ? 0 : 2),
      '/wps/relay/CSP_readAllInbox': () => {
        cleared = true;
        return ok(2);
      },
    });
    await renderApp('/m/webEmail', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'Markahang nabasa lahat' }));
    expect(await screen.findByText('Nabasa mo na ang lahat')).toBeInTheDocument();
    expect(screen.queryByText(/Hindi pa nababasa:/)).toBeNull();
    expect(server.requests.some((r) => r.url.pathname === '/wps/relay/CSP_readAllInbox')).toBe(
      true,
    );
  });

  it('says so when the inbox is empty', async () => {
    fakeServer({ ...siteHandlers(), [INBOX]: page([]), [UNREAD]: 0 });
    await renderApp('/m/webEmail', { session: memberSession() });
    expect(await screen.findByText(/Wala pang mensahe/)).toBeInTheDocument();
  });

  it('says a message is gone when the server no longer has it for the member', async () => {
    fakeServer({
      ...siteHandlers(),
      [UNREAD]: 0,
      [READ]: () => errorAnswer(404, 'inbox.not.found', 'Walang ganitong mensahe sa iyong inbox'),
    });
    await renderApp('/m/message?id=99', { session: memberSession() });
    expect(
      await screen.findByText('Wala na sa iyong inbox ang mensaheng ito.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lahat ng mensahe' })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
  });

  it('loads the next page on demand', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      [UNREAD]: 0,
      [INBOX]: (url: URL) =>
        url.searchParams.get('pageNo') === '2'
          ? ok(page([message(1, 'Pinakaluma', true)], { pageNum: 2, totalPages: 2, total: 2 }))
          : ok(page([message(2, 'Pinakabago', true)], { totalPages: 2, total: 2 })),
    });
    await renderApp('/m/webEmail', { session: memberSession() });
    await userEvent.click(await screen.findByRole('button', { name: 'Magpakita pa' }));
    expect(await screen.findByText('Pinakaluma')).toBeInTheDocument();
    expect(screen.getByText('Pinakabago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Magpakita pa' })).toBeNull();
    const pages = server.requests.filter((r) => r.url.pathname === INBOX);
    expect(pages.map((r) => r.url.searchParams.get('pageNo'))).toContain('2');
  });
});
