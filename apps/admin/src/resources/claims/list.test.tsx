import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { ClaimList } from './list';

const claim = {
  id: 7,
  promotionId: 2,
  promotionCode: 'WELCOME100',
  memberId: 42,
  amount: 10000,
  status: 'applying',
  createdAt: Date.UTC(2026, 10, 29, 4, 5, 6),
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('bonus claims', () => {
  it('lists the waiting claims and approves one at its path', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    session.set('session-token');
    const calls = fakeFetch((call: FakeCall) => {
      if (call.url === '/operator/me') {
        return ok({
          username: 'cashier',
          role: 'finance',
          totpEnabled: false,
          disabled: false,
          createdAt: 1,
        });
      }
      if (call.method === 'POST') return ok({ ...claim, status: 'paid' });
      return ok([claim]);
    });
    renderConsole('/claims', <ClaimList />);
    const row = within(
      (await screen.findByRole('link', { name: '#42' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('WELCOME100')).toBeInTheDocument();
    expect(row.getByText('₱100.00')).toBeInTheDocument();
    expect(row.getByText('2026-11-29 12:05:06')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/promotions/applications',
    );
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(posts).toEqual(['/operator/merchants/DEMO/promotions/applications/7/approve']);
  });
});
