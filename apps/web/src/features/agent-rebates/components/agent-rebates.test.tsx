import {
  AGENT_REBATE_PATHS,
  type DownlineRebates,
  type RebateSettings,
  type SubordinatePage,
  type TeamRebateReport,
} from '@app/contracts';
import { siteDayKey } from '@app/contracts/zod-free';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const agentSession = () => memberSession({ userName: 'agent', type: 2 });
const LONG = 'sub_agent_with_a_really_long_username_01';

const SETTINGS: RebateSettings = {
  settings: [
    { product: 'LOTTERY', rateBp: 180, minBp: 0, maxBp: 200 },
    { product: 'INHOUSE', rateBp: 125, minBp: 0, maxBp: 150 },
  ],
  quotas: [{ product: 'LOTTERY', rateBp: 200, limit: 3, used: 1 }],
};
const DOWNLINES: SubordinatePage = {
  list: [
    {
      customerId: 21,
      customerName: LONG,
      nickname: '',
      type: 2,
      isAgent: true,
      balance: 0,
      regDate: Date.UTC(2026, 9, 1),
      lastLoginAt: null,
      online: false,
      teamSize: 3,
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 1,
  breadcrumb: [{ customerId: 1, customerName: 'agent' }],
};
const DOWNLINE: DownlineRebates = {
  memberId: 21,
  account: LONG,
  rates: [
    { product: 'LOTTERY', rateBp: 100 },
    { product: 'INHOUSE', rateBp: 50 },
  ],
};
const REPORT: TeamRebateReport = {
  rows: [
    {
      day: '2026-11-27',
      memberId: 21,
      account: LONG,
      product: 'LOTTERY',
      bets: 4,
      validBet: 1_234_567_00,
      amount: 9_876_54,
    },
  ],
  totals: { bets: 4, validBet: 1_234_567_00, amount: 9_876_54 },
};

function serve(update?: unknown) {
  return fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [AGENT_REBATE_PATHS.settings]: SETTINGS,
    '/wps/relay/ODSFE2_Subordinate': DOWNLINES,
    [AGENT_REBATE_PATHS.downline]: DOWNLINE,
    [AGENT_REBATE_PATHS.update]: () =>
      update ?? {
        body: {
          success: true,
          value: { ...DOWNLINE, rates: [{ product: 'LOTTERY', rateBp: 150 }] },
        },
      },
    [AGENT_REBATE_PATHS.teamRebate]: REPORT,
  });
}
const posts = (server: ReturnType<typeof serve>) =>
  server.requests.filter(
    (r) => r.init?.method === 'POST' && r.url.pathname === AGENT_REBATE_PATHS.update,
  );

afterEach(() => vi.unstubAllGlobals());

describe('agent rebate setup', () => {
  it("shows the agent's own rates with the bounds and quota use", async () => {
    serve();
    await renderApp('/m/member/agent/agentRebeat', { session: agentSession() });
    const lottery = await screen.findByRole('row', { name: /Loterya/ });
    expect(within(lottery).getByText('1.80%')).toBeVisible();
    expect(within(lottery).getByText('0.00–2.00%')).toBeVisible();
    expect(screen.getByText('1 sa 3 ang nagamit')).toBeVisible();
  });

  it("raises a direct downline's rate and sends only what changed", async () => {
    const server = serve();
    await renderApp('/m/member/agent/agentRebeat?memberId=21', { session: agentSession() });
    expect(await screen.findByText(`Mga rate ni ${LONG}`)).toBeVisible();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const save = screen.getByRole('button', { name: 'I-save ang mga rate' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Loterya'), '1.505');
    expect(screen.getByRole('alert')).toHaveTextContent('hanggang dalawang decimal');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Loterya'));
    await user.type(screen.getByLabelText('Loterya'), '1.5');
    await user.click(save);
    expect(await screen.findByText('Na-save ang mga rate.')).toBeVisible();
    expect(requestJson(posts(server)[0]?.init)).toEqual({
      memberId: 21,
      rates: [{ product: 'LOTTERY', rateBp: 150 }],
    });
  });

  it("shows the server's refusal", async () => {
    serve(errorAnswer(409, 'agent.rebate.lower', 'The rebate cannot be adjusted'));
    await renderApp('/m/member/agent/agentRebeat?memberId=21', { session: agentSession() });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText('Mga larong Perlas'), '1');
    await user.click(screen.getByRole('button', { name: 'I-save ang mga rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rebate cannot be adjusted');
  });
});

describe('team rebate', () => {
  it("lists today's income per day, downline and product with its totals", async () => {
    const server = serve();
    await renderApp('/m/member/teamRebate', { session: agentSession() });
    expect(await screen.findByText(`Sa pamamagitan ni ${LONG} · ₱1,234,567.00`)).toBeVisible();
    expect(screen.getAllByText('₱9,876.54')).toHaveLength(2);
    const asked = server.requests.find((r) => r.url.pathname === AGENT_REBATE_PATHS.teamRebate);
    expect(asked?.url.searchParams.get('startDate')).toBe(siteDayKey(Date.now()));
    expect(asked?.url.searchParams.has('product')).toBe(false);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const products = screen.getByRole('group', { name: 'Produkto' });
    await user.click(within(products).getByRole('button', { name: 'Loterya' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.searchParams.get('product') === 'LOTTERY')).toBe(
        true,
      ),
    );
  });
});
