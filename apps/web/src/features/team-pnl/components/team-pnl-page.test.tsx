import { DAY_MS, siteDayKey } from '@app/contracts/zod-free';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import {
  byCategoryFixture,
  pnlTotalsFixture,
  teamPnlPageFixture,
  teamPnlRowFixture,
} from '@/testing/team-fixtures';

const PATH = '/wps/relay/ODSFE2_TeamPNL';
const today = () => siteDayKey(Date.now());
const agentSession = () => memberSession({ userName: 'agent', type: 2 });

const ROOT = teamPnlPageFixture(
  [
    teamPnlRowFixture({
      customerId: 21,
      customerName: 'sub_agent_with_a_really_long_username_01',
      nickname: 'Kuya Boyet ng Barangay San Isidro',
      type: 2,
      isAgent: true,
      teamSize: 12_345,
      bet: 987_654_321_00,
      validBet: 900_000_000_00,
      win: 950_000_000_00,
      pnl: -37_654_321_00,
      byCategory: byCategoryFixture({
        lottery: { bet: 500_00, validBet: 500_00, win: 1_250_00, pnl: 750_00 },
        slots: {
          bet: 987_653_821_00,
          validBet: 899_999_500_00,
          win: 949_998_750_00,
          pnl: -37_655_071_00,
        },
      }),
    }),
    teamPnlRowFixture({ customerId: 11, customerName: 'player1' }),
  ],
  {
    total: 2,
    parent: { customerId: 1, customerName: 'agent' },
    footer: pnlTotalsFixture({
      bet: 987_654_321_00,
      validBet: 900_000_000_00,
      win: 950_000_000_00,
      pnl: -37_654_321_00,
      deposit: 1_234_567_89,
      withdraw: 45_000_00,
      bonus: 1_000_00,
      rebate: 2_500_50,
      byCategory: byCategoryFixture({
        lottery: { bet: 500_00, validBet: 500_00, win: 1_250_00, pnl: 750_00 },
        slots: {
          bet: 987_653_821_00,
          validBet: 899_999_500_00,
          win: 949_998_750_00,
          pnl: -37_655_071_00,
        },
      }),
    }),
  },
);

const SUB = teamPnlPageFixture(
  [
    teamPnlRowFixture({
      customerId: 31,
      customerName: 'deep_player',
      bet: 10_000,
      win: 4_000,
      pnl: -6_000,
    }),
  ],
  {
    total: 1,
    parent: { customerId: 21, customerName: 'sub_agent_with_a_really_long_username_01' },
    footer: pnlTotalsFixture({ bet: 10_000, win: 4_000, pnl: -6_000 }),
    own: pnlTotalsFixture({ bet: 2_500, validBet: 2_500, win: 0, pnl: -2_500 }),
  },
);

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

describe('team profit and loss', () => {
  it("lists each direct downline with its whole team's totals, per game, and the footer totals", async () => {
    const server = serve();
    await renderApp('/m/agent/team/pnl', { session: agentSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kita at lugi ng team',
    );
    const rows = await screen.findAllByTestId('tpnl-row');
    expect(rows).toHaveLength(2);
    const [sub, player] = rows;
    expect(within(sub!).getByText('sub_agent_with_a_really_long_username_01')).toBeVisible();
    expect(within(sub!).getByText('Ahente')).toBeVisible();
    expect(within(sub!).getByText('12,345 sa team')).toBeVisible();
    expect(within(sub!).getByText('−₱37,654,321.00')).toBeVisible();
    expect(within(sub!).getByText('₱987,654,321.00')).toBeVisible();
    const games = within(sub!).getByRole('list', { name: 'Kita/lugi bawat laro' });
    expect(
      within(games)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lotto+₱750.00', 'Slots−₱37,655,071.00']);
    expect(within(player!).getByText('Manlalaro')).toBeVisible();
    expect(within(player!).getByText('Walang taya sa panahong ito')).toBeVisible();
    // Only a sub-agent drills down.
    expect(within(player!).queryByRole('button', { name: /Tingnan ang team/ })).toBeNull();

    const footer = screen.getByTestId('tpnl-footer');
    expect(within(footer).getByText('Team ni agent, 2 direktang downline')).toBeVisible();
    expect(screen.getByTestId('tpnl-footer-pnl')).toHaveTextContent('−₱37,654,321.00');
    expect(within(footer).getByText('₱1,234,567.89')).toBeVisible();
    expect(within(footer).getByText('₱2,500.50')).toBeVisible();
    // Every category in the footer, zero or not.
    expect(footer.querySelectorAll('[data-category]')).toHaveLength(7);
    expect(footer.querySelector('[data-category="fish"]')).toHaveTextContent('Pangingisda₱0.00');

    const [query] = asked(server);
    expect(query?.get('startDate')).toBe(today());
    expect(query?.get('endDate')).toBe(today());
    expect(query?.has('parentId')).toBe(false);
    expect(query?.get('page')).toBe('1');
  });

  it('drills into a sub-agent and goes back up by the trail', async () => {
    const server = serve();
    await renderApp('/m/agent/team/pnl', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findAllByTestId('tpnl-row');
    await user.click(
      screen.getByRole('button', {
        name: 'Tingnan ang team ni sub_agent_with_a_really_long_username_01',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('tpnl-row')).toHaveLength(1));
    expect(asked(server).at(-1)?.get('parentId')).toBe('21');
    expect(screen.getByText('deep_player')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Mga antas ng team' });
    expect(within(trail).getByText('sub_agent_with_a_really_long_username_01')).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByTestId('tpnl-footer-pnl')).toHaveTextContent('−₱60.00');

    await user.click(within(trail).getByRole('button', { name: 'agent' }));
    await waitFor(() => expect(screen.getAllByTestId('tpnl-row')).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Mga antas ng team' })).toBeNull();
  });

  it('keeps the drill-down in the address', async () => {
    serve();
    const { router } = await renderApp('/m/agent/team/pnl', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findAllByTestId('tpnl-row');
    await user.click(
      screen.getByRole('button', {
        name: 'Tingnan ang team ni sub_agent_with_a_really_long_username_01',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?parent=21'));
    await screen.findByText('deep_player');
    // The entry before it (the phone's back) is the agent's own downlines.
    await act(() => router.navigate('/m/agent/team/pnl'));
    await waitFor(() => expect(screen.getAllByTestId('tpnl-row')).toHaveLength(2));
  });

  it('opened at a sub-agent, the trail starts at the caller’s team', async () => {
    const server = serve();
    await renderApp('/m/agent/team/pnl?parent=21', { session: agentSession() });
    await screen.findByText('deep_player');
    expect(asked(server).at(-1)?.get('parentId')).toBe('21');
    // The sub-agent's own play, a row of its own above its team's.
    const own = screen.getByTestId('tpnl-own');
    expect(
      within(own).getByText('Sariling laro ni sub_agent_with_a_really_long_username_01'),
    ).toBeVisible();
    expect(within(own).getByText('−₱25.00')).toBeVisible();
    expect(within(own).queryByRole('button')).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Mga antas ng team' });
    expect(within(trail).getByRole('button', { name: 'Team ko' })).toBeVisible();
    expect(within(trail).getByText('sub_agent_with_a_really_long_username_01')).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it("links each row to the member's own profit and loss", async () => {
    serve();
    await renderApp('/m/agent/team/pnl', { session: agentSession() });
    await screen.findAllByTestId('tpnl-row');
    expect(screen.getByRole('link', { name: 'Kita at lugi ni player1' })).toHaveAttribute(
      'href',
      '/m/agent/member/pnl?id=11',
    );
  });

  it('says what is wrong with two dates and keeps the list for a good range', async () => {
    const server = serve();
    await renderApp('/m/agent/team/pnl', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findAllByTestId('tpnl-row');
    await user.click(screen.getByRole('button', { name: 'Petsa' }));
    const days = screen.getByRole('group', { name: 'Mula at hanggang' });
    fireEvent.change(within(days).getByLabelText('Mula'), {
      target: { value: siteDayKey(Date.now() - 45 * DAY_MS) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hanggang 31 araw lamang ang saklaw ng isang ulat',
    );
    expect(screen.queryAllByTestId('tpnl-row')).toHaveLength(0);
    fireEvent.change(within(days).getByLabelText('Mula'), {
      target: { value: siteDayKey(Date.now() - 30 * DAY_MS) },
    });
    await waitFor(() =>
      expect(asked(server).at(-1)?.get('startDate')).toBe(siteDayKey(Date.now() - 30 * DAY_MS)),
    );
    expect(await screen.findAllByTestId('tpnl-row')).toHaveLength(2);
  });

  it('speaks English', async () => {
    serve();
    await renderApp('/m/agent/team/pnl', { session: agentSession() });
    await screen.findAllByTestId('tpnl-row');
    await act(() => changeLanguage('EN'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Team profit and loss',
    );
    expect(screen.getByText("agent's team, 2 direct downlines")).toBeVisible();
    expect(screen.getByText('12,345 in team')).toBeVisible();
    expect(screen.getByText('No bets in this period')).toBeVisible();
    expect(
      screen.getByRole('button', { name: "View sub_agent_with_a_really_long_username_01's team" }),
    ).toBeVisible();
  });
});
