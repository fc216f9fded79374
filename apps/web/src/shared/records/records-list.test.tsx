import { siteDayStart } from '@app/contracts/zod-free';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { DayTotals, toneOf } from './record-day';
import { RecordsList } from './records-list';
import { RequestsTotal } from './money-requests';

type Row = { id: number; text: string; at?: number; amount?: number };

function queryOf(list: Row[] | undefined, more: Partial<{ hasNextPage: boolean }> = {}) {
  return {
    data: list && { list },
    error: null,
    isPending: list === undefined,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    hasNextPage: more.hasNextPage ?? false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
  } as unknown as Parameters<typeof RecordsList<Row>>[0]['query'];
}

const renderRow = (row: Row) => <li>{row.text}</li>;

describe('RecordsList', () => {
  it('shows the rows in their list, in order', () => {
    const rows = [
      { id: 2, text: 'second' },
      { id: 1, text: 'first' },
    ];
    render(
      <RecordsList
        query={queryOf(rows)}
        className="x-list"
        rowKey={(r) => r.id}
        renderRow={renderRow}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['second', 'first']);
    expect(items[0]?.parentElement?.className).toBe('x-list');
  });

  it('shows the page’s own empty state when there are no records', () => {
    render(
      <RecordsList
        query={queryOf([])}
        className="x-list"
        empty={<p>nothing yet</p>}
        rowKey={(r) => r.id}
        renderRow={renderRow}
      />,
    );
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a loading skeleton before the first page', () => {
    render(
      <RecordsList
        query={queryOf(undefined)}
        className="x-list"
        rowKey={(r) => r.id}
        renderRow={renderRow}
      />,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('asks for the next page when there is more', async () => {
    const query = queryOf([{ id: 1, text: 'first' }], { hasNextPage: true });
    render(
      <RecordsList query={query} className="x-list" rowKey={(r) => r.id} renderRow={renderRow} />,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(query.fetchNextPage).toHaveBeenCalled();
  });
});

describe('RecordsList by day', () => {
  beforeEach(() => {
    fakeServer(siteHandlers());
  });
  afterEach(() => vi.unstubAllGlobals());
  // Manila midnight that began today: the rows around it fall on two days.
  const midnight = siteDayStart(Date.now());
  const rows: Row[] = [
    { id: 4, text: 'after midnight', at: midnight + 60_000, amount: 97_000 },
    { id: 3, text: 'at midnight', at: midnight, amount: -50_000 },
    { id: 2, text: 'before midnight', at: midnight - 1, amount: 1_000 },
    { id: 1, text: 'last year', at: Date.UTC(2025, 0, 1, 17, 30), amount: -1 },
  ];
  const net = (day: readonly Row[]) => {
    const sum = day.reduce((total, row) => total + (row.amount ?? 0), 0);
    return <DayTotals figures={[{ label: 'Net', value: String(sum), tone: toneOf(sum) }]} />;
  };

  it('puts the rows under their Manila day, each with its heading and totals', async () => {
    await renderUi(
      <RecordsList
        query={queryOf(rows)}
        className="x-list"
        rowKey={(r) => r.id}
        renderRow={renderRow}
        byDay={{ dayOf: (r) => r.at ?? 0, dayTotal: net }}
      />,
    );
    const days = await screen.findAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Ngayong araw',
      'Kahapon',
      'Huwebes, Enero 2, 2025',
    ]);
    const [today, yesterday, older] = days;
    expect(
      within(today!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['after midnight', 'at midnight']);
    expect(within(today!).getByRole('definition')).toHaveTextContent('47000');
    expect(within(today!).getByRole('definition')).toHaveClass('is-up');
    expect(within(yesterday!).getAllByRole('listitem')).toHaveLength(1);
    expect(within(yesterday!).getByTestId('day-totals')).toHaveTextContent('Net1000');
    expect(within(older!).getByRole('definition')).toHaveClass('is-down');
    // One load-more for the whole list, not one per day.
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    await act(() => changeLanguage('EN'));
    expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Yesterday' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Thursday, January 2, 2025' })).toBeInTheDocument();
  });

  it('heads the days at the level it is given, without totals when it has none', async () => {
    await renderUi(
      <RecordsList
        query={queryOf(rows.slice(0, 2))}
        className="x-list"
        rowKey={(r) => r.id}
        renderRow={renderRow}
        byDay={{ dayOf: (r) => r.at ?? 0, level: 3 }}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Ngayong araw' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('day-totals')).toBeNull();
  });
});

describe('RequestsTotal', () => {
  beforeEach(() => {
    fakeServer(siteHandlers());
  });
  afterEach(() => vi.unstubAllGlobals());
  const request = (amount: number, status: string) => ({ amount, status });

  it('adds the requests that went through or may, as money', async () => {
    await renderUi(
      <RequestsTotal
        day={[
          request(100_000, 'pending'),
          request(123_456_789, 'paid'),
          request(50_000, 'rejected'),
          request(7_000, 'cancelled'),
          request(25, 'processing'),
        ]}
      />,
    );
    expect(await screen.findByTestId('day-totals')).toHaveTextContent('Kabuuan₱1,235,568.14');
  });

  it('shows nothing for a day of rejected and cancelled requests', async () => {
    await renderUi(
      <>
        <p>page</p>
        <RequestsTotal day={[request(50_000, 'rejected'), request(7_000, 'cancelled')]} />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByTestId('day-totals')).toBeNull();
  });
});
