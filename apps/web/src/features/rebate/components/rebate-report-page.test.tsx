import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { rebateClaimFixture, rebateReportFixture } from '@/testing/rebate-fixtures';

const DAY = 86_400_000;
const CLAIMS = [
  rebateClaimFixture({
    id: 3,
    reference: 'RBTODAY00003',
    amount: 1_250_075,
    turnover: 250_015_000,
  }),
  rebateClaimFixture({
    id: 2,
    reference: 'RBTODAY00002',
    amount: 450,
    turnover: 150_000,
    lines: [
      { category: 'inhouse', turnover: 0, bets: 0, rateBp: 50, amount: 0 },
      { category: 'lottery', turnover: 150_000, bets: 2, rateBp: 30, amount: 450 },
    ],
  }),
  rebateClaimFixture({
    id: 1,
    reference: 'RBEARLIER001',
    amount: 100,
    createdAt: Date.now() - 3 * DAY,
  }),
];

function serve(list = CLAIMS) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/member/rebate/report': (url: URL) => ({
      body: {
        success: true,
        value: rebateReportFixture(
          url.searchParams.get('period') === 'today' ? list.slice(0, 2) : list,
        ),
      },
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('my rebate (report)', () => {
  it('lists the claims under their day, with what each category paid and the total', async () => {
    serve();
    await renderApp('/m/member/rebateReport', { session: memberSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Aking rebate');
    const claims = await screen.findAllByTestId('rebate-claim');
    expect(claims).toHaveLength(3);
    expect(screen.getByTestId('rebate-report-sum')).toHaveTextContent('Kabuuan ₱12,506.25');
    expect(screen.getByText('3 na claim')).toBeVisible();
    const today = screen.getByRole('region', { name: 'Ngayong araw' });
    expect(within(today).getAllByTestId('rebate-claim')).toHaveLength(2);
    // What the day's claims paid: ₱12,500.75 + ₱4.50.
    expect(within(today).getByTestId('day-totals')).toHaveTextContent('Kabuuan+₱12,505.25');

    const [big, lottery] = claims;
    expect(within(big!).getByText('+₱12,500.75')).toBeVisible();
    expect(within(big!).getByText('sa ₱2,500,150.00 na turnover')).toBeVisible();
    expect(within(big!).getByText('RBTODAY00003')).toBeVisible();
    expect(within(big!).getByText('Mga in-house na laro · 0.5%')).toBeVisible();
    // A category with no bets in the claim is left out.
    expect(within(lottery!).queryByText(/in-house na laro/)).toBeNull();
    expect(within(lottery!).getByText('Lottery · 0.3%')).toBeVisible();
  });

  it('filters by period', async () => {
    const server = serve();
    await renderApp('/m/member/rebateReport', { session: memberSession() });
    const user = userEvent.setup();
    await screen.findAllByTestId('rebate-claim');
    const periods = screen.getByRole('group', { name: 'Panahon' });
    await user.click(within(periods).getByRole('button', { name: 'Ngayon' }));
    await waitFor(() => expect(screen.getAllByTestId('rebate-claim')).toHaveLength(2));
    const asked = server.requests.filter((r) => r.url.pathname === '/wps/member/rebate/report');
    expect(asked.at(-1)?.url.searchParams.get('period')).toBe('today');
    expect(asked[0]?.url.searchParams.get('period')).toBe('7d');
  });

  it('shows the empty state with a way to claim', async () => {
    serve([]);
    await renderApp('/m/member/rebateReport', { session: memberSession() });
    expect(await screen.findByText('Walang na-claim na rebate sa panahong ito.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mag-claim ng rebate' })).toHaveAttribute(
      'href',
      '/m/member/manualRebate',
    );
  });
});
