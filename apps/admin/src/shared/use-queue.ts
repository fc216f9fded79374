import { useCustom, useList } from '@refinedev/core';
import { useState } from 'react';
import { currentMerchant, merchantPath } from './merchant';

/** A queue's rows for the chosen status (pending first), the whole list at once. */
export type Queue<Row> = {
  rows: Row[];
  status: string;
  setStatus: (status: string) => void;
  isLoading: boolean;
  isRefreshing: boolean;
  error: unknown;
  /** Reads the queue again; settles once it is read. */
  refresh: () => Promise<unknown>;
};

/** How the queue's read stands, from refine's query. */
function stateOf(query: {
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}) {
  return {
    isLoading: query.isLoading,
    isRefreshing: query.isFetching,
    error: query.error,
    refresh: () => query.refetch(),
  };
}

/** A queue of a data-provider resource (deposits, withdrawals), filtered by status. */
export function useQueue<Row extends { id: number }>(
  resource: 'deposits' | 'withdrawals',
): Queue<Row> {
  const [status, setStatus] = useState('pending');
  const { result, query } = useList<Row>({
    resource,
    filters: [{ field: 'status', operator: 'eq', value: status }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return { rows: result.data, status, setStatus, ...stateOf(query) };
}

/**
 * A queue read from a path of the merchant's (adjustments, bonus claims); `filtered` sends the
 * chosen status (none for all), else the server answers the waiting rows only.
 */
export function useMerchantQueue<Row>(path: string, filtered: boolean): Queue<Row> {
  const [status, setStatus] = useState('pending');
  const { result, query } = useCustom<Row[]>({
    url: merchantPath(currentMerchant(), path),
    method: 'get',
    ...(filtered && {
      config: { query: { status: status === 'all' ? undefined : status, limit: 500 } },
    }),
    errorNotification: false,
  });
  return { rows: query.data ? result.data : [], status, setStatus, ...stateOf(query) };
}
