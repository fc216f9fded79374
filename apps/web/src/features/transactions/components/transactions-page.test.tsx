import type { TransactionPage, TransactionRecord } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';
import { siteClock } from '@/shared/format';
import { changeLanguage } from '@/shared/i18n';

const PATH = '/wps/transaction/record';
const today = siteClock(Date.now());
/** A time of the site's clock (Manila, UTC+8) on the day `daysAgo` before today. */
const at = (daysAgo: number, hours: number, minutes = 0) =>
  Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() - daysAgo,
    hours - 8,
    minutes,
  );

function record(patch: Partial<TransactionRecord> & Pick<TransactionRecord, 'id'>) {
  return {
    type: 'bet',
    amount: -500,
    balanceAfter: 10_000,
    memo: 'dice bet',
    createdAt: at(0, 12),
    ...patch,
  } satisfies TransactionRecord;
}

const LIST: TransactionRecord[] = [
  record({ id: 9, type: 'win', amount: 97_000, balanceAfter: 123_456_789, memo: 'lottery win' }),
  record({ id: 8, amount: -50_000, balanceAfter: 123_359_789, createdAt: at(0, 9, 30) }),
  record({
    id: 7,
    type: 'deposit',
    amount: 100_000,
    balanceAfter: 123_409_789,
    memo: 'deposit PP20260101AB',
    createdAt: at(1, 20, 15),
  }),
  record({
    id: 6,
    type: 'withdraw',
    amount: -123_456_789,
    balanceAfter: 0,
    memo: 'withdrawal PW20250102XYZ — a memo long enough to need an ellipsis on a phone',
    createdAt: Date.UTC(2025, 0, 2, 1, 30),
  }),
];

const page = (
  list: TransactionRecord[],
  pageNum = 1,
  totalPages = 1,
  total = list.length,
): TransactionPage => ({ list, pageNum, totalPages, total });

/** Opens the account record with the server answering `answer` to every list request. */
function open(answer: (url: URL) => unknown) {
  const server = fakeServer({
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    [PATH]: answer,
  });
  const asked = () =>
    server.requests.filter((request) => request.url.pathname === PATH).map(({ url }) => url);
  return { view: renderApp('/m/transaction/record', { session: memberSession() }), asked };
}

const ok = (value: TransactionPage) => ({ body: { success: true, value } });

afterEach(() => vi.unstubAllGlobals());

describe('account record', () => {
  it('lists the movements under their day, with signed amounts and the balance each left', async () => {
    const { view } = open(() => ok(page(LIST)));
    await view;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Record ng account' }),
    ).toBeInTheDocument();

    const today = await screen.findByRole('region', { name: 'Ngayong araw' });
    const [win, bet] = within(today).getAllByRole('listitem');
    expect(win).toHaveTextContent('Panalo');
    expect(win).toHaveTextContent('+₱970.00');
    expect(win).toHaveTextContent('Balanse ₱1,234,567.89');
    expect(win).toHaveTextContent('lottery win');
    expect(bet).toHaveTextContent('Taya');
    expect(bet).toHaveTextContent('−₱500.00');
    // Each day's net movement beside its heading: +₱970.00 − ₱500.00.
    expect(within(today).getByTestId('day-totals')).toHaveTextContent('Neto+₱470.00');

    const yesterday = screen.getByRole('region', { name: 'Kahapon' });
    expect(within(yesterday).getAllByRole('listitem')).toHaveLength(1);
    expect(within(yesterday).getByTestId('day-totals')).toHaveTextContent('Neto+₱1,000.00');
    expect(yesterday).toHaveTextContent('8:15 PM');

    const older = screen.getByRole('region', { name: 'Huwebes, Enero 2, 2025' });
    const [withdrawal] = within(older).getAllByRole('listitem');
    expect(withdrawal).toHaveTextContent('Withdrawal');
    expect(withdrawal).toHaveTextContent('−₱1,234,567.89');
    expect(withdrawal).toHaveTextContent('Balanse ₱0.00');
    expect(within(older).getByTestId('day-totals')).toHaveTextContent('Neto−₱1,234,567.89');
    expect(screen.getByText('4 transaksyon')).toBeInTheDocument();
  });

  it('asks for the chosen type and period', async () => {
    const { view, asked } = open(() => ok(page(LIST)));
    await view;
    await screen.findByRole('region', { name: 'Ngayong araw' });
    const first = asked()[0]!;
    expect(first.searchParams.get('period')).toBe('7d');
    expect(first.searchParams.has('type')).toBe(false);

    const user = userEvent.setup();
    const types = screen.getByRole('group', { name: 'Uri' });
    await user.click(within(types).getByRole('button', { name: 'Ibinalik na withdrawal' }));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('type')).toBe('withdraw_return'));
    expect(within(types).getByRole('button', { name: 'Ibinalik na withdrawal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const periods = screen.getByRole('group', { name: 'Panahon' });
    await user.click(within(periods).getByRole('button', { name: '30 araw' }));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('period')).toBe('30d'));
    expect(asked().at(-1)?.searchParams.get('type')).toBe('withdraw_return');
    expect(asked().at(-1)?.searchParams.get('pageNo')).toBe('1');
  });

  it('asks for two days of the site’s calendar chosen in the date fields', async () => {
    const { view, asked } = open(() => ok(page(LIST)));
    await view;
    await screen.findByRole('region', { name: 'Ngayong araw' });
    const user = userEvent.setup();
    const periods = screen.getByRole('group', { name: 'Panahon' });
    await user.click(within(periods).getByRole('button', { name: 'Petsa' }));
    const days = screen.getByRole('group', { name: 'Mula at hanggang' });
    const from = within(days).getByLabelText('Mula');
    const to = within(days).getByLabelText('Hanggang');
    // Opens on the last 7 days, today included.
    expect(to).toHaveValue(siteClock(Date.now()).toISOString().slice(0, 10));
    const weekAgo = siteClock(Date.now() - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(from).toHaveValue(weekAgo);
    await waitFor(() => expect(asked().at(-1)?.searchParams.has('from')).toBe(true));

    const day = siteClock(Date.now() - 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    fireEvent.change(from, { target: { value: day } });
    fireEvent.change(to, { target: { value: day } });
    const start = at(3, 0);
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('from')).toBe(String(start)));
    const last = asked().at(-1)!;
    expect(last.searchParams.get('to')).toBe(String(start + 86_400_000 - 1));
    expect(last.searchParams.has('period')).toBe(false);
    expect(last.searchParams.get('pageNo')).toBe('1');
  });

  it('loads the next page when asked for more', async () => {
    const memo = 'lottery draw void: stakes refunded';
    const older = record({ id: 3, type: 'refund', amount: 2_000, memo, createdAt: at(2, 8) });
    const { view, asked } = open((url) =>
      url.searchParams.get('pageNo') === '2' ? ok(page([older], 2, 2, 5)) : ok(page(LIST, 1, 2, 5)),
    );
    await view;
    await screen.findByRole('region', { name: 'Ngayong araw' });
    expect(screen.queryByText(memo)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Magpakita pa' }));
    const row = (await screen.findByText(memo)).closest('li');
    expect(row).toHaveTextContent('Ibinalik na taya');
    expect(row).toHaveTextContent('+₱20.00');
    expect(asked().at(-1)?.searchParams.get('pageNo')).toBe('2');
    // The last page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Magpakita pa' })).not.toBeInTheDocument();
  });

  it('says when the period has no movements, and when a type has none', async () => {
    const { view } = open(() => ok(page([], 1, 0)));
    await view;
    expect(
      await screen.findByText('Walang pumasok o lumabas na pera sa wallet mo sa panahong ito.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdeposito na' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Bonus' }));
    expect(await screen.findByText(/Walang ganitong transaksyon sa panahong ito/)).toBeVisible();
  });

  it('says what went wrong and lists the movements once a retry succeeds', async () => {
    let fails = true;
    const { view } = open(() =>
      fails ? errorAnswer(500, 'internal', 'internal') : ok(page(LIST)),
    );
    await view;
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nagkaroon ng error');
    fails = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Subukang muli' }));
    expect(await screen.findByRole('region', { name: 'Ngayong araw' })).toBeInTheDocument();
  });

  it('speaks English when the member chose it', async () => {
    const { view } = open(() => ok(page(LIST)));
    await view;
    await screen.findByRole('region', { name: 'Ngayong araw' });
    await act(() => changeLanguage('EN'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account record' }),
    ).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getAllByRole('listitem')[0]).toHaveTextContent('Balance ₱1,234,567.89');
    expect(within(today).getByTestId('day-totals')).toHaveTextContent('Net+₱470.00');
    expect(screen.getByRole('region', { name: 'Thursday, January 2, 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Returned withdrawal' })).toBeInTheDocument();
  });
});
