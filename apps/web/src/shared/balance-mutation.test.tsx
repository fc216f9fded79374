import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { balanceQueryOptions } from './balance';
import { useBalanceMutation } from './balance-mutation';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const KEY = queryKeys.member('test-screen');

function renderSend(answer: () => Promise<{ balance: number }>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(balanceQueryOptions().queryKey, { cashMinor: 100 } as never);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useBalanceMutation<{ amount: number }, { balance: number }>({
        mutationFn: answer,
        key: KEY,
        staleOn: [409],
      }),
    { wrapper },
  );
  const send = () =>
    act(async () => {
      await result.current.mutateAsync({ amount: 5 }).catch(() => undefined);
    });
  const screenReads = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey === KEY).length;
  return { queryClient, send, screenReads };
}

describe('useBalanceMutation', () => {
  it('puts the balance answered in the header and reads the screen again', async () => {
    const { queryClient, send, screenReads } = renderSend(() => Promise.resolve({ balance: 42 }));
    await send();
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toMatchObject({
      cashMinor: 42,
    });
    expect(screenReads()).toBe(1);
  });

  it('reads the screen again after a refusal that says its figures are old, not after others', async () => {
    const stale = renderSend(() => Promise.reject(new ApiError(409, 'balance.low', 'Kulang')));
    await stale.send();
    expect(stale.screenReads()).toBe(1);
    const other = renderSend(() => Promise.reject(new ApiError(400, 'amount.invalid', 'Mali')));
    await other.send();
    expect(other.screenReads()).toBe(0);
  });
});
