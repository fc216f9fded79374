import { siteDayKey, sitePeriodOf } from '@app/contracts/zod-free';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { byCategoryFixture, downlinePnlFixture, pnlTotalsFixture } from '@/testing/team-fixtures';

const PATH = '/wps/relay/ODSFE2_TeamMemPNL';
const agentSession = () => memberSession({ userName: 'agent', type: 2 });
const monday = () => siteDayKey(sitePeriodOf('week', Date.now()).from);
const today = () => siteDayKey(Date.now());

const played = pnlTotalsFixture({
  bet: 250_000_00,
  win: 100_000_00,
  pnl: -150_000_00,
  deposit: 300_000_00,
  byCategory: byCategoryFixture({
    live: { bet: 250_000_00, validBet: 250_000_00, win: 100_000_00, pnl: -150_000_00 },
  }),
});

function serve(status = 200) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: (url: URL) =>
      status === 404
        ? errorAnswer(404, 'agent.downline.not.found', 'Wala sa iyong team ang miyembrong ito')
        : {
            body: {
              success: true,
              value: downlinePnlFixture({
                customerId: Number(url.searchParams.get('customerId')),
                customerName: 'player1',
                days: [
                  { balanceDate: monday(), ...played },
                  // A quiet day is left out of the list.
                  ...(monday() === today()
                    ? []
                    : [{ balanceDate: today(), ...pnlTotalsFixture() }]),
                ],
                total: played,
              }),
            },
          },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("a downline's profit and loss", () => {
  it("shows this week's totals with each game and the days it played", async () => {
    const server = serve();
    await renderApp('/m/agent/member/pnl?id=11', { session: agentSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Kita/lugi ng miyembro',
    );
    expect(await screen.findByTestId('tpnl-member-total-pnl')).toHaveTextContent('−₱150,000.00');
    expect(screen.getByText('Sariling laro ni player1, bawat araw')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Kabuuan sa panahong ito' })).toBeVisible();
    const total = screen.getByTestId('tpnl-member-total');
    expect(total.querySelector('[data-category="live"]')).toHaveTextContent(
      'Live Casino−₱150,000.00',
    );
    const days = screen.getAllByTestId('tpnl-day');
    expect(days).toHaveLength(1);
    expect(within(days[0]!).getByText('₱300,000.00')).toBeVisible();
    const query = server.requests.find((r) => r.url.pathname === PATH)?.url.searchParams;
    expect(query?.get('customerId')).toBe('11');
    expect(query?.get('startDate')).toBe(monday());
    expect(query?.get('endDate')).toBe(today());
  });

  it("says so for a member outside the agent's team", async () => {
    serve(404);
    await renderApp('/m/agent/member/pnl?id=999', { session: agentSession() });
    expect(await screen.findByText('Wala sa iyong team ang miyembrong ito')).toBeVisible();
  });

  it('asks for a member when the address names none', async () => {
    const server = serve();
    await renderApp('/m/agent/member/pnl?id=abc', { session: agentSession() });
    expect(await screen.findByText('Pumili ng miyembro mula sa listahan ng team.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bumalik sa kita at lugi ng team' })).toHaveAttribute(
      'href',
      '/m/agent/team/pnl',
    );
    expect(server.requests.some((r) => r.url.pathname === PATH)).toBe(false);
  });

  it('speaks English', async () => {
    serve();
    await renderApp('/m/agent/member/pnl?id=11', { session: agentSession() });
    await screen.findByTestId('tpnl-member-total-pnl');
    await act(() => changeLanguage('EN'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member P&L'),
    );
    expect(screen.getByText("player1's own play, day by day")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Day by day' })).toBeVisible();
  });
});
