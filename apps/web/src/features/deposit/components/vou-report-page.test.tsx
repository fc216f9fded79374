import type { DepositPage, DepositRequest } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

function request(patch: Partial<DepositRequest> & Pick<DepositRequest, 'id'>): DepositRequest {
  return {
    channelCode: 'GCASH',
    channelName: 'GCash',
    kind: 'ewallet',
    amount: 50_000,
    fee: 0,
    credit: 50_000,
    status: 'approved',
    reference: `PP2026010${patch.id}AB`,
    payee: null,
    createdAt: Date.UTC(2026, 0, 2, 3, 4),
    decidedAt: null,
    rejectReason: null,
    ...patch,
  };
}

// 00:00 on January 3 in Manila (16:00 UTC on the 2nd); a minute before, still January 2.
const REQUESTS = [
  request({ id: 4, amount: 123_456_789, createdAt: Date.UTC(2026, 0, 2, 16) }),
  request({ id: 3, status: 'rejected', amount: 99_900, createdAt: Date.UTC(2026, 0, 2, 15, 59) }),
  request({ id: 2, status: 'cancelled', amount: 70_000, createdAt: Date.UTC(2026, 0, 2, 15) }),
  request({ id: 1, status: 'approved', amount: 25_050, createdAt: Date.UTC(2026, 0, 2, 1) }),
];

function serve() {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    // The server filters by status, as the real one does.
    '/wps/transaction/deposit': (url: URL) => {
      const status = url.searchParams.get('status');
      const list = status ? REQUESTS.filter((r) => r.status === status) : REQUESTS;
      const page: DepositPage = { list, pageNum: 1, totalPages: 1, total: list.length };
      return { body: { success: true, value: page } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit record', () => {
  it('lists the requests under their Manila day, each day with what went through', async () => {
    serve();
    await renderApp('/m/vouReport', { session: memberSession() });
    expect(await screen.findAllByTestId('deposit-item')).toHaveLength(4);
    expect(screen.getByText('4 na deposit')).toBeVisible();

    const third = screen.getByRole('region', { name: /Enero 3/ });
    expect(within(third).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(third).getAllByTestId('deposit-item')).toHaveLength(1);
    expect(within(third).getByTestId('day-totals')).toHaveTextContent('Kabuuan₱1,234,567.89');
    // The rejected and the cancelled request moved no money: the day counts the approved one.
    const second = screen.getByRole('region', { name: /Enero 2/ });
    expect(within(second).getAllByTestId('deposit-item')).toHaveLength(3);
    expect(within(second).getByTestId('day-totals')).toHaveTextContent('Kabuuan₱250.50');
  });

  it('filters by status, a day of rejected requests showing no total', async () => {
    const server = serve();
    await renderApp('/m/vouReport', { session: memberSession() });
    await screen.findAllByTestId('deposit-item');
    const statuses = screen.getByRole('group', { name: 'Estado' });
    await userEvent.setup().click(within(statuses).getByRole('button', { name: 'Tinanggihan' }));
    await waitFor(() => expect(screen.getAllByTestId('deposit-item')).toHaveLength(1));
    expect(screen.getByRole('region', { name: /Enero 2/ })).toBeVisible();
    expect(screen.queryByTestId('day-totals')).toBeNull();
    const asked = server.requests.filter((r) => r.url.pathname === '/wps/transaction/deposit');
    expect(asked.at(-1)?.url.searchParams.get('status')).toBe('rejected');
    expect(asked.at(-1)?.url.searchParams.get('period')).toBe('7d');
  });
});
