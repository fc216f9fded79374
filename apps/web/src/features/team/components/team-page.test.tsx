import type { Subordinate, SubordinatePage } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const PATH = '/wps/relay/ODSFE2_Subordinate';
const agentSession = () => memberSession({ userName: 'agent', type: 2 });

const row = (fields: Partial<Subordinate>): Subordinate => ({
  customerId: 11,
  customerName: 'player1',
  nickname: '',
  type: 0,
  isAgent: false,
  balance: 250_000,
  regDate: Date.UTC(2026, 9, 1, 2),
  lastLoginAt: null,
  online: false,
  teamSize: 0,
  ...fields,
});

const ROOT: SubordinatePage = {
  list: [
    row({
      customerId: 21,
      customerName: 'sub_agent_with_a_really_long_username_01',
      nickname: 'Kuya Boyet ng Barangay San Isidro',
      type: 2,
      isAgent: true,
      balance: 987_654_321_00,
      lastLoginAt: Date.UTC(2026, 10, 27, 5),
      online: true,
      teamSize: 12_345,
    }),
    row({ customerId: 11, customerName: 'player1' }),
    row({ customerId: 12, customerName: 'trial4821', type: 4 }),
  ],
  pageNum: 1,
  totalPages: 1,
  total: 3,
  breadcrumb: [{ customerId: 1, customerName: 'agent' }],
};
const SUB: SubordinatePage = {
  list: [row({ customerId: 31, customerName: 'deep_player', balance: 1_00 })],
  pageNum: 1,
  totalPages: 1,
  total: 1,
  breadcrumb: [
    { customerId: 1, customerName: 'agent' },
    { customerId: 21, customerName: 'sub_agent_with_a_really_long_username_01' },
  ],
};

function serve() {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: (url: URL) => ({
      body: { success: true, value: url.searchParams.get('parentId') === '21' ? SUB : ROOT },
    }),
  });
}

const asked = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.url.pathname === PATH).map((r) => r.url.searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('team management', () => {
  it('lists the direct downlines with type, balance, online dot, team size and their links', async () => {
    serve();
    await renderApp('/m/member/team', { session: agentSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pamamahala ng team',
    );
    const [sub, player, trial] = await screen.findAllByTestId('team-row');
    expect(within(sub!).getByText('sub_agent_with_a_really_long_username_01')).toBeVisible();
    expect(within(sub!).getByText('Kuya Boyet ng Barangay San Isidro')).toBeVisible();
    expect(within(sub!).getByText('Ahente')).toBeVisible();
    expect(within(sub!).getByText('₱987,654,321.00')).toBeVisible();
    expect(within(sub!).getByText('12,345')).toBeVisible();
    expect(within(sub!).getByRole('img', { name: 'Online ngayon' })).toBeVisible();
    expect(within(player!).getByRole('img', { name: 'Hindi online' })).toBeVisible();
    expect(within(player!).getByText('Hindi pa')).toBeVisible();
    expect(within(player!).queryByRole('button', { name: /team/ })).toBeNull();
    expect(within(player!).getByRole('link', { name: 'Kita at lugi ni player1' })).toHaveAttribute(
      'href',
      '/m/agent/member/pnl?id=11',
    );
    expect(within(player!).getByRole('link', { name: 'Mag-transfer kay player1' })).toHaveAttribute(
      'href',
      '/m/agent/transfer?to=11',
    );
    // The server refuses transfers to a free-trial account: its row offers none.
    expect(within(trial!).getByRole('link', { name: 'Kita at lugi ni trial4821' })).toBeVisible();
    expect(within(trial!).queryByRole('link', { name: /Mag-transfer/ })).toBeNull();
  });

  it("drills into a sub-agent's team and goes back up through the trail", async () => {
    const server = serve();
    const user = userEvent.setup();
    await renderApp('/m/member/team', { session: agentSession() });
    await user.click(
      await screen.findByRole('button', {
        name: 'Tingnan ang team ni sub_agent_with_a_really_long_username_01',
      }),
    );
    expect(await screen.findByText('deep_player')).toBeVisible();
    expect(asked(server).at(-1)?.get('parentId')).toBe('21');
    const trail = screen.getByRole('navigation', { name: 'Mga antas ng team' });
    await user.click(within(trail).getByRole('button', { name: 'agent' }));
    expect(await screen.findByText('player1')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mga antas ng team' })).toBeNull();
  });

  it('asks with the search, type, online, sort and order chosen', async () => {
    const server = serve();
    const user = userEvent.setup();
    await renderApp('/m/member/team', { session: agentSession() });
    await screen.findAllByTestId('team-row');
    await act(() => changeLanguage('EN'));
    await user.click(screen.getByRole('button', { name: 'Agents' }));
    await user.click(screen.getByRole('button', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    await user.click(screen.getByRole('button', { name: 'Highest first, tap for lowest first' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'Sub');
    await waitFor(() => expect(asked(server).at(-1)?.get('customerName')).toBe('Sub'));
    const last = asked(server).at(-1);
    expect(last?.get('kind')).toBe('agent');
    expect(last?.get('online')).toBe('true');
    expect(last?.get('sort')).toBe('balance');
    expect(last?.get('order')).toBe('asc');
    expect(
      screen.getByText('Members of this team whose name starts with your search.'),
    ).toBeVisible();
    await act(() => changeLanguage('TY'));
  });
});
