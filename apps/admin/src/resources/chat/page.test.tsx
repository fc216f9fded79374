import { ChatSend, type ChatPage, type ChatThread } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { LiveChatPage } from './page';

const CHATS = '/operator/merchants/DEMO/chats';
const AT = Date.UTC(2026, 10, 29, 2);

const juan: ChatThread = {
  memberId: 41,
  account: 'juan01',
  nickname: 'Juan',
  lastBody: 'Where is my withdrawal?',
  lastAuthor: 'member',
  lastAt: AT,
  unread: 2,
};
const maria: ChatThread = {
  memberId: 42,
  account: 'maria02',
  nickname: '',
  lastBody: 'Thanks!',
  lastAuthor: 'member',
  lastAt: AT - 60_000,
  unread: 0,
};
const juanPage: ChatPage = {
  messages: [
    { id: 7, author: 'member', body: 'Hello?', sentAt: AT - 120_000 },
    { id: 8, author: 'staff', body: 'Good morning, how can we help?', sentAt: AT - 90_000 },
    { id: 9, author: 'member', body: 'Where is my withdrawal?', sentAt: AT },
  ],
  hasMore: false,
  unread: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

type Answer = ReturnType<typeof ok>;

function serve(role: string, post: (call: FakeCall) => Answer = () => ok({})) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  const calls = fakeFetch((call) => {
    if (call.url === '/operator/me') {
      return ok({ username: 'agent', role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method === 'POST') return post(call);
    if (call.url.startsWith(`${CHATS}/41`)) return ok(juanPage);
    if (call.url.startsWith(`${CHATS}?`)) return ok({ threads: [juan, maria], hasMore: false });
    return refusal(404, 'not.found', 'Not found');
  });
  renderConsole('/chat', <LiveChatPage />);
  return calls;
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const item = async (account: string) =>
  (
    await within(await screen.findByRole('list', { name: 'Live chat' })).findByText(account)
  ).closest('li') as HTMLElement;
// The button's name holds its loading icon's while (and just after) it spins.
const SEND = { name: /Send/ };

async function openJuan() {
  fireEvent.click(within(await item('juan01')).getByRole('button'));
  return within(await screen.findByRole('log'));
}

describe('live chat desk', { timeout: 60_000 }, () => {
  it('lists the threads with their last message and unread count', async () => {
    serve('support');
    const juanItem = await item('juan01');
    expect(within(juanItem).getByText('· Juan')).toBeInTheDocument();
    expect(within(juanItem).getByText(/Where is my/)).toBeInTheDocument();
    expect(within(juanItem).getByTitle('2 unread')).toHaveTextContent('2');
    const mariaItem = await item('maria02');
    expect(within(mariaItem).queryByTitle(/unread/)).toBeNull();
    expect(screen.getByText('Chats: 2')).toBeInTheDocument();
    expect(screen.getByText('Choose a chat to read it and answer')).toBeInTheDocument();
  });

  it('asks for the waiting threads by default, and all of them with the filter off', async () => {
    const calls = serve('support');
    await item('juan01');
    const lists = () => calls.filter((call) => call.url.startsWith(`${CHATS}?`));
    expect(lists()[0]?.url).toBe(`${CHATS}?waiting=true`);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(lists().at(-1)?.url).toBe(`${CHATS}?waiting=false`));
  });

  it('opens a thread: its messages as a conversation, member and staff apart', async () => {
    const calls = serve('support');
    const log = await openJuan();
    expect(await log.findByText('Hello?')).toBeInTheDocument();
    const staff = log.getByText('Good morning, how can we help?').closest('[data-author]');
    expect(staff).toHaveAttribute('data-author', 'staff');
    const member = log.getByText('Hello?').closest('[data-author]');
    expect(member).toHaveAttribute('data-author', 'member');
    expect(calls.some((call) => call.url === `${CHATS}/41`)).toBe(true);
    // Opened: its messages are read.
    expect(within(await item('juan01')).queryByTitle(/unread/)).toBeNull();
  });

  it('answers with the body and a key, shows the answer, and retries under the same key', async () => {
    let refuse = true;
    const calls = serve('support', (call) => {
      if (refuse) {
        refuse = false;
        return refusal(503, 'unavailable', 'Try again');
      }
      const body = call.body as ChatSend;
      return ok({ id: 10, author: 'staff', body: body.body, sentAt: AT + 1_000 });
    });
    const log = await openJuan();
    await log.findByText('Hello?');
    fireEvent.change(screen.getByLabelText('Your answer'), {
      // A pasted answer keeps its line break (CR LF made LF).
      target: { value: '  It is on its\r\nway.  ' },
    });
    fireEvent.click(screen.getByRole('button', SEND));
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', SEND));
    expect(await log.findByText('It is on its way.')).toBeInTheDocument();
    const [first, second] = posts(calls);
    expect(first).toMatchObject({ url: `${CHATS}/41` });
    expect(first?.body).toMatchObject({ body: 'It is on its\nway.' });
    expect(ChatSend.safeParse(first?.body).success).toBe(true);
    expect((second?.body as ChatSend).key).toBe((first?.body as ChatSend).key);
    expect(log.getByText('It is on its way.').closest('[data-author]')).toHaveAttribute(
      'data-author',
      'staff',
    );
    expect(screen.getByLabelText('Your answer')).toHaveValue('');

    // The next answer is another one: a new key.
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Anything else?' } });
    fireEvent.click(screen.getByRole('button', SEND));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect((posts(calls)[2]?.body as ChatSend).key).not.toBe((first?.body as ChatSend).key);
  });

  it('lets a role without the messages permission read but not answer', async () => {
    const calls = serve('finance');
    const log = await openJuan();
    expect(await log.findByText('Hello?')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your role reads the chats; answering needs the messages permission.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toBeDisabled();
    expect(screen.getByRole('button', SEND)).toBeDisabled();
    expect(posts(calls)).toEqual([]);
  });

  it('loads more threads before the last one, and earlier messages before the first', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const pedro: ChatThread = {
      ...maria,
      memberId: 43,
      account: 'pedro03',
      lastAt: AT - 3_600_000,
    };
    const calls = fakeFetch((call) => {
      if (call.url === '/operator/me') {
        return ok({
          username: 'a',
          role: 'support',
          totpEnabled: false,
          disabled: false,
          createdAt: 1,
        });
      }
      if (call.url === `${CHATS}/41?before=7`) {
        return ok({
          messages: [{ id: 3, author: 'member', body: 'Earlier question', sentAt: AT - 9e6 }],
          hasMore: false,
          unread: 0,
        });
      }
      if (call.url.startsWith(`${CHATS}/41`)) return ok({ ...juanPage, hasMore: true });
      if (call.url.includes('before=')) return ok({ threads: [pedro], hasMore: false });
      return ok({ threads: [juan, maria], hasMore: true });
    });
    renderConsole('/chat', <LiveChatPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await item('pedro03')).toBeInTheDocument();
    expect(calls.some((call) => call.url === `${CHATS}?waiting=true&before=${maria.lastAt}`)).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const log = await openJuan();
    fireEvent.click(await log.findByRole('button', { name: 'Load earlier messages' }));
    expect(await log.findByText('Earlier question')).toBeInTheDocument();
    expect(log.getByText('Hello?')).toBeInTheDocument();
  });

  it('says so when no one is waiting', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    fakeFetch((call) =>
      call.url === '/operator/me'
        ? ok({ username: 'a', role: 'support', totpEnabled: false, disabled: false, createdAt: 1 })
        : ok({ threads: [], hasMore: false }),
    );
    renderConsole('/chat', <LiveChatPage />);
    expect(await screen.findByText('No member is waiting for an answer')).toBeInTheDocument();
  });
});
