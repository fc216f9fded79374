import type { MemberPnl, PnlFigures } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { changeLanguage } from '@/shared/i18n';

const PATH = '/wps/relay/ODSFE2_MemPNL';
/** 16:30 UTC on 1 March: already 00:30 on Monday 2 March in Manila. */
const NOW = Date.parse('2026-03-01T16:30:00Z');

const ZERO: PnlFigures = {
  bets: 0,
  wins: 0,
  refunds: 0,
  net: 0,
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
};

/** The figures of the days that had any, by date; every other day is all zero. */
const ACTIVITY: Record<string, Partial<PnlFigures>> = {
  '2026-03-02': { bets: 50_000, wins: 150_000, net: 100_000 },
  '2026-02-28': {
    bets: 200_000,
    wins: 120_000,
    refunds: 5_000,
    net: -75_000,
    deposits: 123_456_789,
    withdrawals: 30_000,
    bonuses: 8_800,
  },
  '2026-02-25': { deposits: 100_000 },
};

/** The server's answer for a range: every day, oldest first, and their sums. */
function answerFor(startDate: string, endDate: string, activity = ACTIVITY): MemberPnl {
  const days: MemberPnl['days'] = [];
  for (let day = Date.parse(startDate); day <= Date.parse(endDate); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    days.push({ date, ...ZERO, ...activity[date] });
  }
  const total = { ...ZERO };
  for (const day of days) {
    for (const key of Object.keys(ZERO) as (keyof PnlFigures)[]) total[key] += day[key];
  }
  return { days, total };
}

function open(answer: (url: URL) => unknown = (url) => ok(answerOf(url))) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: answer,
  });
  const asked = () =>
    server.requests
      .filter((request) => request.url.pathname === PATH)
      .map(({ url }) => [url.searchParams.get('startDate'), url.searchParams.get('endDate')]);
  return { view: renderApp('/m/profitandloss', { session: memberSession() }), asked };
}

const answerOf = (url: URL, activity = ACTIVITY) =>
  answerFor(url.searchParams.get('startDate')!, url.searchParams.get('endDate')!, activity);
const ok = (value: MemberPnl) => ({ body: { success: true, value } });

/** The amount beside a figure's name in a list of figures. */
const figure = (container: HTMLElement, name: string) =>
  within(container).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  // Only the clock: the phone is on UTC, still 1 March, while the Philippines is on 2 March.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profit and loss', () => {
  it('shows the totals, the net large and signed, and each figure of the answer', async () => {
    const { view } = open();
    await view;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kita at lugi' }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Netong resulta' });
    expect(within(summary).getByTestId('pnl-net')).toHaveTextContent('+₱250.00');
    expect(within(summary).getByTestId('pnl-net')).toHaveClass('is-gain');
    expect(summary).toHaveTextContent('Panalo ka sa panahong ito.');
    expect(summary).toHaveTextContent('Peb 24, 2026 – Mar 2, 2026');
    expect(figure(summary, 'Taya')).toBe('₱2,500.00');
    expect(figure(summary, 'Panalo')).toBe('₱2,700.00');
    expect(figure(summary, 'Refund')).toBe('₱50.00');
    expect(figure(summary, 'Deposit')).toBe('₱1,235,567.89');
    expect(figure(summary, 'Withdrawal')).toBe('₱300.00');
    expect(figure(summary, 'Bonus')).toBe('₱88.00');
  });

  it('asks for the Philippine days of each chip, not the phone’s', async () => {
    const { view, asked } = open();
    await view;
    await screen.findByRole('region', { name: 'Netong resulta' });
    expect(asked()[0]).toEqual(['2026-02-24', '2026-03-02']);

    const user = userEvent.setup();
    const periods = screen.getByRole('group', { name: 'Panahon' });
    await user.click(within(periods).getByRole('button', { name: 'Ngayon' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(['2026-03-02', '2026-03-02']));
    expect(within(periods).getByRole('button', { name: 'Ngayon' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(periods).getByRole('button', { name: 'Kahapon' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(['2026-03-01', '2026-03-01']));
    await user.click(within(periods).getByRole('button', { name: '30 araw' }));
    await waitFor(() => expect(asked().at(-1)).toEqual(['2026-02-01', '2026-03-02']));
  });

  it('shows a loss in red with a minus sign', async () => {
    const { view } = open((url) =>
      ok(answerOf(url, { '2026-03-02': { bets: 1_234_567_89, wins: 0, net: -1_234_567_89 } })),
    );
    await view;
    const summary = await screen.findByRole('region', { name: 'Netong resulta' });
    const net = within(summary).getByTestId('pnl-net');
    expect(net).toHaveTextContent('−₱1,234,567.89');
    expect(net).toHaveClass('is-loss');
    expect(summary).toHaveTextContent('Talo ka sa panahong ito.');
    const [today] = screen.getAllByTestId('pnl-day');
    expect(within(today!).getByTestId('pnl-net')).toHaveTextContent('−₱1,234,567.89');
    expect(within(today!).getByTestId('pnl-net')).toHaveClass('is-loss');
  });

  it('draws a bar per day and shows a tapped day’s figures', async () => {
    const { view } = open();
    await view;
    const chart = await screen.findByRole('group', { name: 'Neto bawat araw' });
    expect(chart).toHaveAccessibleDescription(
      "Netong resulta ng bawat araw mula Peb 24 hanggang Mar 2: 1 pataas, 1 pababa. I-tap ang bar para makita ang detalye ng araw na 'yon.",
    );
    const bars = within(chart).getAllByRole('button');
    expect(bars).toHaveLength(7);
    expect(bars[4]).toHaveAccessibleName('Sab, Peb 28: −₱750.00');
    expect(screen.queryByTestId('pnl-picked-day')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(bars[4]!);
    expect(bars[4]).toHaveAttribute('aria-pressed', 'true');
    const picked = screen.getByTestId('pnl-picked-day');
    expect(within(picked).getByRole('heading', { name: 'Sab, Peb 28' })).toBeInTheDocument();
    expect(within(picked).getByTestId('pnl-net')).toHaveTextContent('−₱750.00');
    expect(figure(picked, 'Taya')).toBe('₱2,000.00');
    expect(figure(picked, 'Deposit')).toBe('₱1,234,567.89');
    expect(figure(picked, 'Bonus')).toBe('₱88.00');

    // A quiet day shows its zeros; a second tap puts the day away.
    await user.click(bars[5]!);
    expect(figure(screen.getByTestId('pnl-picked-day'), 'Taya')).toBe('₱0.00');
    await user.click(bars[5]!);
    expect(screen.queryByTestId('pnl-picked-day')).not.toBeInTheDocument();
  });

  it('lists the days with activity, newest first', async () => {
    const { view } = open();
    await view;
    const list = await screen.findByRole('region', { name: 'Bawat araw' });
    const days = within(list).getAllByTestId('pnl-day');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual([
      'Ngayong araw',
      'Sab, Peb 28',
      'Miy, Peb 25',
    ]);
    expect(within(days[0]!).getByTestId('pnl-net')).toHaveTextContent('+₱1,000.00');
    // Only the figures that are not zero.
    expect(figure(days[2]!, 'Deposit')).toBe('₱1,000.00');
    expect(within(days[2]!).queryByText('Taya')).not.toBeInTheDocument();
  });

  it('writes a net of nothing without a sign: money came in, none was won or lost', async () => {
    const { view } = open((url) => ok(answerOf(url, { '2026-03-02': { deposits: 100_000 } })));
    await view;
    const summary = await screen.findByRole('region', { name: 'Netong resulta' });
    expect(within(summary).getByTestId('pnl-net')).toHaveTextContent(/^₱0\.00$/);
  });

  it('says when the period had nothing', async () => {
    const { view } = open((url) => ok(answerOf(url, {})));
    await view;
    expect(
      await screen.findByText('Walang taya at walang pumasok o lumabas na pera sa panahong ito.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maglaro na' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('region', { name: 'Netong resulta' })).not.toBeInTheDocument();
  });

  it('says what went wrong and shows the figures once a retry succeeds', async () => {
    let fails = true;
    const { view } = open((url) =>
      fails ? errorAnswer(500, 'internal', 'internal') : ok(answerOf(url)),
    );
    await view;
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nagkaroon ng error');
    fails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Subukang muli' }));
    expect(await screen.findByRole('region', { name: 'Netong resulta' })).toBeInTheDocument();
  });

  it('speaks English when the member chose it', async () => {
    const { view } = open();
    await view;
    await screen.findByRole('region', { name: 'Netong resulta' });
    await act(() => changeLanguage('EN'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profit and loss' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Net result' });
    expect(figure(summary, 'Bets')).toBe('₱2,500.00');
    expect(screen.getByRole('button', { name: 'Sat, Feb 28: −₱750.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Today' })).toHaveLength(1);
  });
});
