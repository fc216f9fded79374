import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRole, PayoutRun } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { PayoutsPage } from './page';

const RUNS = '/operator/merchants/DEMO/payout-runs';

const run = (status: PayoutRun['status'], paid = 0): PayoutRun => ({
  id: 9,
  kind: 'daily_salary',
  periodKey: '2026-11-27',
  periodStart: Date.UTC(2026, 10, 26, 16),
  periodEnd: Date.UTC(2026, 10, 27, 16),
  status,
  computedAt: Date.UTC(2026, 10, 27, 16, 5),
  paidAt: status === 'paid' ? Date.UTC(2026, 10, 28, 1) : null,
  recomputed: 0,
  payouts: 3,
  due: 123456,
  paid,
  owed: 123456 - paid,
});

const me = (role: OperatorRole) =>
  ok({ username: role, role, totpEnabled: false, disabled: false, createdAt: 1 });

/** The operator API of one run: `answer` decides the POSTs; the run's state follows them. */
function runsApi(
  role: OperatorRole,
  answer: (call: FakeCall) => ReturnType<typeof ok> | undefined,
) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  let current = run('previewed');
  return fakeFetch((call) => {
    if (call.url === '/operator/me') return me(role);
    if (call.method === 'POST') {
      const answered = answer(call);
      if (answered && 'value' in (answered.body as object)) {
        current = (answered.body as { value: PayoutRun }).value;
      }
      return answered ?? refusal(404, 'url.not.found', 'Not found');
    }
    if (call.url.startsWith(RUNS)) return ok([current]);
    return refusal(404, 'url.not.found', 'Not found');
  });
}

/** The run's row, once the list has come. */
const runRow = async () =>
  within((await screen.findByRole('button', { name: '2026-11-27' })).closest('tr') as HTMLElement);

// These pages are heavy: under a loaded machine an answer can take more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

// A whole page with its tables and dialogs: slow on a busy machine, so a longer wait than 15 s.
describe('agent payout runs', { timeout: 90_000 }, () => {
  it('pays a run after a confirmation that names the total, and shows its new state', async () => {
    const calls = runsApi('finance', (call) =>
      call.url.endsWith('/pay') ? ok(run('paid', 123456)) : undefined,
    );
    renderConsole('/payouts', <PayoutsPage />);
    const row = await runRow();
    expect(row.getByText('Previewed')).toBeInTheDocument();
    expect(row.getAllByText('₱1,234.56').length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(await row.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pay ₱1,234.56 to 3 agents for 2026-11-27?');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The run is now: Paid')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${RUNS}/daily_salary/2026-11-27/pay`,
    ]);
    const paidRow = await runRow();
    expect(await paidRow.findByText('Paid')).toBeInTheDocument();
    expect(paidRow.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('shows finance Pay but not Hold or Re-run', async () => {
    runsApi('finance', () => undefined);
    renderConsole('/payouts', <PayoutsPage />);
    const row = await runRow();
    expect(await row.findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Hold' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Re-run' })).toBeNull();
  });

  it('shows the agent manager Hold and Re-run but not Pay', async () => {
    runsApi('agent_manager', () => undefined);
    renderConsole('/payouts', <PayoutsPage />);
    const row = await runRow();
    expect(await row.findByRole('button', { name: 'Hold' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Re-run' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('shows the server’s refusal of a re-run in its words', async () => {
    const calls = runsApi('agent_manager', (call) =>
      call.url.endsWith('/rerun')
        ? refusal(409, 'payouts.run.paid', 'Part of this run was paid: it cannot be re-run')
        : undefined,
    );
    renderConsole('/payouts', <PayoutsPage />);
    const row = await runRow();
    const user = userEvent.setup();
    await user.click(await row.findByRole('button', { name: 'Re-run' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      await screen.findByText('Part of this run was paid: it cannot be re-run'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${RUNS}/daily_salary/2026-11-27/rerun`,
    ]);
  });
});
