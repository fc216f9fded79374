/** Which page a list asks for: `pageNo` from 1, `pageSize` rows each. */
export type PageQuery = { pageNo: number; pageSize: number };

/**
 * A page answer: reads the rows of the page and the totals at once. `totals.total` counts every
 * row of the list; whatever else the totals hold (a sum, the unread count) goes along.
 */
export async function pageAnswer<R, V, T extends { total: number }>(
  { pageNo, pageSize }: PageQuery,
  read: { rows: (offset: number, limit: number) => Promise<R[]>; totals: () => Promise<T> },
  view: (row: R) => V,
): Promise<{ list: V[]; pageNum: number; totalPages: number } & T> {
  const [rows, totals] = await Promise.all([
    read.rows((pageNo - 1) * pageSize, pageSize),
    read.totals(),
  ]);
  return {
    list: rows.map(view),
    pageNum: pageNo,
    totalPages: Math.ceil(totals.total / pageSize),
    ...totals,
  };
}

/** A bare count as page totals. */
export const counted = (total: number) => ({ total });
