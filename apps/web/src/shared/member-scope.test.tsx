import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '../testing/account-fixtures';
import { authHandlers, fakeServer, loginResultFixture, siteHandlers } from '../testing/fake-server';
import { field, findField } from '../testing/fields';
import { memberSession, renderApp } from '../testing/render-app';

/** Two members who use the same phone, each answered by their own token. */
const MEMBERS = {
  'juan-token': { nickname: 'Juan D.', account: 'juan', sumBalance: 10437 },
  'maria-token': { nickname: 'Maria S.', account: 'maria', sumBalance: 2500 },
} as const;
type Token = keyof typeof MEMBERS;

const tokenOf = (init: RequestInit | undefined): Token | undefined => {
  const token = (init?.headers as Record<string, string> | undefined)?.Authorization;
  return token === 'juan-token' || token === 'maria-token' ? token : undefined;
};
const signedOut = {
  status: 401,
  body: { success: false, code: 'user.or.token.invalid', message: 'logged out' },
};

/** The site, sign-in, and the member's own data answered per token (401 without one). */
function memberServer(options: { balanceSignsOut?: () => boolean } = {}) {
  return fakeServer({
    ...siteHandlers(),
    ...authHandlers(),
    '/wps/session/login': () => ({
      body: { success: true, value: loginResultFixture({ token: 'juan-token', userName: 'juan' }) },
    }),
    '/wps/session/logout': null,
    '/wps/member/info': (_url: URL, init: RequestInit | undefined) => {
      const token = tokenOf(init);
      if (!token) return signedOut;
      const { nickname, account } = MEMBERS[token];
      return { body: { success: true, value: memberInfoFixture({ nickname, account }) } };
    },
    '/wps/wallets/balance': (_url: URL, init: RequestInit | undefined) => {
      const token = tokenOf(init);
      if (!token || options.balanceSignsOut?.()) return signedOut;
      const { sumBalance } = MEMBERS[token];
      return { body: { success: true, value: balanceFixture({ sumBalance }) } };
    },
  });
}

/** Every query of the cache under the member scope, and whether any other holds member data. */
function memberQueries(queryClient: QueryClient) {
  return queryClient.getQueryCache().findAll({ queryKey: ['member'] });
}
function cachedValues(queryClient: QueryClient): string {
  return JSON.stringify([
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
    ...queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.variables),
  ]);
}

const header = () => screen.getByRole('banner');
async function seesMember(nickname: string, amount: string) {
  expect(await within(await screen.findByRole('banner')).findByText(nickname)).toBeVisible();
  await waitFor(() =>
    expect(within(header()).getByTestId('balance-amount')).toHaveTextContent(amount),
  );
}

describe('member data goes with the member (query keys under one member scope)', () => {
  it('keeps nothing of a member who signed in and out: not in the cache, not on screen', async () => {
    memberServer();
    const { router, queryClient } = await renderApp('/m/login');
    await userEvent.type(await findField('Username'), 'juan');
    await userEvent.type(field('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Mag-log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    await seesMember('Juan D.', '₱10,437.00');
    expect(memberQueries(queryClient).map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['member', 'account', 'info'],
        ['member', 'wallet', 'balance'],
      ]),
    );

    await act(() => router.navigate('/m/set'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mag-log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(await within(header()).findByRole('link', { name: 'Mag-log in' })).toBeVisible();

    await waitFor(() => expect(memberQueries(queryClient).map((q) => q.queryKey)).toEqual([]));
    const cached = cachedValues(queryClient);
    for (const trace of ['Juan D.', '10437', 'Secret123', 'juan-token']) {
      expect(cached).not.toContain(trace);
    }
    expect(screen.queryByText('Juan D.')).not.toBeInTheDocument();
    expect(screen.queryByText(/10,437\.00/)).not.toBeInTheDocument();
  });

  it('drops the member data when an answer ends the session', async () => {
    let isExpired = false;
    memberServer({ balanceSignsOut: () => isExpired });
    const { router, queryClient } = await renderApp('/m/home', {
      session: memberSession({ token: 'juan-token' }),
    });
    await seesMember('Juan D.', '₱10,437.00');

    isExpired = true;
    await userEvent.click(within(header()).getByRole('button', { name: 'I-refresh ang balanse' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    // A screen still mounted while the login page loads may ask again for its (now empty) key;
    // what matters is that no member query holds the member's data.
    await waitFor(() =>
      expect(memberQueries(queryClient).filter((query) => query.state.data !== undefined)).toEqual(
        [],
      ),
    );
    expect(cachedValues(queryClient)).not.toContain('Juan D.');
    expect(screen.queryByText('Juan D.')).not.toBeInTheDocument();
  });

  it("never shows one member's data to another member signing in on the same phone", async () => {
    memberServer();
    const { queryClient } = await renderApp('/m/home', {
      session: memberSession({ token: 'juan-token' }),
    });
    await seesMember('Juan D.', '₱10,437.00');

    // Another tab signs Maria in: this tab hears it through the storage event.
    act(() => {
      window.localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify(memberSession({ token: 'maria-token', userName: 'maria' })),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'MC_SESSION_INFO' }));
    });
    // At once, before any answer for Maria: nothing of Juan is left to show.
    expect(cachedValues(queryClient)).not.toContain('Juan D.');
    expect(cachedValues(queryClient)).not.toContain('10437');
    expect(screen.queryByText('Juan D.')).not.toBeInTheDocument();
    expect(screen.queryByText(/10,437\.00/)).not.toBeInTheDocument();

    await seesMember('Maria S.', '₱2,500.00');
  });
});
