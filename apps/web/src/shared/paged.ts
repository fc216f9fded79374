/*
 * What the lists read page by page (useInfiniteQuery) do with the pages: ask for the next one,
 * and show the loaded ones as one list.
 */

/** A paged answer's next page number; none after the last. */
export const nextPage = (last: { pageNum: number; totalPages: number }) =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/**
 * The loaded pages' rows as one list, with the total and whatever `more` reads off the same page
 * (a footer, a summary, the unread count): the first page's or the last one's, as the list has it.
 */
export function joinPages<
  P extends { list: readonly unknown[]; total: number },
  M extends object = object,
>(
  pages: readonly P[],
  from: 'first' | 'last',
  more?: (page: P | undefined) => M,
): { list: P['list'][number][]; total: number } & M {
  const page = from === 'first' ? pages[0] : pages.at(-1);
  return {
    list: pages.flatMap((one) => one.list),
    total: page?.total ?? 0,
    ...(more?.(page) as M),
  };
}
