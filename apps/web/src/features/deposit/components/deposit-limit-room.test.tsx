import { manilaTimeText, type DepositChannel, type DepositPage } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const GCASH: DepositChannel = {
  code: 'GCASH',
  kind: 'ewallet',
  name: 'GCash',
  minAmount: 10_000,
  maxAmount: 2_000_000,
  feeMode: 'none',
  feeValue: 0,
  payee: { provider: 'GCash', accountName: 'Perlas Play', accountNumber: '0917 555 0123' },
};
const EMPTY: DepositPage = { list: [], pageNum: 1, totalPages: 0, total: 0 };
const resetsAt = Date.UTC(2026, 10, 28, 16, 0);

async function open(limitRoom: { limit: number; left: number; resetsAt: number } | null) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/transaction/deposit/channels': { channels: [GCASH], limitRoom },
    '/wps/transaction/deposit': EMPTY,
  });
  await renderApp('/m/voucherCenter', { session: memberSession() });
  return server;
}

describe('deposit form and the member’s deposit limit (responsible gaming)', () => {
  it('shows the limit’s room as the maximum before Confirm, says why, and refuses more at once', async () => {
    const server = await open({ limit: 100_000, left: 50_000, resetsAt });
    const note = `Sa deposit limit mong ₱1,000.00, ₱500.00 na lang ang puwede hanggang ${manilaTimeText(resetsAt, 'TY')}`;
    expect(await screen.findByText(/Max ₱500\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/Max ₱20,000\.00/)).not.toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(note.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₱1,000' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Halaga' }), '600');
    await userEvent.click(screen.getByRole('button', { name: /Magdeposito|Mag-deposit|Deposit/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('₱500.00 na lang ang puwede');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.init?.method === 'POST')).toBe(false);
  });

  it('keeps the channel’s own maximum when the limit leaves more, or there is none', async () => {
    await open({ limit: 5_000_000, left: 4_000_000, resetsAt });
    expect(await screen.findByText(/Max ₱20,000\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/deposit limit mong/)).not.toBeInTheDocument();
  });
});
