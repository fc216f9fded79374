import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentContract } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { ContractsTab } from './contracts-tab';

const CONTRACTS = '/operator/merchants/DEMO/agent-contracts';

const contract: AgentContract = {
  id: 4,
  kind: 'daily_salary',
  uplineId: null,
  uplineName: null,
  downlineId: 12,
  downlineName: 'topagent',
  terms: { tiers: [{ minValidBet: 100000, minActiveMembers: 3, rateBp: 50 }] },
  status: 'A',
  version: 1,
  supersedesId: null,
  createdAt: 1,
  decidedAt: 2,
  startedAt: 2,
  endedAt: null,
  reason: null,
};

function contractsApi(answer: (call: FakeCall) => ReturnType<typeof ok>) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  return fakeFetch((call) => {
    if (call.url === '/operator/me') {
      return ok({
        username: 'agents',
        role: 'agent_manager',
        totpEnabled: false,
        disabled: false,
        createdAt: 1,
      });
    }
    if (call.method === 'POST') return answer(call);
    if (call.url.startsWith(CONTRACTS)) return ok({ list: [contract] });
    return refusal(404, 'url.not.found', 'Not found');
  });
}

/** Opens the offer dialog and fills the account and two tiers. */
async function offerTwoTiers(second: { bet: string; rate: string }) {
  const user = userEvent.setup();
  renderConsole('/payouts', <ContractsTab />);
  await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Top agent account'), 'topagent');
  await user.clear(dialog.getAllByLabelText('Team valid bet ≥ (₱)')[0] as HTMLElement);
  await user.type(dialog.getAllByLabelText('Team valid bet ≥ (₱)')[0] as HTMLElement, '1000');
  await user.type(dialog.getAllByLabelText('Rate (%)')[0] as HTMLElement, '1.5');
  await user.click(dialog.getByRole('button', { name: 'Add a tier' }));
  const bet = dialog.getAllByLabelText('Team valid bet ≥ (₱)')[1] as HTMLElement;
  await user.clear(bet);
  await user.type(bet, second.bet);
  await user.type(dialog.getAllByLabelText('Rate (%)')[1] as HTMLElement, second.rate);
  await user.click(dialog.getByRole('button', { name: 'Send offer' }));
  return { user, dialog };
}

// These pages are heavy: under a loaded machine an answer can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

// A dialog typed into field by field: slow on a busy machine, so a longer wait than 15 s.
describe('top agent contracts', { timeout: 120_000 }, () => {
  it('lists the house’s contracts with their terms', async () => {
    contractsApi(() => refusal(500, 'x', 'x'));
    renderConsole('/payouts', <ContractsTab />);
    const row = within((await screen.findByText('topagent', {})).closest('tr') as HTMLElement);
    expect(row.getByText('1. ≥ ₱1,000.00, 3 active → 0.50%')).toBeInTheDocument();
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
  });

  it('refuses a tier that is not above the one before, and sends nothing', async () => {
    const calls = contractsApi(() => ok(contract));
    const { user, dialog } = await offerTwoTiers({ bet: '500', rate: '2' });
    expect(
      await dialog.findByText('Tier 2 must have a higher bet and a higher rate than tier 1'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Raised above tier 1, the same offer goes out in minor units and basis points.
    const bet = dialog.getAllByLabelText('Team valid bet ≥ (₱)')[1] as HTMLElement;
    await user.clear(bet);
    await user.type(bet, '5000.25');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText(/Offered: the agent accepts/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toMatchObject([
      {
        url: CONTRACTS,
        body: {
          kind: 'daily_salary',
          account: 'topagent',
          terms: {
            tiers: [
              { minValidBet: 100000, minActiveMembers: 1, rateBp: 150 },
              { minValidBet: 500025, minActiveMembers: 1, rateBp: 200 },
            ],
          },
        },
      },
    ]);
  });

  it('shows the server’s refusal of an offer in its words', async () => {
    contractsApi(() =>
      refusal(400, 'contract.top.only', 'The operator offers contracts to top agents only'),
    );
    const { dialog } = await offerTwoTiers({ bet: '2000', rate: '2' });
    expect(
      await dialog.findByText('The operator offers contracts to top agents only'),
    ).toBeInTheDocument();
  });
});
