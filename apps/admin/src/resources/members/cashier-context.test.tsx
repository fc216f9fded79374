import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { WithdrawalList } from '@/resources/withdrawals/list';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { memberDetail } from '@/testing/member-detail';
import { renderConsole } from '@/testing/render-console';

const withdrawal = (accountName: string, accountNumber: string) => ({
  id: 11,
  memberId: 42,
  account: 'juan',
  amount: 250_000,
  status: 'pending',
  reference: 'W11',
  payee: { bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', accountName, accountNumber },
  createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
  decidedAt: null,
  rejectReason: null,
  processingAt: null,
  payApprovedBy: [],
});

function api(row: unknown, detail = memberDetail()) {
  session.set('session-token');
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/operator/me') {
      return ok({
        username: 'fe',
        role: 'finance',
        totpEnabled: true,
        disabled: false,
        createdAt: 1,
      });
    }
    if (call.url === '/operator/merchants/DEMO/members/42') return ok(detail);
    return ok([row]);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('the cashier’s context beside a queued request', () => {
  it('reads the member when the row opens: balances, turnover left, history, payees, look-alikes', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = api(withdrawal('Juan Dela Cruz', '09171234321'));
    renderConsole('/withdrawals', <WithdrawalList />);
    await screen.findByText('juan');
    // Nothing is read about the member until the cashier opens the row.
    expect(calls.some((call) => call.url.includes('/members/42'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));

    const context = within(await screen.findByTestId('cashier-context-42'));
    expect(context.getByText('₱123.45')).toBeInTheDocument();
    expect(context.getByText(/₱1,500.00/)).toHaveTextContent('Held ₱500.00');
    expect(
      context.getByText('Deposits: 5 approved, 1 rejected · Withdrawals: 2 paid, 0 rejected'),
    ).toBeInTheDocument();
    expect(
      context.getByText(/Same device \(address and browser\), Same payee name/),
    ).toBeInTheDocument();
    expect(context.getByRole('link', { name: 'juan2' })).toHaveAttribute('href', '/members/43');
    // The payee is the member's own bound card in the member's name: no warning.
    expect(context.queryByText(/Payee name differs/)).not.toBeInTheDocument();
    expect(context.queryByText(/not one of the member’s bound cards/)).not.toBeInTheDocument();
  });

  it('warns of a payee in another name, not bound, and of a lock with its reason', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    api(
      withdrawal('Pedro Santos', '09998887777'),
      memberDetail({ disabled: true, lockReason: 'Chargeback under review' }),
    );
    renderConsole('/withdrawals', <WithdrawalList />);
    await screen.findByText('juan');
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const context = within(await screen.findByTestId('cashier-context-42'));
    expect(context.getByText('Locked')).toBeInTheDocument();
    expect(context.getByText('Chargeback under review')).toBeInTheDocument();
    expect(
      context.getByText('Payee name differs from the member’s (Juan Dela Cruz)'),
    ).toBeInTheDocument();
    expect(context.getByText('Payee is not one of the member’s bound cards')).toBeInTheDocument();
  });
});
