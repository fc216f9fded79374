import { DAY_MS, siteDayKey, sitePeriodOf } from '@app/contracts/zod-free';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { kpiDayFixture, kpiOverviewFixture } from '@/testing/team-fixtures';

const PATH = '/wps/relay/ODSFE2_TeamKPIB';
const today = () => siteDayKey(Date.now());
const daysAgo = (days: number) => siteDayKey(Date.now() - days * DAY_MS);
const agentSession = () => memberSession({ userName: 'agent', type: 2 });

/** The team's figures: one busy day (today, or the range's last) and big totals. */
function serve(answer?: (url: URL) => unknown) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: (url: URL) => ({
      body: {
        success: true,
        value:
          answer?.(url) ??
          kpiOverviewFixture(
            [
              kpiDayFixture(url.searchParams.get('endDate') ?? today(), {
                teamDeposit: 1_234_567_89,
                teamWithdraw: 45_000_00,
                teamLoginMemberCount: 1_204,
                teamBetMemberCount: 880,
                teamDepositMemberCount: 75,
              }),
            ],
            {
              teamRegisterMemberCount: 12_345,
              teamFirstDepositCount: 321,
              teamLoginMemberCount: 1_204,
              teamBetMemberCount: 880,
              teamDepositMemberCount: 75,
              teamOnlineCount: 42,
              teamDeposit: 1_234_567_89,
              teamWithdraw: 45_000_00,
              teamTotalBet: 987_654_321_00,
              teamValidBet: 900_000_000_00,
              teamTotalWin: 950_000_000_00,
              teamTotalPnl: -37_654_321_00,
              teamBonus: 1_000_00,
              teamRebate: 2_500_50,
            },
          ),
      },
    }),
  });
}

const asked = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.url.pathname === PATH).map((r) => r.url.searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('team overview', () => {
  it("shows today's totals of the whole team as tiles, in GMT+8", async () => {
    const server = serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Buod ng team');
    expect(await screen.findByTestId('kpi-registrations')).toHaveTextContent('12,345');
    expect(screen.getByText('Lahat ng numero ay GMT+8 (oras sa Pilipinas)')).toBeVisible();
    expect(screen.getByTestId('kpi-firstDeposits')).toHaveTextContent('321');
    expect(screen.getByTestId('kpi-logins')).toHaveTextContent('1,204');
    expect(screen.getByTestId('kpi-bettors')).toHaveTextContent('880');
    expect(screen.getByTestId('kpi-depositors')).toHaveTextContent('75');
    expect(screen.getByTestId('kpi-online')).toHaveTextContent('42');
    expect(screen.getByTestId('kpi-deposits')).toHaveTextContent('₱1,234,567.89');
    expect(screen.getByTestId('kpi-withdrawals')).toHaveTextContent('₱45,000.00');
    expect(screen.getByTestId('kpi-bets')).toHaveTextContent('₱987,654,321.00');
    expect(screen.getByTestId('kpi-validBets')).toHaveTextContent('₱900,000,000.00');
    expect(screen.getByTestId('kpi-wins')).toHaveTextContent('₱950,000,000.00');
    expect(screen.getByTestId('kpi-pnl')).toHaveTextContent('−₱37,654,321.00');
    expect(screen.getByTestId('kpi-bonuses')).toHaveTextContent('₱1,000.00');
    expect(screen.getByTestId('kpi-rebates')).toHaveTextContent('₱2,500.50');
    const [query] = asked(server);
    expect(query?.get('startDate')).toBe(today());
    expect(query?.get('endDate')).toBe(today());
    expect(query?.get('scope')).toBe('team');
    expect(query?.get('size')).toBe('31');
  });

  it('asks for yesterday, this week from Monday and this month from the 1st', async () => {
    const server = serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findByTestId('kpi-registrations');
    const periods = screen.getByRole('group', { name: 'Panahon' });
    await user.click(within(periods).getByRole('button', { name: 'Kahapon' }));
    await waitFor(() => expect(asked(server).at(-1)?.get('startDate')).toBe(daysAgo(1)));
    expect(asked(server).at(-1)?.get('endDate')).toBe(daysAgo(1));
    // On a Monday this week is today, and on the 1st this month is: a range asked before is
    // answered from the cache, so the range is looked for among every request made.
    const askedFor = (startDate: string) =>
      asked(server).some(
        (query) => query.get('startDate') === startDate && query.get('endDate') === today(),
      );
    await user.click(within(periods).getByRole('button', { name: 'Linggong ito' }));
    const monday = siteDayKey(sitePeriodOf('week', Date.now()).from);
    await waitFor(() => expect(askedFor(monday)).toBe(true));
    await user.click(within(periods).getByRole('button', { name: 'Buwang ito' }));
    await waitFor(() => expect(askedFor(`${today().slice(0, 8)}01`)).toBe(true));
  });

  it('says what is wrong with two dates and asks nothing for them', async () => {
    const server = serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findByTestId('kpi-registrations');
    await user.click(screen.getByRole('button', { name: 'Petsa' }));
    const days = screen.getByRole('group', { name: 'Mula at hanggang' });
    const from = within(days).getByLabelText('Mula');
    const to = within(days).getByLabelText('Hanggang');
    await waitFor(() => expect(asked(server).at(-1)?.get('startDate')).toBe(daysAgo(6)));
    const before = asked(server).length;

    fireEvent.change(from, { target: { value: daysAgo(40) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hanggang 31 araw lamang ang saklaw ng isang ulat',
    );
    fireEvent.change(from, { target: { value: daysAgo(100) } });
    fireEvent.change(to, { target: { value: daysAgo(95) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hanggang 90 araw pabalik lamang ang mga ulat',
    );
    fireEvent.change(from, { target: { value: today() } });
    fireEvent.change(to, { target: { value: siteDayKey(Date.now() + DAY_MS) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Lampas sa araw na ito (GMT+8)');
    expect(asked(server)).toHaveLength(before);

    // 31 days are fine.
    fireEvent.change(from, { target: { value: daysAgo(30) } });
    fireEvent.change(to, { target: { value: today() } });
    await waitFor(() => expect(asked(server).at(-1)?.get('startDate')).toBe(daysAgo(30)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws every day of the range, a day the server left out as zeros', async () => {
    serve((url) =>
      kpiOverviewFixture([
        kpiDayFixture(url.searchParams.get('startDate') ?? '', {
          teamDeposit: 50_000_00,
          teamWithdraw: 12_000_00,
          teamTotalBet: 80_000_00,
          teamTotalWin: 70_000_00,
          teamLoginMemberCount: 9,
        }),
      ]),
    );
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findByTestId('kpi-registrations');
    await user.click(screen.getByRole('button', { name: 'Petsa' }));
    const days = screen.getByRole('group', { name: 'Mula at hanggang' });
    fireEvent.change(within(days).getByLabelText('Mula'), { target: { value: daysAgo(2) } });
    fireEvent.change(within(days).getByLabelText('Hanggang'), { target: { value: today() } });

    const money = await screen.findByRole('group', { name: 'Deposit laban sa withdrawal' });
    await waitFor(() => expect(within(money).getAllByRole('button')).toHaveLength(3));
    const [first, , last] = within(money).getAllByRole('button');
    expect(first).toHaveAccessibleName(/Deposit ₱50,000\.00, Withdrawal ₱12,000\.00$/);
    expect(last).toHaveAccessibleName(/Deposit ₱0\.00, Withdrawal ₱0\.00$/);
    const counts = screen.getByRole('group', { name: 'Nag-login, tumaya at nag-deposit' });
    expect(within(counts).getAllByRole('button')).toHaveLength(3);

    // A tap shows the day's figures under the chart.
    await user.click(last!);
    const day = within(money.closest('section')!).getByTestId('kpi-chart-day');
    expect(day).toHaveTextContent('₱0.00');
    await user.click(first!);
    expect(within(money.closest('section')!).getByTestId('kpi-chart-day')).toHaveTextContent(
      '₱50,000.00',
    );
  });

  it('gives each chart one tab stop, the arrows moving between days and Enter showing one', async () => {
    serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findByTestId('kpi-registrations');
    await user.click(screen.getByRole('button', { name: 'Linggong ito' }));
    const chart = await screen.findByRole('group', { name: 'Deposit laban sa withdrawal' });
    const days = within(chart).getAllByRole('button');
    expect(days.filter((day) => day.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(days.at(-1)).toHaveAttribute('tabindex', '0');
    days.at(-1)?.focus();
    if (days.length > 1) {
      await user.keyboard('{ArrowLeft}');
      expect(days.at(-2)).toHaveFocus();
      await user.keyboard('{End}');
    }
    expect(days.at(-1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(chart.closest('section')!).getByTestId('kpi-chart-day')).toHaveTextContent(
      '₱1,234,567.89',
    );
  });

  it('switches between the whole team and the direct downlines', async () => {
    const server = serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    const user = userEvent.setup();
    await screen.findByTestId('kpi-registrations');
    const scope = screen.getByRole('group', { name: 'Kaninong numero' });
    expect(within(scope).getByRole('button', { name: 'Buong team' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(scope).getByRole('button', { name: 'Direktang downline' }));
    await waitFor(() => expect(asked(server).at(-1)?.get('scope')).toBe('direct'));
    expect(within(scope).getByRole('button', { name: 'Direktang downline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('speaks English', async () => {
    serve();
    await renderApp('/m/agent/team/overview', { session: agentSession() });
    await screen.findByTestId('kpi-registrations');
    await act(() => changeLanguage('EN'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Team overview');
    expect(screen.getByText('All figures in GMT+8 (Philippine time)')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Whose figures' })).toBeVisible();
    expect(screen.getByTestId('kpi-firstDeposits')).toHaveTextContent('First deposits321');
    expect(screen.getByRole('group', { name: 'Wins vs bets' })).toBeVisible();
    expect(screen.getAllByText('Tap a day to see its figures.')).toHaveLength(3);
  });

  it('sends a player home', async () => {
    serve();
    const { router } = await renderApp('/m/agent/team/overview', { session: memberSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
  });
});
