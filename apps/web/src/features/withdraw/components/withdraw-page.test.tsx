import type { BankCard, WithdrawCreateResult, WithdrawInfo, WithdrawRequest } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import {
  bankCardsFixture,
  withdrawInfoFixture,
  withdrawPageFixture,
  withdrawRequestFixture,
} from '@/testing/withdraw-fixtures';

type Options = {
  info?: Partial<WithdrawInfo>;
  cards?: BankCard[];
  list?: WithdrawRequest[];
  /** The answer to POST /wps/transaction/withdraw. */
  create?: { status?: number; body: unknown };
};

async function open(options: Options = {}) {
  const created: WithdrawCreateResult = { ...withdrawRequestFixture(), replayed: false };
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/transaction/withdraw/info': withdrawInfoFixture(options.info),
    '/wps/member/bankCard': bankCardsFixture(options.cards),
    '/wps/transaction/withdraw': (_url: URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? (options.create ?? { body: { success: true, value: created } })
        : { body: { success: true, value: withdrawPageFixture(options.list) } },
    '/wps/transaction/withdraw/cancel': {
      ...withdrawRequestFixture(),
      status: 'cancelled',
      decidedAt: Date.UTC(2026, 0, 2, 4),
    },
  });
  await renderApp('/m/withdraw', { session: memberSession() });
  return server;
}

const posts = (server: Awaited<ReturnType<typeof open>>, path: string) =>
  server.requests.filter((r) => r.init?.method === 'POST' && r.url.pathname === path);
const reads = (server: Awaited<ReturnType<typeof open>>, path: string) =>
  server.requests.filter((r) => r.init?.method !== 'POST' && r.url.pathname === path).length;

afterEach(() => vi.unstubAllGlobals());

describe('withdraw page', () => {
  it('shows what may be withdrawn, what is held and the turnover left, and keeps the button off', async () => {
    await open({
      info: {
        available: 123_456_789,
        held: 50_000,
        turnover: { required: 500_000, wagered: 200_000, remaining: 300_000 },
      },
    });
    // Nothing may be withdrawn while turnover is owed: the headline says ₱0.00 (as the server
    // answers), the cash beside it (this test used to pin the cash as withdrawable).
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('₱0.00');
    expect(screen.getByTestId('withdraw-cash')).toHaveTextContent('Cash na balanse ₱1,234,567.89');
    expect(screen.getByText('₱500.00 ang naka-hold sa withdrawal na pinoproseso')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Kailangan pang tumaya' })).toHaveAttribute(
      'aria-valuetext',
      'Naitaya mo na ang ₱2,000.00 sa ₱5,000.00',
    );
    expect(screen.getByTestId('turnover-remaining')).toHaveTextContent(
      'Tumaya pa ng ₱3,000.00 bago ka makapag-withdraw.',
    );
    // The form stays in view, its button off with the reason.
    const submit = await screen.findByRole('button', { name: /^Mag-withdraw/ });
    expect(screen.getByLabelText('Halaga')).toBeVisible();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Tumaya pa ng ₱3,000.00 bago ka makapag-withdraw.');
  });

  it('shows a bonus apart from the cash, and says first that withdrawing forfeits it, by its amount', async () => {
    const server = await open({
      info: { bonus: { balance: 6_836, required: 13_672, wagered: 3_418 } },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    // The cash is withdrawable; the bonus shows apart, with its wagering.
    expect(await screen.findByTestId('withdraw-available')).toHaveTextContent('₱5,000.00');
    expect(screen.getByTestId('withdraw-bonus')).toHaveTextContent('₱68.36');
    expect(screen.getByRole('progressbar', { name: 'Bonus' })).toHaveAttribute(
      'aria-valuetext',
      'Naitaya mo na ang ₱34.18 sa ₱136.72',
    );

    await user.type(await screen.findByLabelText('Halaga'), '1000');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Mag-withdraw ng ₱1,000.00' }));
    expect(
      await screen.findByText(/^May ₱68.36 na bonus ka pa na may wagering\. .*babawiin ang ₱68.36/),
    ).toBeInTheDocument();
    // Backing out sends nothing.
    // The dialog's "Bumalik" (the header has a back button of the same name first).
    await user.click(screen.getAllByRole('button', { name: 'Bumalik' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText(/May ₱68.36 na bonus/)).toBeNull());
    expect(posts(server, '/wps/transaction/withdraw')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mag-withdraw ng ₱1,000.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-forfeit' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));
    expect(
      await screen.findByRole('heading', { name: 'Pinoproseso ang withdrawal' }),
    ).toBeVisible();
    const sent = posts(server, '/wps/transaction/withdraw');
    expect(sent).toHaveLength(1);
    expect(requestJson(sent[0]?.init)).toMatchObject({ amount: 100_000, forfeitBonus: true });
  });

  it('checks the amount, then sends one keyed request and shows it pending', async () => {
    const server = await open();
    // The confirm dialog's mask fades over the page; a person taps once it is there.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const amount = await screen.findByLabelText('Halaga');
    expect(screen.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked();

    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: /^Mag-withdraw/ }));
    expect(await screen.findByText('Ang minimum kada withdrawal ay ₱100.00')).toBeVisible();
    expect(screen.getByText('Ilagay ang 6-digit na payment password mo')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '6000');
    expect(
      screen.getByText('Lampas sa balanse mo: ₱5,000.00 lang ang puwedeng i-withdraw'),
    ).toBeVisible();
    expect(posts(server, '/wps/transaction/withdraw')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.type(screen.getByLabelText('Payment password'), '12a3456');
    expect(screen.getByLabelText('Payment password')).toHaveValue('123456');
    const balanceReads = reads(server, '/wps/wallets/balance');
    await user.click(screen.getByRole('button', { name: 'Mag-withdraw ng ₱1,000.00' }));
    // The dialog names the card and the amount (it fades in: present, not yet opaque).
    expect(
      await screen.findByText(
        /^₱1,000.00 papunta sa BDO Unibank \*\*\*\* \*\*\*\* 4321 \(Juan Dela Cruz\)/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));

    expect(
      await screen.findByRole('heading', { name: 'Pinoproseso ang withdrawal' }),
    ).toBeVisible();
    expect(screen.getByTestId('withdraw-reference')).toHaveTextContent('WD7K2M9Q4XPA');
    expect(screen.getByTestId('withdraw-result-amount')).toHaveTextContent('₱1,000.00');
    expect(screen.getByRole('link', { name: 'Tingnan ang record ng withdrawal' })).toHaveAttribute(
      'href',
      '/m/withdrawReport',
    );
    const sent = posts(server, '/wps/transaction/withdraw');
    expect(sent).toHaveLength(1);
    const body = requestJson(sent[0]?.init) as Record<string, unknown>;
    expect(body).toMatchObject({
      bankCardId: 11,
      amount: 100_000,
      paymentPassword: '123456',
      forfeitBonus: false,
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{24}$/);
    // The held amount leaves the header's balance: it is read again.
    await waitFor(() =>
      expect(reads(server, '/wps/wallets/balance')).toBeGreaterThan(balanceReads),
    );

    await user.click(screen.getByRole('button', { name: 'Mag-withdraw ulit' }));
    expect(await screen.findByLabelText('Halaga')).toHaveValue('');
  });

  it('fills "All" with the most that may go now', async () => {
    await open({ info: { available: 123_456_789 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lahat: ₱50,000.00' }));
    expect(screen.getByLabelText('Halaga')).toHaveValue('50000.00');
  });

  it('shows what the server refused under the form, on the field it names', async () => {
    const message = 'Mali ang payment password. 4 subok na lang bago ito ma-lock';
    await open({
      create: errorAnswer(400, 'payment.password.incorrect', message, { field: 'paymentPassword' }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Halaga'), '500');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Mag-withdraw ng ₱500.00' }));
    await user.click(await screen.findByRole('button', { name: 'I-confirm' }));

    const form = screen.getByRole('form', { name: 'Form ng withdrawal' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    const pin = screen.getByLabelText('Payment password');
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('heading', { name: 'Pinoproseso ang withdrawal' })).toBeNull();
  });

  it('asks for a payment password first, in the security centre', async () => {
    await open({ info: { paymentPasswordSet: false } });
    expect(
      await screen.findByRole('heading', { name: 'Mag-set muna ng payment password' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'I-set sa Security center' })).toHaveAttribute(
      'href',
      '/m/securityCenter',
    );
    expect(screen.queryByLabelText('Halaga')).toBeNull();
  });

  it('asks to bind a bank account or e-wallet first', async () => {
    await open({ cards: [] });
    expect(
      await screen.findByRole('link', { name: 'Mag-bind sa Security center' }),
    ).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.queryByLabelText('Halaga')).toBeNull();
  });

  it('lists the recent requests and cancels a pending one', async () => {
    const server = await open({
      info: { held: 100_000, pending: 1 },
      list: [
        withdrawRequestFixture(),
        withdrawRequestFixture({
          id: 20,
          status: 'rejected',
          reference: 'WD3REJECTED1',
          rejectReason: 'Hindi tugma ang pangalan',
        }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const items = await screen.findAllByTestId('withdraw-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Dahilan: Hindi tugma ang pangalan')).toBeVisible();
    // One in process: the form says so and waits.
    expect(await screen.findByRole('button', { name: /^Mag-withdraw/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'I-cancel ang withdrawal WD7K2M9Q4XPA' }));
    await user.click(await screen.findByRole('button', { name: 'I-cancel ang withdrawal' }));
    await waitFor(() => expect(posts(server, '/wps/transaction/withdraw/cancel')).toHaveLength(1));
    expect(requestJson(posts(server, '/wps/transaction/withdraw/cancel')[0]?.init)).toEqual({
      id: 21,
    });
  });

  it('shows one the cashier is already sending as processing, with no cancel, and waits', async () => {
    await open({
      info: { held: 100_000, pending: 1 },
      list: [withdrawRequestFixture({ status: 'processing', reference: 'WDPROCESSING' })],
    });
    const [item] = await screen.findAllByTestId('withdraw-item');
    expect(item).toHaveAttribute('data-status', 'processing');
    expect(within(item!).getByText('Pinoproseso')).toBeVisible();
    expect(within(item!).queryByRole('button')).toBeNull();
    // Still the one request in process: the form waits for it.
    expect(await screen.findByRole('button', { name: /^Mag-withdraw/ })).toBeDisabled();
  });
});
