import { InboxSendInput, type OperatorInboxMessage } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { InboxPage } from './page';

const LIST = '/operator/merchants/DEMO/inbox';

const sent: OperatorInboxMessage = {
  id: 9,
  account: null,
  sender: 'Support',
  texts: { EN: { title: 'Welcome bonus', content: '<p>Claim it <script>x()</script>today</p>' } },
  sentAt: Date.UTC(2026, 10, 29, 2),
  reads: 14,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

function serve(role: string, answer: (call: FakeCall) => ReturnType<typeof ok> = () => ok(sent)) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  const calls = fakeFetch((call) => {
    if (call.url === '/operator/me') {
      return ok({ username: 'agent', role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method === 'GET') return ok([sent]);
    return answer(call);
  });
  renderConsole('/inbox', <InboxPage />);
  return calls;
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const SLOW = { timeout: 10_000 };

// A drawer of antd fields is slow to render in jsdom, the more on a busy machine.
describe('inbox messages', { timeout: 60_000 }, () => {
  it('lists the sent ones and shows a message as members see it', async () => {
    serve('support');
    const row = (await screen.findByText('Welcome bonus')).closest('tr') as HTMLElement;
    expect(within(row).getByText('All members')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText(/Claim it/)).toBeInTheDocument();
    expect(document.querySelector('.ant-table-expanded-row script')).toBeNull();
  });

  it('sends to one member: InboxSendInput with the account and the languages written', async () => {
    const calls = serve('support', () => refusal(404, 'member.not.found', 'No such member'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    const form = within(screen.getByRole('dialog'));
    fireEvent.click(form.getByText('One member'));
    fireEvent.change(await form.findByLabelText('Member’s account'), {
      target: { value: 'juan01' },
    });
    // Nothing written: the contract's rule, and nothing sent.
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(
      await form.findByText('Write a title and a message in TY, EN or both', {}, SLOW),
    ).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);

    fireEvent.change(form.getByLabelText('Title (TY)'), { target: { value: 'Salamat' } });
    fireEvent.click(within(form.getByRole('tabpanel')).getByText('HTML'));
    fireEvent.change(form.getByRole('textbox', { name: 'Message (TY) (HTML)' }), {
      target: { value: '<p>Para sa <b>iyo</b></p>' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const [post] = changes(calls);
    expect(post).toMatchObject({ method: 'POST', url: LIST });
    expect(post?.body).toEqual({
      account: 'juan01',
      sender: '',
      texts: { TY: { title: 'Salamat', content: '<p>Para sa <b>iyo</b></p>' } },
    });
    expect(InboxSendInput.safeParse(post?.body).success).toBe(true);
    // The server's refusal, under the account.
    await waitFor(() => expect(form.getAllByText('No such member')).toHaveLength(2), SLOW);
  });

  it('recalls a message once the confirmation is accepted', async () => {
    const calls = serve('support', () => ok(true));
    const row = (await screen.findByText('Welcome bonus')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Recall' }));
    const confirm = await screen.findByRole('dialog');
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toMatchObject({ method: 'DELETE', url: `${LIST}/9` });
  });

  it('leaves out sending and recalling for a role without the messages permission', async () => {
    serve('finance');
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your role reads the messages; sending needs the messages permission.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull();
  });
});
