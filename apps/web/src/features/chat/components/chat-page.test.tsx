import { chatUnreadRelay, relayPath, type ChatMessage, type ChatPage } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAT_UNREAD_PATH } from '@/shared/chat-unread';
import {
  errorAnswer,
  fakeServer,
  requestJson,
  siteHandlers,
  type FakeServer,
} from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const LAUNCH = '/wps/relay/CBS_launchChat';
const SEND = '/wps/relay/CBS_sendChat';
const READ = '/wps/relay/CBS_readChat';
const UNREAD = '/wps/relay/CBS_chatUnread';

const ok = (value: unknown) => ({ body: { success: true, value } });
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const at = (minute: number) => Date.UTC(2026, 10, 30, 2, minute);

const msg = (id: number, author: ChatMessage['author'], body: string): ChatMessage => ({
  id,
  author,
  body,
  sentAt: at(id),
});
const page = (messages: ChatMessage[], patch: Partial<ChatPage> = {}): ChatPage => ({
  messages,
  hasMore: false,
  unread: 0,
  ...patch,
});

const sends = (server: FakeServer) =>
  server.requests
    .filter((r) => r.url.pathname === SEND)
    .map((r) => requestJson(r.init) as { body: string; key: string });

const composer = () => screen.getByRole('textbox', { name: 'Ang iyong mensahe' });
const sendButton = () => screen.getByRole('button', { name: 'Ipadala' });

describe('live chat (/m/chat)', () => {
  it("shows the member's messages on the right and the staff's on the left, as plain text", async () => {
    let unread = 1;
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: () =>
        ok(
          page(
            [
              msg(1, 'member', 'Hindi pa pumapasok ang deposit ko'),
              msg(2, 'staff', '<b>Sandali lang po</b><img src=x onerror="window.hacked=1">'),
            ],
            { unread },
          ),
        ),
      [READ]: () => {
        unread = 0;
        return ok(null);
      },
      [UNREAD]: () => ok(unread),
    });
    await renderApp('/m/chat', { session: memberSession() });
    const mine = await screen.findByText('Hindi pa pumapasok ang deposit ko');
    expect(mine.closest('.chat-row')).toHaveClass('is-mine');
    const staff = screen.getByText('<b>Sandali lang po</b><img src=x onerror="window.hacked=1">');
    expect(staff.closest('.chat-row')).toHaveClass('is-staff');
    expect(document.querySelector('.chat-page img, .chat-page b')).toBeNull();
    expect(within(staff.closest('.chat-bubble') as HTMLElement).getByText('Staff')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    // The staff's message on screen is marked seen.
    await waitFor(() => expect(server.requests.some((r) => r.url.pathname === READ)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Ipakita ang mas naunang mensahe' })).toBeNull();
  });

  it('greets an empty thread with the start text', async () => {
    fakeServer({ ...siteHandlers(), [LAUNCH]: page([]) });
    await renderApp('/m/chat', { session: memberSession() });
    expect(
      await screen.findByText('Sumulat sa amin — dito sumasagot ang aming staff'),
    ).toBeInTheDocument();
  });

  it('pages back with before= the oldest message shown', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: (url: URL) =>
        ok(
          url.searchParams.get('before') === '40'
            ? page([msg(39, 'staff', 'Mas naunang sagot')])
            : page([msg(40, 'member', 'Pinakabago')], { hasMore: true }),
        ),
    });
    await renderApp('/m/chat', { session: memberSession() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ipakita ang mas naunang mensahe' }),
    );
    expect(await screen.findByText('Mas naunang sagot')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('.chat-body')].map((node) => node.textContent);
    expect(rows).toEqual(['Mas naunang sagot', 'Pinakabago']);
    expect(screen.queryByRole('button', { name: 'Ipakita ang mas naunang mensahe' })).toBeNull();
    expect(server.requests.some((r) => r.url.search === '?before=40')).toBe(true);
  });

  it('cannot send an empty message, and counts near the limit', async () => {
    const server = fakeServer({ ...siteHandlers(), [LAUNCH]: page([]) });
    await renderApp('/m/chat', { session: memberSession() });
    await screen.findByText('Sumulat sa amin — dito sumasagot ang aming staff');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(composer(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.click(sendButton());
    expect(sends(server)).toEqual([]);
    await userEvent.clear(composer());
    await userEvent.click(composer());
    await userEvent.paste('a'.repeat(950));
    expect(screen.getByText('950/1000')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('maxLength', '1000');
  });

  it('shows a sent message at once as sending, then as the answer, the body sent trimmed with a key', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: page([msg(1, 'staff', 'Magandang araw!')]),
      [SEND]: () => new Promise((resolve) => (answer = resolve)),
    });
    await renderApp('/m/chat', { session: memberSession() });
    await screen.findByText('Magandang araw!');
    await userEvent.type(composer(), '  Kumusta po?  ');
    await userEvent.click(sendButton());
    const pending = await screen.findByText('Kumusta po?');
    expect(pending.closest('.chat-row')).toHaveClass('is-sending');
    expect(screen.getByText('Ipinapadala…')).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    await waitFor(() => expect(sends(server)).toHaveLength(1));
    const [sent] = sends(server);
    expect(sent?.body).toBe('Kumusta po?');
    expect(sent?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    answer(ok(msg(2, 'member', 'Kumusta po?')));
    await waitFor(() => expect(screen.queryByText('Ipinapadala…')).toBeNull());
    expect(screen.getByText('Kumusta po?').closest('.chat-row')).toHaveClass('is-mine');
    expect(screen.getAllByText('Kumusta po?')).toHaveLength(1);
  });

  it('asks a lost answer again with the same key, and so does the retry', async () => {
    let calls = 0;
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: page([]),
      [SEND]: () => (++calls <= 3 ? lost() : ok(msg(5, 'member', 'Nasaan ang withdrawal ko?'))),
    });
    await renderApp('/m/chat', { session: memberSession() });
    await screen.findByText('Sumulat sa amin — dito sumasagot ang aming staff');
    await userEvent.type(composer(), 'Nasaan ang withdrawal ko?');
    await userEvent.click(sendButton());
    // Asked three times (twice again by itself), then the member is told, with a retry.
    expect(await screen.findByText('Hindi naipadala', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(/Walang dumating na sagot/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    await waitFor(() => expect(screen.queryByText('Hindi naipadala')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Ipinapadala…')).toBeNull());
    const keys = sends(server).map((sent) => sent.key);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(screen.getByText('Nasaan ang withdrawal ko?')).toBeInTheDocument();
  }, 15_000);

  it("says a refusal in the member's language and sends a retry under a new key", async () => {
    let calls = 0;
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: page([]),
      [SEND]: () =>
        ++calls === 1
          ? errorAnswer(429, 'too.many.requests', 'Too many requests, please try again later')
          : ok(msg(9, 'member', 'Hello')),
    });
    await renderApp('/m/chat', { session: memberSession() });
    await screen.findByText('Sumulat sa amin — dito sumasagot ang aming staff');
    await userEvent.type(composer(), 'Hello');
    await userEvent.click(sendButton());
    // The server said it in English; the member reads it in theirs (the error catalogue).
    expect(await screen.findByRole('alert')).toHaveTextContent(/Masyadong maraming kahilingan/);
    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    await waitFor(() => expect(screen.queryByText('Hindi naipadala')).toBeNull());
    const keys = sends(server).map((sent) => sent.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('refuses a free-trial account (free_reject) and sends it home', async () => {
    const server = fakeServer({ ...siteHandlers(), [LAUNCH]: page([]) });
    const trial = memberSession({ type: 4, merchantCode: 'DEMOTRIAL' });
    const { router } = await renderApp('/m/chat', { session: trial });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(
      await screen.findByText(
        'Mangyaring mag-log in sa tunay na account para magamit ang function na ito',
      ),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.pathname === LAUNCH)).toBe(false);
  });

  it('sends a visitor to log in', async () => {
    fakeServer({ ...siteHandlers(), ...{} });
    const { router } = await renderApp('/m/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
  });

  it("asks the contract's unread path", () => {
    expect(CHAT_UNREAD_PATH).toBe(relayPath(chatUnreadRelay));
  });
});

describe('live chat: what is sent', () => {
  it('sends on Enter, keeping the lines of a pasted message (CR LF made LF, a tab a space)', async () => {
    const server = fakeServer({
      ...siteHandlers(),
      [LAUNCH]: page([]),
      [SEND]: () => ok(msg(3, 'member', 'Ref GCASH-1\n Salamat po')),
    });
    await renderApp('/m/chat', { session: memberSession() });
    await screen.findByText('Sumulat sa amin — dito sumasagot ang aming staff');
    await userEvent.click(composer());
    await userEvent.paste('Ref GCASH-1\r\n\tSalamat po\u202e');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sends(server)).toHaveLength(1));
    expect(sends(server)[0]?.body).toBe('Ref GCASH-1\n Salamat po');
    expect(composer()).toHaveValue('');
  });
});
