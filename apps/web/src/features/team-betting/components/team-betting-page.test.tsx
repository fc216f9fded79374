import type { TeamBet, TeamBetPage } from '@app/contracts';
import { DAY_MS, siteDayKey } from '@app/contracts/zod-free';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const PATH = '/wps/relay/ODSFE2_lottTeamBet';
const today = () => siteDayKey(Date.now());
const agentSession = () => memberSession({ userName: 'agent', type: 2 });

const bet = (fields: Partial<TeamBet>): TeamBet => ({
  id: 1,
  game: 'dice',
  gameName: 'dice',
  customerName: 'player1',
  directAgentName: 'agent',
  numero: '1',
  betAmount: 1_000,
  validBetAmount: 1_000,
  winAmount: 0,
  betTime: Date.UTC(2026, 10, 28, 1),
  settleTime: Date.UTC(2026, 10, 28, 1),
  betContent: 'under 50.00 → 62.31',
  status: 'lost',
  ...fields,
});

const PAGE: TeamBetPage = {
  list: [
    bet({
      id: 77,
      game: 'lottery',
      gameName: 'Perlas 1-Minute Lotto',
      customerName: 'player_with_a_really_long_username_0001',
      directAgentName: 'sub_agent_with_a_really_long_username_01',
      numero: '20261128-0042',
      betAmount: 987_654_321_00,
      validBetAmount: 0,
      winAmount: 0,
      settleTime: null,
      status: 'open',
      betContent: 'BIG_SMALL BIG, DIGIT#1 7',
    }),
    bet({ id: 5, winAmount: 1_980, status: 'won' }),
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
  totalCapped: false,
  footer: {
    betAmount: 987_654_331_00,
    validBetAmount: 1_000,
    winAmount: 1_980,
    profitAndLoss: 1_980 - 987_654_331_00,
  },
};

function serve(page: TeamBetPage = PAGE) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: () => ({ body: { success: true, value: page } }),
  });
}

const asked = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.url.pathname === PATH).map((r) => r.url.searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('team betting', () => {
  it("shows today's team bets with their fields and the totals, and no cancel", async () => {
    const server = serve();
    await renderApp('/m/teamBetting', { session: agentSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Taya ng team');
    const [lottery, dice] = await screen.findAllByTestId('tbet-row');
    expect(within(lottery!).getByText('player_with_a_really_long_username_0001')).toBeVisible();
    expect(
      within(lottery!).getByText('Ahente: sub_agent_with_a_really_long_username_01'),
    ).toBeVisible();
    expect(within(lottery!).getByText('Perlas 1-Minute Lotto')).toBeVisible();
    expect(within(lottery!).getByText('Blg. 20261128-0042')).toBeVisible();
    expect(within(lottery!).getByText('BIG_SMALL BIG, DIGIT#1 7')).toBeVisible();
    expect(within(lottery!).getByText('₱987,654,321.00')).toBeVisible();
    expect(within(lottery!).getByText('Hindi pa na-settle')).toBeVisible();
    expect(
      within(lottery!).getByText('Hinihintay ang draw', { selector: '.tbet-status' }),
    ).toBeVisible();
    expect(within(dice!).getByText('Panalo', { selector: '.tbet-status' })).toBeVisible();
    expect(within(dice!).getByText('+₱9.80')).toBeVisible();
    const totals = screen.getByTestId('tbet-footer');
    expect(within(totals).getByText('−₱987,654,311.20')).toBeVisible();
    expect(within(totals).getByText('₱987,654,331.00')).toBeVisible();
    expect(within(totals).getByText('2 taya')).toBeVisible();
    expect(screen.queryByRole('button', { name: /cancel|kansel/i })).toBeNull();
    const first = asked(server)[0];
    expect(first?.get('startDate')).toBe(today());
    expect(first?.get('endDate')).toBe(today());
  });

  it('says "over 10,000" once the server stops counting', async () => {
    serve({ ...PAGE, total: 10_000, totalPages: 500, totalCapped: true });
    await renderApp('/m/teamBetting', { session: agentSession() });
    const totals = await screen.findByTestId('tbet-footer');
    expect(within(totals).getByText('Higit 10,000 na taya')).toBeVisible();
  });

  it('asks with the member, game and status chosen', async () => {
    const server = serve();
    const user = userEvent.setup();
    await renderApp('/m/teamBetting', { session: agentSession() });
    await screen.findAllByTestId('tbet-row');
    await user.click(screen.getByRole('button', { name: 'Lottery' }));
    await user.click(screen.getByRole('button', { name: 'Talo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Username ng miyembro' }), 'player1');
    await waitFor(() => expect(asked(server).at(-1)?.get('customerName')).toBe('player1'));
    expect(asked(server).at(-1)?.get('game')).toBe('lottery');
    expect(asked(server).at(-1)?.get('status')).toBe('lost');
  });

  it('says what is wrong with dates past the rule and asks nothing for them', async () => {
    const server = serve();
    const user = userEvent.setup();
    await renderApp('/m/teamBetting', { session: agentSession() });
    await screen.findAllByTestId('tbet-row');
    await act(() => changeLanguage('EN'));
    await user.click(screen.getByRole('button', { name: /Dates|Petsa/ }));
    const count = asked(server).length;
    fireEvent.change(screen.getAllByLabelText(/From|Mula/)[0]!, {
      target: { value: siteDayKey(Date.now() - 40 * DAY_MS) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/31/);
    expect(asked(server)).toHaveLength(count);
    await act(() => changeLanguage('TY'));
  });
});
