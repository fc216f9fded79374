import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { MemberList } from './list';

const member = (id: number, account: string, cash: number, disabled = false) => ({
  id,
  account,
  nickname: `${account}-nick`,
  typeCode: 0,
  type: 'player',
  uplineAccount: 'agent',
  registeredAt: Date.UTC(2026, 10, 29, 4, 5, 6),
  lastLoginAt: null,
  cash,
  disabled,
});

function membersApi() {
  session.set('session-token');
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/operator/me') {
      return ok({
        username: 'su',
        role: 'support',
        totpEnabled: false,
        disabled: false,
        createdAt: 1,
      });
    }
    const q = new URL(call.url, 'http://x').searchParams.get('q');
    const items = q
      ? [member(9, 'maria', 50, true)]
      : [member(7, 'juan', 123456), member(9, 'maria', 50, true)];
    return ok({ items, total: items.length, page: 1, size: 20 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('member search', () => {
  it('lists the members the server answers, with cash in pesos and a link to each', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = membersApi();
    renderConsole('/members', <MemberList />);
    const juan = (await screen.findByRole('link', { name: 'juan' })).closest('tr');
    const row = within(juan as HTMLElement);
    expect(row.getByText('₱1,234.56')).toBeInTheDocument();
    expect(row.getByText('2026-11-29 12:05:06')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'juan' })).toHaveAttribute('href', '/members/7');
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/members?page=1&size=20',
    );
  });

  it('searches by what the operator typed', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = membersApi();
    renderConsole('/members', <MemberList />);
    await screen.findByRole('link', { name: 'juan' });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText(/Account, mobile/), '0917{Enter}');
    expect(await screen.findByText('1 members')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'juan' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      '/operator/merchants/DEMO/members?q=0917&page=1&size=20',
    );
  });
});
