import type { UplineTransferInfo, UplineTransferResult } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { changeLanguage } from '@/shared/i18n';

const INFO_PATH = '/wps/transfer/upline/info';
const TRANSFER_PATH = '/wps/transfer/upline';

const infoFixture = (patch: Partial<UplineTransferInfo> = {}): UplineTransferInfo => ({
  upline: { account: 'ag***01' },
  available: 500_000,
  limits: { minAmount: 100, maxAmount: 500_000 },
  paymentPasswordSet: true,
  ...patch,
});

const resultFixture = (patch: Partial<UplineTransferResult> = {}): UplineTransferResult => ({
  id: 77,
  amount: 100_000,
  upline: { account: 'ag***01' },
  balance: 900_000,
  createdAt: Date.UTC(2026, 0, 2, 3, 4),
  replayed: false,
  ...patch,
});

type Options = {
  info?: { status?: number; body: unknown };
  transfer?: { status?: number; body: unknown };
};

async function open(options: Options = {}) {
  // The wallet as the server keeps it: ₱10,000.00, then what the transfer left.
  let sumBalance = 10_000;
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture({ toUpline: true }),
    '/wps/wallets/balance': () => ({
      body: { success: true, value: balanceFixture({ sumBalance }) },
    }),
    [INFO_PATH]: () => options.info ?? { body: { success: true, value: infoFixture() } },
    [TRANSFER_PATH]: () => {
      if (options.transfer) return options.transfer;
      const value = resultFixture();
      sumBalance = value.balance / 100;
      return { body: { success: true, value } };
    },
  });
  await renderApp('/m/upLine/transfer', { session: memberSession() });
  return server;
}

const posts = (server: Awaited<ReturnType<typeof open>>) =>
  server.requests.filter((r) => r.init?.method === 'POST' && r.url.pathname === TRANSFER_PATH);
const header = () => document.querySelector('header.app-header') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('upline transfer page', () => {
  it('shows the upline and the balance, checks the amount, sends one keyed transfer', async () => {
    const server = await open({
      info: { body: { success: true, value: infoFixture({ available: 123_456_789 }) } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer sa upline' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('ut-upline')).toHaveTextContent('ag***01');
    expect(screen.getByTestId('ut-available')).toHaveTextContent('₱1,234,567.89');

    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const amount = screen.getByLabelText('Halaga');
    await user.type(amount, '0.5');
    await user.click(screen.getByRole('button', { name: /^I-transfer/ }));
    expect(await screen.findByText('₱1.00 ang pinakamababang puwedeng i-transfer')).toBeVisible();
    expect(screen.getByText('Ilagay ang 6-digit na payment password mo')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(screen.getByText('Lampas ito sa puwede mong ipadala ngayon (₱5,000.00)')).toBeVisible();
    expect(posts(server)).toHaveLength(0);

    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: '₱1,000' }));
    expect(amount).toHaveValue('1000.00');
    await user.type(screen.getByLabelText('Payment password'), '12a3456');
    expect(screen.getByLabelText('Payment password')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'I-transfer ang ₱1,000.00' }));
    expect(
      await screen.findByText(/^₱1,000.00 papunta kay ag\*\*\*01\. Mababawas agad/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));

    expect(await screen.findByRole('heading', { name: 'Naipadala na sa upline mo' })).toBeVisible();
    expect(screen.getByTestId('ut-result-amount')).toHaveTextContent('₱1,000.00');
    expect(screen.getByTestId('ut-result-balance')).toHaveTextContent('₱9,000.00');
    const sent = posts(server);
    expect(sent).toHaveLength(1);
    const body = requestJson(sent[0]?.init) as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 100_000, paymentPassword: '123456' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{24}$/);
    // The header shows the balance the transfer left.
    await waitFor(() =>
      expect(within(header()).getByTestId('balance-amount')).toHaveTextContent('₱9,000.00'),
    );

    await user.click(screen.getByRole('button', { name: 'Mag-transfer ulit' }));
    expect(await screen.findByLabelText('Halaga')).toHaveValue('');
  });

  it('shows what may be sent now: nothing while the deposit still owes turnover, and why', async () => {
    await open({
      info: {
        body: {
          success: true,
          value: infoFixture({
            available: 200_000,
            transferable: 0,
            turnoverRemaining: 100_000,
            limits: { minAmount: 100, maxAmount: 0 },
          }),
        },
      },
    });
    expect(await screen.findByTestId('ut-available')).toHaveTextContent('₱0.00');
    expect(screen.getByTestId('ut-turnover')).toHaveTextContent(
      'Hindi pa maipapadala ang ₱2,000.00 na cash mo: tumaya muna ng ₱1,000.00',
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('Halaga'), '500');
    await user.tab();
    expect(
      await screen.findByText('Lampas ito sa puwede mong ipadala ngayon (₱0.00)'),
    ).toBeVisible();
  });

  it('fills "All" with the whole balance', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lahat: ₱5,000.00' }));
    expect(screen.getByLabelText('Halaga')).toHaveValue('5000.00');
  });

  it('shows a wrong payment password on its field, cleared, and keeps the form', async () => {
    const message = 'Mali ang payment password. 4 subok na lang bago ito ma-lock';
    await open({
      transfer: {
        status: 400,
        body: {
          ...errorAnswer(400, 'payment.password.incorrect', message, { field: 'paymentPassword' })
            .body,
          params: { remaining: '4' },
        },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Halaga'), '100');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'I-transfer ang ₱100.00' }));
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));
    const pin = screen.getByLabelText('Payment password');
    await waitFor(() => expect(pin).toHaveAccessibleDescription(message));
    expect(pin).toHaveValue('');
    expect(pin).toHaveAttribute('aria-invalid', 'true');

    // Switching language keeps the amount and says the refusal again in English.
    await act(() => changeLanguage('EN'));
    const english = 'The payment password is incorrect. 4 tries left before it locks';
    await waitFor(() =>
      expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription(english),
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('100.00');
  });

  it('says why a member may not transfer', async () => {
    const message =
      'Hindi naka-on ang transfer sa upline para sa account mo. Kontakin ang customer service';
    await open({ info: errorAnswer(403, 'transfer.upline.disabled', message) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'Hindi ka puwedeng mag-transfer sa upline',
    );
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByLabelText('Halaga')).not.toBeInTheDocument();
  });

  it('asks for a payment password first when none is set', async () => {
    await open({
      info: { body: { success: true, value: infoFixture({ paymentPasswordSet: false }) } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Mag-set muna ng payment password' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pumunta sa security center' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByLabelText('Halaga')).not.toBeInTheDocument();
  });

  it('says what went wrong with another error, with a retry', async () => {
    await open({ info: errorAnswer(500, 'system.error', 'Hindi kilalang error') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nagkaroon ng error');
    expect(within(alert).getByRole('button', { name: 'Subukang muli' })).toBeVisible();
  });

  it('speaks English when the member chose it', async () => {
    await open();
    await screen.findByTestId('ut-upline');
    await act(() => changeLanguage('EN'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upline transfer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your upline agent')).toBeVisible();
    expect(screen.getByLabelText('Amount')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeVisible();
  });
});
