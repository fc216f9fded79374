import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequestWatch, type RequestDecisions } from './use-request-watch';

type Request = {
  id: number;
  status: 'pending' | 'processing' | 'paid' | 'rejected' | 'cancelled';
  amount: number;
};

function watching(first: readonly Request[]) {
  const onDecided = vi.fn<(decisions: RequestDecisions) => void>();
  const view = renderHook(
    ({ requests }: { requests: readonly Request[] }) =>
      useRequestWatch(requests, {
        isOpen: (status) => status === 'pending' || status === 'processing',
        doneMinor: (request) => (request.status === 'paid' ? request.amount : undefined),
        onDecided,
      }),
    { initialProps: { requests: first } },
  );
  return { onDecided, read: (requests: readonly Request[]) => view.rerender({ requests }) };
}

describe('useRequestWatch', () => {
  it('tells nothing of requests first seen decided, then sums what went through since the last read', () => {
    const { onDecided, read } = watching([
      { id: 1, status: 'paid', amount: 500 },
      { id: 2, status: 'pending', amount: 10_000 },
      { id: 3, status: 'processing', amount: 2_550 },
      { id: 4, status: 'pending', amount: 700 },
    ]);
    expect(onDecided).not.toHaveBeenCalled();

    read([
      { id: 1, status: 'paid', amount: 500 },
      { id: 2, status: 'paid', amount: 10_000 },
      { id: 3, status: 'paid', amount: 2_550 },
      { id: 4, status: 'processing', amount: 700 },
    ]);
    expect(onDecided).toHaveBeenCalledTimes(1);
    expect(onDecided).toHaveBeenLastCalledWith({ doneMinor: 12_550, rejected: false });

    read([
      { id: 1, status: 'paid', amount: 500 },
      { id: 2, status: 'paid', amount: 10_000 },
      { id: 3, status: 'paid', amount: 2_550 },
      { id: 4, status: 'rejected', amount: 700 },
    ]);
    expect(onDecided).toHaveBeenCalledTimes(2);
    expect(onDecided).toHaveBeenLastCalledWith({ doneMinor: 0, rejected: true });
  });

  it('says nothing when an open request is only cancelled by the member', () => {
    const { onDecided, read } = watching([{ id: 9, status: 'pending', amount: 300 }]);
    read([{ id: 9, status: 'cancelled', amount: 300 }]);
    expect(onDecided).not.toHaveBeenCalled();
  });
});
