import type { DownlineTransferInfo, DownlineTransferResult } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const INFO = '/wps/agent/transferDownline/info';
const SEND = '/wps/agent/transferDownline';

const info = (patch: Partial<DownlineTransferInfo> = {}): DownlineTransferInfo => ({
  to: { customerId: 42, customerName: 'player_maria_santos', nickname: 'Maria', type: 0 },
  available: 5_000_000,
  limits: { minAmount: 100, maxAmount: 5_000_000 },
  paymentPasswordSet: true,
  ...patch,
});
const result: DownlineTransferResult = {
  id: 9,
  amount: 10_000,
  to: info().to,
  balance: 4_990_000,
  createdAt: Date.UTC(2026, 0, 2, 3, 4),
  replayed: false,
};

async function open(send?: { status?: number; body: unknown }, path = '/m/agent/transfer?to=42') {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 50_000 }),
    [INFO]: info(),
    [SEND]: () => send ?? { body: { success: true, value: result } },
  });
  await renderApp(path, { session: memberSession({ type: 1 }) });
  return server;
}
const posts = (server: Awaited<ReturnType<typeof open>>) =>
  server.requests.filter((r) => r.init?.method === 'POST' && r.url.pathname === SEND);

afterEach(() => vi.unstubAllGlobals());

describe('transfer to a downline page', () => {
  it('names the receiver, checks the amount and sends one keyed transfer', async () => {
    const server = await open();
    expect(await screen.findByTestId('dt-name')).toHaveTextContent('player_maria_santos');
    expect(screen.getByTestId('dt-available')).toHaveTextContent('₱50,000.00');
    expect(server.requests.some((r) => r.url.searchParams.get('to') === '42')).toBe(true);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('Halaga'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Ipadala' }));
    expect(await screen.findByText('₱1.00 ang pinakamababang puwedeng i-transfer')).toBeVisible();
    expect(posts(server)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Halaga'));
    await user.type(screen.getByLabelText('Halaga'), '100');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang ₱100.00' }));
    expect(await screen.findByText(/papunta kay player_maria_santos/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));
    expect(await screen.findByRole('heading', { name: 'Naipadala na ang transfer' })).toBeVisible();
    expect(screen.getByTestId('dt-result-amount')).toHaveTextContent('₱100.00');
    const body = requestJson(posts(server)[0]?.init) as Record<string, unknown>;
    expect(body).toMatchObject({ to: 42, amount: 10_000, paymentPassword: '123456' });
    expect(body.idempotencyKey).toEqual(expect.any(String));
  });

  it("places the server's 'balance insufficient' under the amount", async () => {
    await open(
      errorAnswer(409, 'agent.balance.insufficient', 'Kulang ang balanse mo', { field: 'amount' }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Halaga'), '100');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang ₱100.00' }));
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));
    expect(await screen.findByText('Kulang ang balanse mo')).toBeVisible();
  });

  it('without a receiver, sends the agent to the team list', async () => {
    await open(undefined, '/m/agent/transfer');
    expect(
      await screen.findByRole('heading', { name: 'Pumili kung kanino ipapadala' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ayusin ang team' })).toHaveAttribute(
      'href',
      '/m/member/team',
    );
  });
});
