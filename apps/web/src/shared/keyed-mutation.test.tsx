import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeServer, requestJson, type FakeServer } from '../testing/fake-server';
import { api, ApiError } from './api-client';
import { initI18n } from './i18n';
import { useKeyedMutation } from './keyed-mutation';
import { createQueryClient } from './query-client';

const PATH = '/wps/test/pay';
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const done = { body: { success: true, value: { ok: true } } };
const conflict = {
  status: 409,
  body: { success: false, code: 'idempotency.conflict', message: 'Iba na ang hiling' },
};

function renderPay() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useKeyedMutation<{ amount: number }, { ok: boolean }>({
        mutationFn: (body) => api.post(PATH, z.object({ ok: z.boolean() }), { body }),
      }),
    { wrapper },
  );
}

const keysSent = (server: FakeServer) =>
  server.requests.map(
    ({ init }) => (requestJson(init) as { idempotencyKey: string }).idempotencyKey,
  );

/** Sends, and waits for the mutation's final answer (retries included). */
async function send(
  pay: { current: ReturnType<typeof renderPay>['result']['current'] },
  amount: number,
) {
  await act(async () => {
    await pay.current.mutateAsync({ amount }).catch(() => undefined);
  });
}

describe('useKeyedMutation', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('asks a lost answer again with the same key', async () => {
    let call = 0;
    const server = fakeServer({ [PATH]: () => (++call === 1 ? lost() : done) });
    const { result } = renderPay();
    await send(result, 100_000);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const keys = keysSent(server);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(requestJson(server.requests[1]?.init)).toMatchObject({ amount: 100_000 });
  }, 10_000);

  it('keeps the key for the same input after a lost answer, and a new one once it changes', async () => {
    let call = 0;
    const server = fakeServer({ [PATH]: () => (++call <= 3 ? lost() : done) });
    const { result } = renderPay();
    await send(result, 5_000);
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'network.error' }));
    await send(result, 5_000);
    await send(result, 6_000);
    const keys = keysSent(server);
    expect(keys).toHaveLength(5);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
  }, 15_000);

  it('starts a new key after a definite answer, for the same input too', async () => {
    const server = fakeServer({ [PATH]: () => done });
    const { result } = renderPay();
    await send(result, 5_000);
    await send(result, 5_000);
    const keys = keysSent(server);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says a 409 conflict as it came, without asking again, and the next try has a new key', async () => {
    const server = fakeServer({ [PATH]: () => conflict });
    const { result } = renderPay();
    await send(result, 5_000);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      status: 409,
      code: 'idempotency.conflict',
      message: 'Iba na ang hiling',
    });
    expect(server.requests).toHaveLength(1);
    await send(result, 5_000);
    const keys = keysSent(server);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
