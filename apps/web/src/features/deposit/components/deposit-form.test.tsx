import type { DepositChannel, DepositPage } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, siteHandlers } from '@/testing/fake-server';
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
const BANK: DepositChannel = { ...GCASH, code: 'BANK', kind: 'bank', name: 'Bank transfer' };
const EMPTY: DepositPage = { list: [], pageNum: 1, totalPages: 0, total: 0 };

async function open(post?: () => unknown) {
  fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/transaction/deposit/channels': {
      channels: [GCASH, { ...BANK, minAmount: 50_000, maxAmount: 5_000_000 }],
    },
    '/wps/transaction/deposit': (_url: URL, init?: RequestInit) =>
      init?.method === 'POST' && post ? post() : { body: { success: true, value: EMPTY } },
  });
  await renderApp('/m/voucherCenter', { session: memberSession() });
  return {
    amount: await screen.findByLabelText('Halaga'),
    user: userEvent.setup({ pointerEventsCheck: 0 }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit form (kit)', () => {
  it('says an empty amount on submit, and an amount’s limit follows the channel chosen', async () => {
    const { amount, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Magdeposito' }));
    expect(amount).toHaveAccessibleDescription('Maglagay ng halaga');
    expect(amount).toHaveFocus();
    await user.type(amount, '200');
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'false'));
    await user.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Ang minimum sa channel na ito ay ₱500.00'),
    );
    expect(screen.getByRole('button', { name: 'Magdeposito' })).toBeVisible();
  });

  it('puts a refusal naming the amount under the amount, focused', async () => {
    const message = 'Ang maximum sa channel na ito ay ₱20,000.00';
    const { amount, user } = await open(() =>
      errorAnswer(400, 'deposit.amount.range', message, { field: 'amount' }),
    );
    await user.type(amount, '1000');
    await user.click(screen.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('1000.00');
  });
});
