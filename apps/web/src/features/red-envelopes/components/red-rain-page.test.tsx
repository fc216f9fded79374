import type { RedEnvelopeInfo, RedEnvelopeResult, SubordinatePage } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const INFO = '/wps/agent/transferMultipleDownline/info';
const SEND = '/wps/agent/transferMultipleDownline';
const TEAM = '/wps/relay/ODSFE2_Subordinate';

const info: RedEnvelopeInfo = {
  available: 5_000_000,
  directCount: 3,
  limits: { minShare: 100, maxAmount: 100_000_000, maxReceivers: 200 },
  paymentPasswordSet: true,
};
const row = (customerId: number, customerName: string, type = 0) => ({
  customerId,
  customerName,
  nickname: '',
  type,
  isAgent: false,
  balance: 0,
  regDate: 0,
  lastLoginAt: null,
  online: false,
  teamSize: 0,
});
const team: SubordinatePage = {
  list: [row(11, 'juan'), row(12, 'pedro'), row(13, 'trialguest', 4)],
  pageNum: 1,
  total: 3,
  totalPages: 1,
  breadcrumb: [],
};
const result: RedEnvelopeResult = {
  id: 5,
  amount: 30_000,
  split: 'equal',
  shares: [
    { customerId: 11, customerName: 'juan', nickname: '', type: 0, amount: 15_000 },
    { customerId: 12, customerName: 'pedro', nickname: '', type: 0, amount: 15_000 },
  ],
  balance: 4_970_000,
  createdAt: 0,
  replayed: false,
};

async function open(patch: Partial<RedEnvelopeInfo> = {}) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture({ sumBalance: 50_000 }),
    [INFO]: { ...info, ...patch },
    [TEAM]: team,
    [SEND]: result,
  });
  await renderApp('/m/redRain', { session: memberSession({ type: 1 }) });
  return server;
}
const posts = (server: Awaited<ReturnType<typeof open>>) =>
  server.requests.filter((r) => r.init?.method === 'POST' && r.url.pathname === SEND);

afterEach(() => vi.unstubAllGlobals());

describe('red envelope rain page', () => {
  it('sends to all direct downlines, split randomly by default, at least ₱1.00 each', async () => {
    const server = await open();
    expect(await screen.findByTestId('rr-available')).toHaveTextContent('₱50,000.00');
    expect(screen.getByRole('radio', { name: /Lahat ng direktang downline/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Random/ })).toBeChecked();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('Kabuuang halaga'), '2');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang red envelopes' }));
    expect(await screen.findByText(/Hindi bababa sa ₱3.00/)).toBeVisible();
    await user.clear(screen.getByLabelText('Kabuuang halaga'));
    await user.type(screen.getByLabelText('Kabuuang halaga'), '300');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang ₱300.00' }));
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));
    expect(
      await screen.findByRole('heading', { name: 'Naipadala na ang red envelopes!' }),
    ).toBeVisible();
    expect(screen.getByTestId('rr-shares')).toHaveTextContent('juan₱150.00');
    expect(requestJson(posts(server)[0]?.init)).toMatchObject({
      all: true,
      to: [],
      amount: 30_000,
      split: 'random',
    });
  });

  it('sends to chosen members, equally, with the share shown', async () => {
    const server = await open();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('radio', { name: /Pumili ng miyembro/ }));
    expect(await screen.findByRole('checkbox', { name: 'juan' })).toBeVisible();
    // A free-trial account cannot receive: not offered.
    expect(screen.queryByRole('checkbox', { name: 'trialguest' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'juan' }));
    await user.click(screen.getByRole('checkbox', { name: 'pedro' }));
    await user.click(screen.getByRole('radio', { name: /^Pantay/ }));
    await user.type(screen.getByLabelText('Kabuuang halaga'), '300');
    expect(screen.getByText('Mga ₱150.00 bawat isa')).toBeVisible();
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Ipadala ang ₱300.00' }));
    await user.click(await screen.findByRole('button', { name: 'Ipadala' }));
    await screen.findByRole('heading', { name: 'Naipadala na ang red envelopes!' });
    expect(requestJson(posts(server)[0]?.init)).toMatchObject({
      all: false,
      to: [11, 12],
      split: 'equal',
    });
  });

  it('offers "all" only up to 200 direct downlines: more must be chosen', async () => {
    await open({ directCount: 250 });
    expect(
      await screen.findByRole('radio', { name: /Lahat ng direktang downline/ }),
    ).toBeDisabled();
    expect(screen.getByText('Lampas 200: pumili ng miyembro')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Pumili ng miyembro/ })).toBeChecked();
  });
});
