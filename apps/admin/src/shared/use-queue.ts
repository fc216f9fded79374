import { useList } from '@refinedev/core';
import { useState } from 'react';

/** A queue's rows for the chosen status (pending first), the whole list at once. */
export type Queue<Row> = {
  rows: Row[];
  status: string;
  setStatus: (status: string) => void;
  isLoading: boolean;
  isRefreshing: boolean;
  error: unknown;
  refresh: () => void;
};

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
  return {
    rows: result.data,
    status,
    setStatus,
    isLoading: query.isLoading,
    isRefreshing: query.isFetching,
    error: query.error,
    refresh: () => void query.refetch(),
  };
}
