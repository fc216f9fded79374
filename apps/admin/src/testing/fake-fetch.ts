import { vi } from 'vitest';

export type FakeCall = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};
type Answer = { status?: number; body: unknown };

/**
 * Stands in for fetch: each call is recorded and answered by `answer` (an envelope by default
 * status 200), as the operator API would.
 */
export function fakeFetch(answer: (call: FakeCall) => Answer) {
  const calls: FakeCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });
export const refusal = (status: number, code: string, message: string): Answer => ({
  status,
  body: { success: false, code, message },
});
