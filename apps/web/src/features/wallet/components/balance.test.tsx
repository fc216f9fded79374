import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture, deferred } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { Balance } from './balance';

const amount = () => screen.getByTestId('balance-amount');

describe('balance', () => {
  it('shows the currency symbol and the amount with 2 decimals', async () => {
    fakeServer({ ...siteHandlers(), '/wps/wallets/balance': balanceFixture() });
    await renderUi(<Balance />, { session: memberSession() });
    await waitFor(() => expect(amount()).toHaveTextContent('₱10,000.00'));
  });

  it('formats in English too, rounding to 2 decimals', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/wallets/balance': balanceFixture({ sumBalance: 1234.5 }),
    });
    await renderUi(<Balance />, { session: memberSession(), language: 'EN' });
    await waitFor(() => expect(amount()).toHaveTextContent('₱1,234.50'));
  });

  it('masks the amount with asterisks and remembers the choice', async () => {
    fakeServer({ ...siteHandlers(), '/wps/wallets/balance': balanceFixture() });
    await renderUi(<Balance />, { session: memberSession() });
    await waitFor(() => expect(amount()).toHaveTextContent('₱10,000.00'));

    await userEvent.click(screen.getByRole('button', { name: 'Itago ang balanse' }));
    expect(amount()).toHaveTextContent('₱******');
    expect(amount()).not.toHaveTextContent('10,000');
    expect(window.localStorage.getItem('hideBalance')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Ipakita ang balanse' }));
    expect(amount()).toHaveTextContent('₱10,000.00');
    expect(window.localStorage.getItem('hideBalance')).toBeNull();
  });

  it('starts masked when the member hid it before', async () => {
    window.localStorage.setItem('hideBalance', '1');
    fakeServer({ ...siteHandlers(), '/wps/wallets/balance': balanceFixture() });
    await renderUi(<Balance />, { session: memberSession() });
    expect(await screen.findByRole('button', { name: 'Ipakita ang balanse' })).toBeInTheDocument();
    await waitFor(() => expect(amount()).toHaveTextContent('₱******'));
  });

  it('masks the amount while it refreshes and shows the new one after', async () => {
    let calls = 0;
    const second = deferred<{ body: unknown }>();
    const server = fakeServer({
      ...siteHandlers(),
      '/wps/wallets/balance': () => {
        calls += 1;
        if (calls === 1) return { body: { success: true, value: balanceFixture() } };
        return second.promise;
      },
    });
    await renderUi(<Balance />, { session: memberSession() });
    await waitFor(() => expect(amount()).toHaveTextContent('₱10,000.00'));

    await userEvent.click(screen.getByRole('button', { name: 'I-refresh ang balanse' }));
    await waitFor(() => expect(amount()).toHaveTextContent('₱******'));
    expect(screen.getByRole('button', { name: 'I-refresh ang balanse' })).toBeDisabled();

    second.resolve({ body: { success: true, value: balanceFixture({ sumBalance: 9950.25 }) } });
    await waitFor(() => expect(amount()).toHaveTextContent('₱9,950.25'));
    const balanceCalls = server.requests.filter((r) => r.url.pathname === '/wps/wallets/balance');
    expect(balanceCalls).toHaveLength(2);
  });

  it('asks nothing for a guest', async () => {
    const server = fakeServer({ ...siteHandlers(), '/wps/wallets/balance': balanceFixture() });
    await renderUi(<Balance />);
    await screen.findByRole('group', { name: 'Kabuuang balanse' });
    expect(server.requests.some((r) => r.url.pathname === '/wps/wallets/balance')).toBe(false);
  });
});
