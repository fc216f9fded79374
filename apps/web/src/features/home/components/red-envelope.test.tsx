import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const UNOPENED = '/wps/redEnvelopes/unopened';
const OPEN = '/wps/redEnvelopes/open';

async function open(list: { id: number; from: string; createdAt: number }[], session = true) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [UNOPENED]: { list },
    [OPEN]: { id: 7, from: 'agent_juan', amount: 12_345, openedAt: 1 },
  });
  await renderApp('/m/home', session ? { session: memberSession() } : {});
  return server;
}
const calls = (server: Awaited<ReturnType<typeof open>>, path: string) =>
  server.requests.filter((r) => r.url.pathname === path);

afterEach(() => vi.unstubAllGlobals());

describe("home's red envelope", () => {
  it('asks once on home, opens the envelope and shows the share', async () => {
    const server = await open([{ id: 7, from: 'agent_juan', createdAt: 0 }]);
    expect(
      await screen.findByRole('dialog', { name: 'Red envelope mula kay agent_juan' }),
    ).toBeVisible();
    expect(calls(server, UNOPENED)).toHaveLength(1);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: 'Buksan' }));
    expect(await screen.findByTestId('re-amount')).toHaveTextContent('₱123.45');
    expect(calls(server, OPEN)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Isara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when none waits, and asks nothing for a guest', async () => {
    const server = await open([]);
    await waitFor(() => expect(calls(server, UNOPENED)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
    const guest = await open([{ id: 1, from: 'x', createdAt: 0 }], false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls(guest, UNOPENED)).toHaveLength(0);
  });
});
