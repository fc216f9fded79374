import type { OpenedAccount } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import {
  authHandlers,
  errorAnswer,
  fakeServer,
  openSealed,
  siteHandlers,
} from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const OPEN = '/wps/agent/downline';
const CHECK = '/wps/check/username';
const TAKEN = 'kuyajuan';

const opened = (patch: Partial<OpenedAccount> = {}): OpenedAccount => ({
  id: 91,
  account: 'bagongkaibigan',
  nickname: '',
  type: 0,
  regDate: Date.UTC(2026, 10, 28),
  ...patch,
});

function open(onOpen?: (body: Record<string, unknown>) => unknown) {
  const server = fakeServer({
    ...siteHandlers(),
    ...authHandlers(),
    [CHECK]: (url: URL) => {
      const username = url.searchParams.get('username') ?? '';
      const taken = username.toLowerCase() === TAKEN;
      return {
        body: {
          success: true,
          value: { username, available: !taken, reason: taken ? 'taken' : null },
        },
      };
    },
    [OPEN]: (url: URL, init: RequestInit | undefined) => {
      const body = openSealed(url, init);
      return (
        onOpen?.(body) ?? {
          body: {
            success: true,
            value: opened({ account: String(body.username), type: Number(body.type) }),
          },
        }
      );
    },
  });
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('open account (/m/agentRegister)', () => {
  it('checks the name as the agent types, then opens a player and says they can log in', async () => {
    const server = open();
    await renderApp('/m/agentRegister', { session: memberSession({ type: 1 }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const username = await screen.findByLabelText(/^Username/);
    await user.type(username, 'kuyaJuan');
    expect(await screen.findByText('May gumagamit na ng username na ito')).toBeVisible();
    await user.clear(username);
    await user.type(username, 'bagongkaibigan');
    expect(await screen.findByText('Available ang username na ito')).toBeVisible();
    // Debounced: one check per name settled on, none per keystroke.
    const checks = server.requests.filter((r) => r.url.pathname === CHECK);
    expect(checks.map((r) => r.url.searchParams.get('username'))).toEqual([
      'kuyaJuan',
      'bagongkaibigan',
    ]);

    await user.type(screen.getByLabelText(/^Password/), 'Sampaguita7');
    await user.type(screen.getByLabelText(/^Ulitin ang password/), 'Sampaguita7');
    await user.click(screen.getByRole('button', { name: 'Buksan ang account' }));
    expect(await screen.findByRole('heading', { name: 'Nabuksan na ang account' })).toBeVisible();
    expect(screen.getByTestId('opened-account')).toHaveTextContent('bagongkaibigan');
    const sent = server.requests.find((r) => r.url.pathname === OPEN);
    expect(sent && openSealed(sent.url, sent.init)).toMatchObject({
      username: 'bagongkaibigan',
      password: 'Sampaguita7',
      confirmPassword: 'Sampaguita7',
      type: 0,
    });
  });

  it('offers player and agent, and sends the agent type when chosen', async () => {
    const server = open();
    await renderApp('/m/agentRegister', { session: memberSession({ type: 2 }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const group = await screen.findByRole('group', { name: 'Uri ng account' });
    expect(group).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Ahente/ }));
    await user.type(screen.getByLabelText(/^Username/), 'anakngagent');
    await user.type(screen.getByLabelText(/^Password/), 'Sampaguita7');
    await user.type(screen.getByLabelText(/^Ulitin ang password/), 'Sampaguita7');
    await user.click(screen.getByRole('button', { name: 'Buksan ang account' }));
    await screen.findByTestId('opened-account');
    const sent = server.requests.find((r) => r.url.pathname === OPEN);
    expect(sent && openSealed(sent.url, sent.init)).toMatchObject({ type: 2 });
  });

  it('checks the fields before sending and puts the server refusal under its field, in EN too', async () => {
    const server = open(() =>
      errorAnswer(409, 'username.exists', 'username already exists', { field: 'username' }),
    );
    await renderApp('/m/agentRegister', { session: memberSession({ type: 1 }) });
    await changeLanguage('EN');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Enter your username')).toBeVisible();
    expect(screen.getByText('Choose a password')).toBeVisible();
    expect(server.requests.some((r) => r.url.pathname === OPEN)).toBe(false);

    await user.type(screen.getByLabelText(/^Username/), 'someone1');
    await user.type(screen.getByLabelText(/^Password/), 'Sampaguita7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sampaguita8');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeVisible();
    expect(server.requests.some((r) => r.url.pathname === OPEN)).toBe(false);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sampaguita7');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveFocus());
    expect(screen.getByText('username already exists')).toBeVisible();
    await changeLanguage('TY');
  });
});
