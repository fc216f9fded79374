import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { AdjustDialog } from './adjust-dialog';

const adjustment = (amount: number, status: 'pending' | 'applied') => ({
  id: 5,
  memberId: 42,
  account: 'juan',
  amount,
  reason: 'goodwill',
  status,
  requestedBy: 'cashier',
  approvedBy: status === 'pending' ? ['cashier'] : [],
  decidedBy: status === 'applied' ? 'cashier' : null,
  rejectReason: null,
  createdAt: 1,
  decidedAt: null,
  balanceAfter: status === 'applied' ? 150000 : null,
  replayed: false,
});

/** The member API answering an adjustment's POST with `answer(amount)`. */
function memberApi(answer: (body: { amount: number }) => ReturnType<typeof ok>) {
  session.set('session-token');
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/operator/me') {
      return ok({
        username: 'cashier',
        role: 'finance',
        totpEnabled: false,
        disabled: false,
        createdAt: 1,
      });
    }
    if (call.method === 'POST' && call.url === '/operator/merchants/DEMO/members/42/adjustments') {
      return answer(call.body as { amount: number });
    }
    return refusal(404, 'url.not.found', 'Not found');
  });
}

async function adjust(pesos: string, reason: string) {
  const user = userEvent.setup();
  renderConsole(
    '/members/42',
    <AdjustDialog memberId={42} account="juan" open onClose={() => undefined} />,
  );
  await user.type(await screen.findByLabelText(/Amount in pesos/), pesos);
  await user.type(screen.getByLabelText('Reason'), reason);
  await user.click(screen.getByRole('button', { name: 'Adjust' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('balance adjustment dialog', () => {
  it('sends a debit in pesos as signed minor units with a key, and says a second approver is awaited', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = memberApi(({ amount }) => ok(adjustment(amount, 'pending')));
    await adjust('-1234.56', 'wrong credit');
    expect(await screen.findByText(/waiting for a second approver/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ amount: -123456, reason: 'wrong credit' });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^.{8,64}$/);
  });

  it('sends whole pesos as centavos and tells the new cash once applied', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    const calls = memberApi(({ amount }) => ok(adjustment(amount, 'applied')));
    await adjust('500', 'promo');
    expect(await screen.findByText('Applied: the cash is now ₱1,500.00')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 50000 });
  });

  it('shows the server’s refusal', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    memberApi(() => refusal(400, 'member.balance.low', 'The cash would go below zero'));
    await adjust('-10', 'debit');
    expect(await screen.findByText('The cash would go below zero')).toBeInTheDocument();
  });

  it('keeps one idempotency key while the dialog stays open, and makes a new one per opening', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    let answers = 0;
    const calls = memberApi(({ amount }) =>
      (answers += 1) === 1 ? refusal(503, 'busy', 'Try again') : ok(adjustment(amount, 'applied')),
    );
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>open</button>
          <AdjustDialog memberId={42} account="juan" open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    renderConsole('/members/42', <Opener />);
    const send = async (pesos: string) => {
      await user.click(screen.getByRole('button', { name: 'open' }));
      await user.type(await screen.findByLabelText(/Amount in pesos/), pesos);
      await user.type(screen.getByLabelText('Reason'), 'promo');
      await user.click(screen.getByRole('button', { name: 'Adjust' }));
    };
    await send('1');
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText(/Applied: the cash/)).toBeInTheDocument();
    await send('2');
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
