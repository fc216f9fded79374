import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { AdjustmentList } from './list';

const pending = {
  id: 3,
  memberId: 42,
  account: 'juan',
  amount: 50000,
  reason: 'goodwill',
  status: 'pending',
  requestedBy: 'cashier',
  approvedBy: ['cashier'],
  decidedBy: null,
  rejectReason: null,
  createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
  decidedAt: null,
  balanceAfter: null,
  replayed: false,
};

function queueApi(role: string) {
  session.set('session-token');
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/operator/me') {
      return ok({ username: 'cashier', role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method === 'POST') {
      return refusal(
        409,
        'operator.second.approver',
        'This is above the four-eyes limit: another operator must approve it too',
      );
    }
    return ok([pending]);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('adjustments queue', () => {
  it('lists pending adjustments and shows the server’s refusal of the same approver twice', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = queueApi('finance');
    renderConsole('/adjustments', <AdjustmentList />);
    const row = within(
      (await screen.findByRole('link', { name: 'juan' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('₱500.00')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/adjustments?status=pending&limit=500',
    );
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'This is above the four-eyes limit: another operator must approve it too',
      ),
    ).toBeInTheDocument();
    expect(
      calls.some((call) => call.url === '/operator/merchants/DEMO/adjustments/3/approve'),
    ).toBe(true);
  });

  it('leaves the decisions out for a role without money rights', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    queueApi('support');
    renderConsole('/adjustments', <AdjustmentList />);
    expect(await screen.findByRole('link', { name: 'juan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
