import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { DepositList } from './list';

const deposit = (id: number, account: string, amount: number, status = 'pending') => ({
  id,
  account,
  channelCode: 'GCASH',
  channelName: 'GCash',
  kind: 'ewallet',
  amount,
  fee: 1000,
  credit: amount - 1000,
  status,
  reference: `D${id}`,
  payee: null,
  createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
  decidedAt: null,
  rejectReason: null,
});

/** A finance operator signed in, and the queue answering `rows`. */
function operatorApi(rows: unknown[]) {
  session.set('session-token');
  return fakeFetch((call: FakeCall) =>
    call.url === '/operator/me'
      ? ok({ username: 'fe', role: 'finance', totpEnabled: true, disabled: false, createdAt: 1 })
      : ok(rows),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('deposit queue', () => {
  it('lists the merchant’s pending deposits with amounts in pesos and their actions', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = operatorApi([deposit(7, 'juan', 123456), deposit(8, 'maria', 50000)]);
    renderConsole('/deposits', <DepositList />);

    const juan = (await screen.findByText('juan')).closest('tr');
    expect(juan).not.toBeNull();
    const row = within(juan as HTMLElement);
    expect(row.getByText('₱1,234.56')).toBeInTheDocument();
    expect(row.getByText('₱1,224.56')).toBeInTheDocument();
    expect(row.getByText('2026-11-29 12:05:06')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByText('₱500.00')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/deposits?status=pending&limit=200',
    );
  });

  it('speaks Tagalog when TY is chosen', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'TY');
    operatorApi([deposit(7, 'juan', 100)]);
    renderConsole('/deposits', <DepositList />);
    expect(await screen.findByRole('button', { name: 'Aprubahan' })).toBeInTheDocument();
    expect(screen.getByText('Nakabinbin', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('leaves the decisions out for a role that may not take them', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    fakeFetch((call) =>
      call.url === '/operator/me'
        ? ok({ username: 'au', role: 'auditor', totpEnabled: true, disabled: false, createdAt: 1 })
        : ok([deposit(7, 'juan', 100)]),
    );
    renderConsole('/deposits', <DepositList />);
    expect(await screen.findByText('juan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
