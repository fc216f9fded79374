import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorAgentNode, OperatorAgentRebates, OperatorRole } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { AgentsPage } from './page';

const AGENTS = '/operator/merchants/DEMO/agents';

const node = (account: string, more: Partial<OperatorAgentNode> = {}): OperatorAgentNode => ({
  id: account.length,
  account,
  nickname: '',
  type: 'agent',
  agent: true,
  uplineAccount: null,
  registeredAt: Date.UTC(2026, 10, 1),
  cash: 123456,
  directCount: 0,
  teamSize: 0,
  rates: [
    { product: 'LOTTERY', rateBp: 100 },
    { product: 'INHOUSE', rateBp: 50 },
  ],
  ...more,
});

const boss = node('boss', { directCount: 2, teamSize: 4 });
const sub = node('sub', { uplineAccount: 'boss', directCount: 1, teamSize: 2 });
const player = node('pedro', { type: 'player', agent: false, uplineAccount: 'boss' });
const leaf = node('leaf', { uplineAccount: 'sub', directCount: 1, teamSize: 1 });

const rebates: OperatorAgentRebates = {
  account: 'sub',
  uplineAccount: 'boss',
  rates: [
    { product: 'LOTTERY', rateBp: 100, minBp: 50, maxBp: 300, uplineBp: 250, downlineMaxBp: 80 },
    { product: 'INHOUSE', rateBp: 50, minBp: 50, maxBp: 300, uplineBp: 300, downlineMaxBp: null },
  ],
  quotas: [{ product: 'LOTTERY', rateBp: 300, limit: 2, used: 1 }],
};

const page = (items: OperatorAgentNode[]) => ({ items, total: items.length, page: 1, size: 20 });

function agentsApi(role: OperatorRole, change: (call: FakeCall) => ReturnType<typeof ok>) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  return fakeFetch((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/operator/me') {
      return ok({ username: 'op', role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method !== 'GET') return change(call);
    if (path === AGENTS) return ok(page([boss]));
    if (path === `${AGENTS}/boss/tree`) {
      return ok({ agent: boss, uplines: [], downline: page([sub, player]) });
    }
    if (path === `${AGENTS}/sub/tree`) {
      return ok({ agent: sub, uplines: ['boss'], downline: page([leaf]) });
    }
    if (path === `${AGENTS}/sub/rebates`) return ok(rebates);
    return refusal(404, 'url.not.found', 'Not found');
  });
}

/** Opens boss's tree and answers sub's row. */
async function openBoss() {
  const user = userEvent.setup();
  renderConsole('/agents', <AgentsPage />);
  await user.click(await screen.findByRole('button', { name: 'boss' }, { timeout: 5000 }));
  const row = (await screen.findByRole('button', { name: 'sub' }, { timeout: 5000 })).closest(
    'tr',
  ) as HTMLElement;
  return { user, row: within(row) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

describe('agent tree', { timeout: 60_000 }, () => {
  it('opens an agent, lists its direct downline and loads a row’s children as it opens', async () => {
    const calls = agentsApi('auditor', () => refusal(500, 'x', 'x'));
    const { user, row } = await openBoss();
    expect(screen.getByText('Direct downline of boss')).toBeInTheDocument();
    expect(screen.getByText('pedro')).toBeInTheDocument();
    expect(row.getByText('₱1,234.56')).toBeInTheDocument();
    expect(row.getByText('LOTTERY 1.00% …')).toBeInTheDocument();
    // An auditor reads: no move.
    expect(row.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(screen.queryByText('leaf')).toBeNull();
    await user.click(row.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByRole('button', { name: 'leaf' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(`${AGENTS}/sub/tree?page=1&size=50`);
  });

  it('moves a member after a confirmation that counts who moves, reason required', async () => {
    const calls = agentsApi('agent_manager', () =>
      ok({ account: 'sub', fromUpline: 'boss', toUpline: 'other', moved: 3 }),
    );
    const { user, row } = await openBoss();
    await user.click(row.getByRole('button', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('New upline (agent account)'), 'other');
    await user.click(dialog.getByRole('button', { name: 'Move…' }));
    expect(await dialog.findByText('Give a reason')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(dialog.getByLabelText('Reason'), 'asked by boss');
    await user.click(dialog.getByRole('button', { name: 'Move…' }));
    expect((await screen.findAllByText('Move 3 members?')).length).toBeGreaterThan(0);
    expect(
      screen.getByText('sub and the 2 members of its team (3 in all) will go under other.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Moved 3 members under other')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: `${AGENTS}/sub/move`, body: { toUpline: 'other', reason: 'asked by boss' } },
    ]);
  });

  it('shows the server’s refusal of a move in its words', async () => {
    agentsApi('agent_manager', () =>
      refusal(409, 'operator.agent.move.self', 'A member cannot be moved under its own downline'),
    );
    const { user, row } = await openBoss();
    await user.click(row.getByRole('button', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('New upline (agent account)'), 'leaf');
    await user.type(dialog.getByLabelText('Reason'), 'test');
    await user.click(dialog.getByRole('button', { name: 'Move…' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('A member cannot be moved under its own downline'),
    ).toBeInTheDocument();
  });

  it('shows rates and quotas, and raises a rate with a reason', async () => {
    const calls = agentsApi('agent_manager', () => ok(rebates));
    const { user, row } = await openBoss();
    await user.click(row.getByRole('button', { name: 'Rebate rates' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Rates and quotas of sub')).toBeInTheDocument();
    const lottery = within(drawer.getAllByText('LOTTERY')[0]?.closest('tr') as HTMLElement);
    expect(lottery.getByText('2.50%')).toBeInTheDocument();
    expect(drawer.getByText('1 / 2')).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Raise rates' }));
    const input = drawer.getByLabelText('Rate LOTTERY');
    await user.clear(input);
    await user.type(input, '1.5');
    await user.click(drawer.getByRole('button', { name: 'Save rates' }));
    expect(await drawer.findByText('Give a reason')).toBeInTheDocument();
    await user.type(drawer.getByLabelText('Reason'), 'promoted');
    await user.click(drawer.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Rates saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
      {
        url: `${AGENTS}/sub/rebates`,
        body: { rates: [{ product: 'LOTTERY', rateBp: 150 }], reason: 'promoted' },
      },
    ]);
  });
});
