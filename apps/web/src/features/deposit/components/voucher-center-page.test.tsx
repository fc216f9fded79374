import type { DepositChannel, DepositCreateResult, DepositPage } from '@app/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { changeLanguage } from '@/shared/i18n';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const GCASH: DepositChannel = {
  code: 'GCASH',
  kind: 'ewallet',
  name: 'GCash',
  minAmount: 10_000,
  maxAmount: 2_000_000,
  feeMode: 'percent',
  feeValue: 150,
  payee: { provider: 'GCash', accountName: 'Perlas Play', accountNumber: '0917 555 0123' },
};
const EMPTY: DepositPage = { list: [], pageNum: 1, totalPages: 0, total: 0 };

async function open(depFunc = '0', post?: () => unknown) {
  const created: DepositCreateResult = {
    id: 7,
    channelCode: 'GCASH',
    channelName: 'GCash',
    kind: 'ewallet',
    amount: 100_000,
    fee: 1_500,
    credit: 98_500,
    status: 'pending',
    reference: 'PPABCDEFGH23',
    payee: GCASH.payee,
    createdAt: Date.UTC(2026, 0, 2),
    decidedAt: null,
    rejectReason: null,
    replayed: false,
  };
  const server = fakeServer({
    ...siteHandlers({
      settings: {
        mobileTemplate: {
          app_background: '',
          app_desc: '',
          app_desc_font_color: '',
          mem_cen: '0',
          dep_func: depFunc,
        },
      },
    }),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/transaction/deposit/channels': { channels: [GCASH] },
    '/wps/transaction/deposit': (_url: URL, init?: RequestInit) =>
      init?.method === 'POST' && post
        ? post()
        : { body: { success: true, value: init?.method === 'POST' ? created : EMPTY } },
  });
  await renderApp('/m/voucherCenter', { session: memberSession() });
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit (voucher centre)', () => {
  it('keeps the form through a language switch and says the server’s refusal again in the new language', async () => {
    const server = await open('0', () => ({
      status: 409,
      body: {
        success: false,
        code: 'deposit.pending.limit',
        message: 'May 3 deposit ka nang naghihintay ng approval. Hintayin muna, o i-cancel ang isa',
        params: { max: '3' },
      },
    }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Halaga'), '1000');
    await user.click(screen.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^May 3 deposit ka nang naghihintay/,
    );

    await act(() => changeLanguage('EN'));
    // The same form, still filled in, its refusal in English; the channels asked in English.
    expect(await screen.findByLabelText('Amount')).toHaveValue('1000.00');
    expect(screen.getByRole('button', { name: 'Deposit ₱1,000.00' })).toBeVisible();
    expect(
      await screen.findByText(
        'You already have 3 deposits waiting for approval. Wait for them, or cancel one',
      ),
    ).toHaveAttribute('role', 'alert');
    const channelCalls = server.requests.filter((r) =>
      r.url.pathname.endsWith('/deposit/channels'),
    );
    expect(channelCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('checks the limits, shows the fee, and sends one keyed request', async () => {
    const server = await open();
    // The confirm dialog's mask fades over the page; a person taps once it is there.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const amount = await screen.findByLabelText('Halaga');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: /^Magdeposito/ }));
    expect(await screen.findByText('Ang minimum sa channel na ito ay ₱100.00')).toBeVisible();

    await user.clear(amount);
    await user.type(amount, '1000');
    expect(screen.getByTestId('deposit-credit')).toHaveTextContent('₱985.00');
    await user.click(screen.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));

    expect(await screen.findByText('PPABCDEFGH23')).toBeVisible();
    const posts = server.requests.filter((r) => r.init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const sent = posts[0]?.init?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ channelCode: 'GCASH', amount: 100_000 });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{24}$/);
  });

  /** Asks for ₱1,000 through GCash and confirms. */
  async function deposit() {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Halaga'), '1000');
    await user.click(screen.getByRole('button', { name: 'Magdeposito ng ₱1,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));
    await screen.findByText('PPABCDEFGH23');
  }

  it('lists the transfer’s details in the base version (dep_func not "1")', async () => {
    await open('0');
    await deposit();
    expect(document.querySelector('.payee-steps')).toBeNull();
    expect(screen.getByText(/Ipadala ang eksaktong halaga sa aming GCash/)).toBeVisible();
  });

  it('walks through the transfer in numbered steps in the new version (dep_func "1")', async () => {
    await open('1');
    await deposit();
    const steps = [...document.querySelectorAll('.payee-steps > li > h4')].map(
      (step) => step.textContent,
    );
    expect(steps).toEqual([
      'Magpadala ng eksaktong ₱1,000.00 sa aming GCash account',
      'Ilagay ang reference na ito sa mensahe',
      'Hintayin ang pag-apruba ng cashier',
    ]);
    expect(screen.getByTestId('deposit-reference')).toHaveTextContent('PPABCDEFGH23');
    expect(screen.getByText('0917 555 0123')).toBeVisible();
  });
});
