import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordsList } from './records-list';

type Row = { id: number; text: string };

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
