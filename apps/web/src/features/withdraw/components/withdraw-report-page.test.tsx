import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { withdrawPageFixture, withdrawRequestFixture } from '@/testing/withdraw-fixtures';

const REQUESTS = [
  withdrawRequestFixture({ id: 4, status: 'processing', reference: 'WDPROCESS004' }),
  withdrawRequestFixture({ id: 3, amount: 123_456_789, reference: 'WDPENDING003' }),
  withdrawRequestFixture({
    id: 2,
    status: 'rejected',
    reference: 'WDREJECTED02',
    rejectReason: 'Hindi tugma ang pangalan ng account',
    payee: {
      bankCode: 'GCASH',
      bankName: 'GCash',
      kind: 'EWALLET',
      accountName: 'Juan Dela Cruz',
      accountNumber: '**** 1234',
    },
  }),
  withdrawRequestFixture({ id: 1, status: 'paid', reference: 'WDPAIDPAID01' }),
];

function serve() {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    // The server filters by status, as the real one does.
    '/wps/transaction/withdraw': (url: URL) => {
      const status = url.searchParams.get('status');
      const list = status ? REQUESTS.filter((r) => r.status === status) : REQUESTS;
      return { body: { success: true, value: withdrawPageFixture(list) } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('withdrawal record', () => {
  it('lists the requests with amount, destination, reference, status and reason', async () => {
    serve();
    await renderApp('/m/withdrawReport', { session: memberSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Record ng withdrawal',
    );
    const items = await screen.findAllByTestId('withdraw-item');
    expect(items).toHaveLength(4);
    expect(screen.getByText('4 na withdrawal')).toBeVisible();

    const [processing, pending, rejected, paid] = items;
    // The cashier is already sending it: no cancel.
    expect(within(processing!).getByText('Pinoproseso')).toBeVisible();
    expect(within(processing!).getByText('WDPROCESS004')).toBeVisible();
    expect(within(processing!).queryByRole('button')).toBeNull();
    expect(within(pending!).getByText('₱1,234,567.89')).toBeVisible();
    expect(within(pending!).getByText('WDPENDING003')).toBeVisible();
    expect(within(pending!).getByText('Naghihintay')).toBeVisible();
    expect(
      within(pending!).getByRole('button', { name: 'I-cancel ang withdrawal WDPENDING003' }),
    ).toBeVisible();
    expect(within(rejected!).getByText('GCash')).toBeVisible();
    expect(within(rejected!).getByText('**** 1234 · Juan Dela Cruz')).toBeVisible();
    expect(
      within(rejected!).getByText('Dahilan: Hindi tugma ang pangalan ng account'),
    ).toBeVisible();
    expect(within(rejected!).queryByRole('button')).toBeNull();
    expect(within(paid!).getByText('Nabayaran')).toBeVisible();
    // One day (January 2 in Manila), its total leaving the rejected request out.
    const day = screen.getByRole('region', { name: /Enero 2/ });
    expect(within(day).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(day).getByTestId('day-totals')).toHaveTextContent('Kabuuan₱1,236,567.89');
  });

  it('filters by status and period', async () => {
    const server = serve();
    await renderApp('/m/withdrawReport', { session: memberSession() });
    const user = userEvent.setup();
    await screen.findAllByTestId('withdraw-item');

    const statuses = screen.getByRole('group', { name: 'Estado' });
    await user.click(within(statuses).getByRole('button', { name: 'Tinanggihan' }));
    await waitFor(() => expect(screen.getAllByTestId('withdraw-item')).toHaveLength(1));
    expect(screen.getByText('WDREJECTED02')).toBeVisible();
    expect(within(statuses).getByRole('button', { name: 'Tinanggihan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(statuses).getByRole('button', { name: 'Pinoproseso' }));
    await waitFor(() => expect(screen.getAllByTestId('withdraw-item')).toHaveLength(1));
    expect(screen.getByText('WDPROCESS004')).toBeVisible();
    await user.click(within(statuses).getByRole('button', { name: 'Tinanggihan' }));
    await waitFor(() => expect(screen.getByText('WDREJECTED02')).toBeVisible());

    await user.click(screen.getByRole('button', { name: '30 araw' }));
    await waitFor(() => {
      const last = server.requests
        .filter((r) => r.url.pathname === '/wps/transaction/withdraw')
        .at(-1);
      expect(last?.url.searchParams.get('period')).toBe('30d');
      expect(last?.url.searchParams.get('status')).toBe('rejected');
    });
  });
});
