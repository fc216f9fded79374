import type { Outbox } from './outbox.js';
import type { Deliver, SmsProvider } from './providers.js';

export const SMS_HTTP_TIMEOUT_MS = 5_000;

export type SmsProviderOptions = {
  outbox: Outbox;
  /** The gateway: POST JSON { to, text }; any 2xx is success. Unset: outbox and log only. */
  httpUrl?: string | undefined;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string | undefined;
  timeoutMs?: number;
};

/** SMS through an HTTP gateway when one is configured; every message also goes to the outbox. */
export function createSmsProvider({
  outbox,
  httpUrl,
  token,
  timeoutMs = SMS_HTTP_TIMEOUT_MS,
}: SmsProviderOptions): SmsProvider & { deliver: Deliver<{ to: string; text: string }> } {
  const deliver: Deliver<{ to: string; text: string }> = async ({ to, text }) => {
    if (!httpUrl) return 'logged';
    try {
      const response = await fetch(httpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection returns to the pool.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };

  return {
    deliver,
    async send(to, text, { retry = true } = {}) {
      const delivered = await deliver({ to, text });
      const status = delivered === 'failed' && retry ? 'queued' : delivered;
      await outbox.record({ channel: 'sms', recipient: to, body: text, status });
      return status;
    },
  };
}
