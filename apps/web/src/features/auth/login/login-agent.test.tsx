import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer, loginResultFixture, openSealed } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { field, findField, handlers, storedSession } from '../testing/auth-test-utils';

async function logIn(submit: string, username = 'boss', password = 'secret12') {
  await userEvent.type(await findField('Username'), username);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

describe('agent login (SPEC §6)', () => {
  it('sends entry agent and lands an agent-only account (type 1) on the agent home', async () => {
    const seen: Record<string, unknown>[] = [];
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': (url: URL, init: RequestInit | undefined) => {
            seen.push(openSealed(url, init));
            return { body: { success: true, value: loginResultFixture({ customerType: 1 }) } };
          },
        },
      ),
    );
    const { router } = await renderApp('/m/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Login ng ahente' }));
    expect(await screen.findByRole('heading', { name: 'Login ng ahente' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Libreng subok/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Magrehistro ngayon' })).not.toBeInTheDocument();
    await logIn('Mag-log in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent'));
    expect(seen[0]).toMatchObject({ type: 'username', username: 'boss', entry: 'agent' });
    expect(storedSession()).toMatchObject({ type: 1 });
  });

  it('sends a guest from an agent page to the agent login, and back to that page', async () => {
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': () => ({
            body: { success: true, value: loginResultFixture({ customerType: 1 }) },
          }),
        },
      ),
    );
    const { router } = await renderApp('/m/agent');
    expect(await screen.findByRole('heading', { name: 'Login ng ahente' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?entry=agent');
    await logIn('Mag-log in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/agent'));
  });

  it("shows a player the server's refusal in the member's language and stays signed out", async () => {
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': () =>
            errorAnswer(403, 'login.non.agent', 'Hindi makakapag-log in ang hindi ahente'),
        },
      ),
    );
    const { router } = await renderApp('/m/login?entry=agent');
    await logIn('Mag-log in', 'juan');
    expect(await screen.findByText('Hindi makakapag-log in ang hindi ahente')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(router.state.location.pathname).toBe('/m/login');
    expect(storedSession()).toBeNull();
  });

  it('sends entry member from the member login, which offers the agent login', async () => {
    const seen: Record<string, unknown>[] = [];
    fakeServer(
      handlers(
        {},
        {
          '/wps/session/login': (url: URL, init: RequestInit | undefined) => {
            seen.push(openSealed(url, init));
            return errorAnswer(403, 'login.non.member', 'Hindi makakapag-log in ang account');
          },
        },
      ),
    );
    await renderApp('/m/login?entry=agent');
    await userEvent.click(await screen.findByRole('link', { name: 'Login ng miyembro' }));
    expect(await screen.findByRole('heading', { name: 'Mag-log in' })).toBeInTheDocument();
    await logIn('Mag-log in');
    expect(await screen.findByText('Hindi makakapag-log in ang account')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ entry: 'member' });
    expect(screen.getByRole('link', { name: 'Login ng ahente' })).toBeInTheDocument();
  });
});
