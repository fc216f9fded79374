import type { PlayLimit, ResponsibleGaming } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const PATH = '/wps/member/responsibleGaming';
const RESETS = Date.UTC(2026, 10, 25, 16);

const limit = (patch: Partial<PlayLimit> & Pick<PlayLimit, 'kind' | 'period'>): PlayLimit => ({
  amount: null,
  pending: null,
  used: 0,
  resetsAt: RESETS,
  ...patch,
});

function settings(patch: Partial<ResponsibleGaming> = {}): ResponsibleGaming {
  return {
    limits: [
      limit({ kind: 'deposit', period: 'day', amount: 100_000, used: 80_000 }),
      limit({
        kind: 'deposit',
        period: 'week',
        amount: 200_000,
        pending: { amount: 1_234_567_89, from: RESETS },
      }),
      limit({ kind: 'deposit', period: 'month' }),
      limit({ kind: 'loss', period: 'day', used: 2_500 }),
      limit({ kind: 'loss', period: 'week' }),
      limit({ kind: 'loss', period: 'month' }),
    ],
    break: null,
    realityCheckMinutes: null,
    ...patch,
  };
}

type Posted = { path: string; body: unknown };

function serve(
  initial = settings(),
  answer?: (posted: Posted) => { status?: number; body: unknown },
) {
  const posted: Posted[] = [];
  const post = (path: string) => (_url: URL, init: RequestInit | undefined) => {
    // The frame reads the break in force (GET, the banner): only changes are posted.
    if (init?.method !== 'POST') return { body: { success: true, value: { break: null } } };
    const entry = {
      path,
      body: JSON.parse(typeof init.body === 'string' ? init.body : 'null') as unknown,
    };
    posted.push(entry);
    return answer?.(entry) ?? { body: { success: true, value: initial } };
  };
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/session/logout': null,
    [PATH]: initial,
    [`${PATH}/session`]: { startedAt: 0, realityCheckMinutes: null, bets: 0, net: 0 },
    [`${PATH}/limit`]: post('limit'),
    [`${PATH}/realityCheck`]: post('realityCheck'),
    [`${PATH}/break`]: post('break'),
  });
  return { server, posted };
}

// antd-mobile popups ignore pointer events while they animate in.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const section = async (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('responsible gaming page', () => {
  it('shows each limit with what is used, when it resets and a raise waiting', async () => {
    serve();
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Responsableng paglalaro',
    );
    const deposits = await section('Mga limit sa deposit');
    const [day, week, month] = within(deposits).getAllByRole('listitem');
    expect(within(day!).getByText('₱1,000.00')).toBeVisible();
    expect(within(day!).getByText(/₱800\.00 sa ₱1,000\.00 ang nagamit/)).toBeVisible();
    expect(within(day!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80000');
    expect(within(week!).getByText(/Tataas sa ₱1,234,567\.89 sa/)).toBeVisible();
    expect(within(month!).getByText('Walang limit')).toBeVisible();
    expect(within(month!).getByRole('button', { name: 'Itakda' })).toBeVisible();
    const losses = await section('Mga limit sa talo');
    expect(within(losses).getByText(/₱25\.00 sa ngayon/)).toBeVisible();
  });

  it('sets a limit in pesos and says it holds now', async () => {
    const { posted } = serve();
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    const losses = await section('Mga limit sa talo');
    const [day] = within(losses).getAllByRole('listitem');
    await user().click(within(day!).getByRole('button', { name: 'Itakda' }));
    await user().type(within(day!).getByLabelText('Limit na Araw-araw'), '500');
    await user().click(within(day!).getByRole('button', { name: 'I-save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: 'limit',
      body: { kind: 'loss', period: 'day', amount: 50_000 },
    });
    expect(await screen.findByText('Umiiral na ang iyong limit')).toBeInTheDocument();
  });

  it('refuses an amount below ₱1.00 here, and shows a refusal from the server under the field', async () => {
    const { posted } = serve(settings(), () => ({
      status: 409,
      body: {
        success: false,
        code: 'play.limit.deposit',
        message: 'Hindi puwede',
        field: 'amount',
      },
    }));
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    const deposits = await section('Mga limit sa deposit');
    const [, , month] = within(deposits).getAllByRole('listitem');
    await user().click(within(month!).getByRole('button', { name: 'Itakda' }));
    const field = within(month!).getByLabelText('Limit na Buwanan');
    await user().type(field, '0.50');
    await user().click(within(month!).getByRole('button', { name: 'I-save' }));
    expect(within(month!).getByRole('alert')).toHaveTextContent(
      'Maglagay ng halagang mula ₱1.00 hanggang ₱10,000,000.00',
    );
    expect(posted).toHaveLength(0);

    await user().clear(field);
    await user().type(field, '2000');
    await user().click(within(month!).getByRole('button', { name: 'I-save' }));
    await waitFor(() =>
      expect(within(month!).getByRole('alert')).toHaveTextContent('Hindi puwede'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a limit from its form', async () => {
    const { posted } = serve();
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    const [day] = within(await section('Mga limit sa deposit')).getAllByRole('listitem');
    await user().click(within(day!).getByRole('button', { name: 'Baguhin' }));
    expect(within(day!).getByLabelText('Limit na Araw-araw')).toHaveValue('1000.00');
    await user().click(within(day!).getByRole('button', { name: 'Alisin ang limit' }));
    await waitFor(() =>
      expect(posted[0]).toEqual({
        path: 'limit',
        body: { kind: 'deposit', period: 'day', amount: null },
      }),
    );
  });

  it('sets the reality check interval', async () => {
    const { posted } = serve();
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    const reality = await section('Reality check');
    expect(within(reality).getByRole('button', { name: 'Naka-off' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user().click(within(reality).getByRole('button', { name: '30 min' }));
    await waitFor(() => expect(posted[0]).toEqual({ path: 'realityCheck', body: { minutes: 30 } }));
  });

  it('starts a time-out only once confirmed, then signs this device out', async () => {
    const { server, posted } = serve();
    const { router } = await renderApp('/m/responsibleGaming', { session: memberSession() });
    const breaks = await section('Magpahinga');
    await user().click(within(breaks).getByRole('button', { name: '1 linggo' }));
    await user().click(within(breaks).getByRole('button', { name: 'Simulan ang time-out' }));
    const question = await screen.findByText(/Sa loob ng 1 linggo, hindi ka makakapag-deposit/);
    const dialog = question.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    expect(posted).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Oo, simulan' }));

    await waitFor(() =>
      expect(posted[0]).toEqual({ path: 'break', body: { kind: 'timeout', duration: '1w' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(server.requests.some((r) => r.url.pathname === '/wps/session/logout')).toBe(true);
    expect(window.localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(await screen.findByText(/Nagsimula na ang iyong break/)).toBeInTheDocument();
  });

  it('says when a break is on', async () => {
    serve(settings({ break: { kind: 'exclusion', until: Date.UTC(2027, 4, 24, 8) } }));
    await renderApp('/m/responsibleGaming', { session: memberSession() });
    expect(await screen.findByText(/Ibinukod mo ang sarili hanggang .*2027/)).toHaveAttribute(
      'role',
      'status',
    );
  });
});
