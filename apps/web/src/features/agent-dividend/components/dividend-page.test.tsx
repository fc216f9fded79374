import {
  currentDividendRelay,
  payoutDividendRelay,
  queryDividendRelay,
  relayPath,
  type AgentPayout,
  type PayoutBook,
  type PayoutEstimate,
} from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { changeLanguage } from '@/shared/i18n';
import { memberSession, renderApp } from '@/testing/render-app';

const PATH = '/m/member/agent/agentDivident';
const LONG = 'sub_agent_with_a_really_long_username_01';
const agentSession = () => memberSession({ userName: 'agent', type: 2 });
const H2 = { periodStart: Date.UTC(2026, 10, 15, 16), periodEnd: Date.UTC(2026, 10, 30, 16) };

const ESTIMATE: PayoutEstimate = {
  kind: 'dividend',
  contractId: 5,
  periodKey: '2026-12-H1',
  periodStart: Date.UTC(2026, 10, 30, 16),
  periodEnd: Date.UTC(2026, 11, 15, 16),
  teamValidBet: 98_765_432_10,
  activeMembers: 12,
  netLoss: 1_234_567_89,
  tier: 1,
  rateBp: 250,
  amount: 30_864_19,
};
const payout = (patch: Partial<AgentPayout>): AgentPayout => ({
  id: 1,
  contractId: 5,
  kind: 'dividend',
  periodKey: '2026-11-H2',
  ...H2,
  uplineId: 1,
  downlineId: 2,
  downlineName: 'agent',
  teamValidBet: 0,
  activeMembers: 3,
  netLoss: 2_000_000_00,
  tier: 0,
  rateBp: 200,
  downlineShare: 0,
  due: 40_000_00,
  paid: 40_000_00,
  owed: 0,
  paidAt: H2.periodEnd,
  ...patch,
});
const BOOK: PayoutBook = {
  kind: 'dividend',
  mine: [payout({})],
  downlines: [
    payout({
      id: 2,
      downlineId: 21,
      downlineName: LONG,
      uplineId: 2,
      due: 12_345_678_90,
      paid: 10_000_000_00,
      owed: 2_345_678_90,
    }),
    payout({
      id: 3,
      downlineId: 22,
      downlineName: 'sub_b',
      uplineId: 2,
      due: 5_000_00,
      paid: 5_000_00,
    }),
  ],
  owedTotal: 2_345_678_90,
  paymentPasswordSet: true,
};
const PAID_BOOK: PayoutBook = {
  ...BOOK,
  downlines: BOOK.downlines.map((row) => ({ ...row, paid: row.due, owed: 0 })),
  owedTotal: 0,
};

function serve(pay: () => unknown = () => ({ paid: 2_345_678_90, stillOwed: 0, balance: 0 })) {
  let paidYet = false;
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [relayPath(currentDividendRelay)]: ESTIMATE,
    [relayPath(queryDividendRelay)]: () => ({
      body: { success: true, value: paidYet ? PAID_BOOK : BOOK },
    }),
    [relayPath(payoutDividendRelay)]: async () => {
      const answer = await pay();
      if (answer && typeof answer === 'object' && 'status' in answer) return answer;
      paidYet = true;
      return { body: { success: true, value: answer } };
    },
  });
}
const payPosts = (server: ReturnType<typeof serve>) =>
  server.requests.filter((r) => r.url.pathname === relayPath(payoutDividendRelay));
const bookReads = (server: ReturnType<typeof serve>) =>
  server.requests.filter((r) => r.url.pathname === relayPath(queryDividendRelay)).length;

async function payWithPassword() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.type(await screen.findByLabelText('Payment password'), '123456');
  await user.click(screen.getByRole('button', { name: /Bayaran ang utang ko|Pay what I owe/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /Bayaran na|Pay now/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('agent dividend', () => {
  it("shows the period under way, and each past period's figures per downline (TY)", async () => {
    serve();
    await renderApp(PATH, { session: agentSession() });
    const current = await screen.findByRole('region', { name: 'Ngayong period sa ngayon' });
    expect(within(current).getByText('₱30,864.19')).toBeVisible();
    expect(within(current).getByText('₱98,765,432.10')).toBeVisible();
    expect(within(current).getByText('2.50%')).toBeVisible();
    expect(within(current).getByText('Kalahating buwan')).toBeVisible();
    const period = await screen.findByRole('article', { name: /Nob 16 – Nob 30, 2026/ });
    const mine = within(period).getByRole('region', { name: 'Dibidendo ko' });
    expect(within(mine).getAllByText('₱40,000.00')).toHaveLength(2);
    const downline = within(period).getByRole('listitem', { name: LONG });
    expect(within(downline).getByText('₱12,345,678.90')).toBeVisible();
    expect(within(downline).getByText('₱2,345,678.90')).toBeVisible();
    expect(within(downline).getByText('Bahagi pa lang ang bayad')).toBeVisible();
    const total = within(period).getByRole('listitem', { name: 'Kabuuan' });
    expect(within(total).getByText('₱12,350,678.90')).toBeVisible();
    const owed = screen.getByRole('region', { name: 'Utang mo sa mga downline' });
    expect(within(owed).getByText('₱2,345,678.90')).toBeVisible();
  });

  it('pays what the agent owes after a confirmation and reads the book again (EN)', async () => {
    let answer: (paid: unknown) => void = () => undefined;
    const server = serve(() => new Promise((resolve) => (answer = resolve)));
    await renderApp(PATH, { session: agentSession() });
    await act(() => changeLanguage('EN'));
    expect(await screen.findByRole('region', { name: 'You owe your downlines' })).toBeVisible();
    const reads = bookReads(server);
    await payWithPassword();
    await waitFor(() => expect(payPosts(server)).toHaveLength(1));
    // Pending: the button is busy (and keeps its name) until the server answers.
    expect(screen.getByRole('button', { name: 'Pay what I owe' })).toBeDisabled();
    answer({ paid: 2_345_678_90, stillOwed: 0, balance: 0 });
    expect(requestJson(payPosts(server)[0]?.init)).toEqual({ paymentPassword: '123456' });
    await waitFor(() => expect(bookReads(server)).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You owe your downlines' })).toBeNull(),
    );
    const downline = screen.getByRole('listitem', { name: LONG });
    expect(within(downline).getByText('Paid in full')).toBeVisible();
  });

  it("says the server's refusal when the wallet is short", async () => {
    serve(() =>
      errorAnswer(
        409,
        'agent.dividend.insufficient',
        // The server answers in the request's language (TY here).
        'Kulang ang halaga ng dibidendo mo para maipamahagi',
      ),
    );
    await renderApp(PATH, { session: agentSession() });
    await payWithPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kulang ang halaga ng dibidendo mo para maipamahagi',
    );
    await act(() => changeLanguage('EN'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your dividend amount is insufficient to be distributed',
      ),
    );
    expect(screen.getByRole('region', { name: 'You owe your downlines' })).toBeVisible();
  });

  it('loads no dividend info for an exempt agent type (SPEC §9)', async () => {
    const server = serve();
    await renderApp(PATH, { session: memberSession({ userName: 'agent', type: 41 }) });
    expect(await screen.findByText('Hindi kasali sa dibidendo ang account na ito.')).toBeVisible();
    expect(server.requests.some((r) => r.url.pathname.includes('Dividend'))).toBe(false);
  });

  it('shows an empty book and no contract', async () => {
    fakeServer({
      ...siteHandlers(),
      '/wps/member/info': memberInfoFixture(),
      '/wps/wallets/balance': balanceFixture(),
      [relayPath(currentDividendRelay)]: {
        ...ESTIMATE,
        contractId: null,
        periodKey: null,
        periodStart: null,
        periodEnd: null,
      },
      [relayPath(queryDividendRelay)]: { ...BOOK, mine: [], downlines: [], owedTotal: 0 },
    });
    await renderApp(PATH, { session: agentSession() });
    expect(await screen.findByText(/Wala ka pang kontrata ng dibidendo/)).toBeVisible();
    expect(await screen.findByText(/Wala pang period ng dibidendo/)).toBeVisible();
  });
});
