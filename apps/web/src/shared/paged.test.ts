import { describe, expect, it } from 'vitest';
import { joinPages, nextPage } from './paged';

const page = (pageNum: number, list: number[], total: number, footer: string) => ({
  pageNum,
  totalPages: 2,
  list,
  total,
  footer,
});

describe('paged lists', () => {
  it('asks for the page after the last loaded one, none after the last', () => {
    expect(nextPage({ pageNum: 1, totalPages: 2 })).toBe(2);
    expect(nextPage({ pageNum: 2, totalPages: 2 })).toBeUndefined();
    expect(nextPage({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('joins the rows and reads the total and the rest off the first or the last page', () => {
    const pages = [page(1, [1, 2], 4, 'a'), page(2, [3], 3, 'b')];
    expect(joinPages(pages, 'first', (first) => ({ footer: first?.footer }))).toEqual({
      list: [1, 2, 3],
      total: 4,
      footer: 'a',
    });
    expect(joinPages(pages, 'last')).toEqual({ list: [1, 2, 3], total: 3 });
    expect(joinPages(pages.slice(0, 0), 'last', (last) => ({ footer: last?.footer }))).toEqual({
      list: [],
      total: 0,
      footer: undefined,
    });
  });
});
