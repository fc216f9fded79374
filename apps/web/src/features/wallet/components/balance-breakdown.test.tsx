import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession } from '@/testing/render-app';
import { renderUi } from '@/testing/render-ui';
import { Balance } from './balance';
import { BalanceBreakdown, bonusPercent } from './balance-breakdown';

const wallet = balanceFixture({
  sumBalance: 12_683.16,
  cashBalance: 12_683.16,
  bonusBalance: 68.36,
  bonusRequired: 136.72,
  bonusWagered: 34.18,
  withdrawable: 12_683.16,
});

describe('balance breakdown (member centre)', () => {
  it('shows what may be withdrawn and the bonus apart, with its wagering, in TY and EN', async () => {
    fakeServer({ ...siteHandlers(), '/wps/wallets/balance': wallet });
    const { unmount } = await renderUi(<BalanceBreakdown />, { session: memberSession() });
    await waitFor(() =>
      expect(screen.getByTestId('balance-withdrawable')).toHaveTextContent('₱12,683.16'),
    );
    expect(screen.getByText('Ma-withdraw')).toBeVisible();
    expect(screen.getByTestId('balance-bonus')).toHaveTextContent('₱68.36');
    expect(screen.getByRole('progressbar', { name: 'Wagering ng bonus' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('25% na ang naitaya')).toBeVisible();
    unmount();

    await renderUi(<BalanceBreakdown />, { session: memberSession(), language: 'EN' });
    await waitFor(() => expect(screen.getByText('Withdrawable')).toBeVisible());
    expect(screen.getByText('25% wagered')).toBeVisible();
  });

  it('hides the bonus line when there is none, and masks with the balance', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/wallets/balance': balanceFixture({ withdrawable: 0, bonusBalance: 0 }),
    });
    await renderUi(
      <>
        <Balance />
        <BalanceBreakdown />
      </>,
      { session: memberSession() },
    );
    await waitFor(() =>
      expect(screen.getByTestId('balance-withdrawable')).toHaveTextContent('₱0.00'),
    );
    expect(screen.queryByTestId('balance-bonus')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Itago ang balanse' }));
    expect(screen.getByTestId('balance-withdrawable')).toHaveTextContent('******');
  });

  it('counts the wagering share down to whole percents, at most 100', () => {
    expect(bonusPercent(0, 0)).toBe(0);
    expect(bonusPercent(99, 100)).toBe(99);
    expect(bonusPercent(300, 100)).toBe(100);
  });
});
