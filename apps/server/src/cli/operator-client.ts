import {
  ErrorEnvelope,
  OperatorFeedbackPage,
  OperatorMerchantState,
  successEnvelope,
} from '@app/contracts';
import { z } from 'zod';

/** A failure the CLI explains in one message and exits 1 for. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const TIMEOUT_MS = 10_000;
const State = OperatorMerchantState;
const AnyEnvelope = successEnvelope(z.unknown());

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // Several addresses tried (localhost → ::1 and 127.0.0.1): the first one's reason.
  if (error instanceof AggregateError) return errorCode(error.errors[0]);
  return undefined;
}

/** Why fetch could not reach the server, in words an operator can act on. */
function unreachable(error: unknown, baseUrl: string): AdminError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new AdminError(`The server at ${baseUrl} did not answer within ${TIMEOUT_MS / 1000} s.`);
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code = errorCode(cause);
  if (code === 'ECONNREFUSED') {
    return new AdminError(
      `No server is running at ${baseUrl} (connection refused).\n` +
        'Start it with `npm start`, or point the CLI at it with --url or ADMIN_URL.',
    );
  }
  const reason = cause instanceof Error ? cause.message : String(error);
  return new AdminError(`Could not reach the server at ${baseUrl}: ${code ?? reason}`);
}

/** The operator API of a running server (src/modules/operator), over HTTP. */
export function createOperatorClient(baseUrl: string, token: string) {
  const root = baseUrl.replace(/\/+$/, '');

  async function call<T extends z.ZodType>(
    answer: T,
    method: 'GET' | 'PUT',
    path: string,
    enabled?: boolean,
  ): Promise<z.output<T>> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          language: 'EN',
          ...(enabled === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(enabled === undefined ? {} : { body: JSON.stringify({ enabled }) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(error, root);
    }
    if (response.status === 403) {
      throw new AdminError(
        `The server at ${root} refused the operator token (403).\n` +
          "Use that server's token: set OPERATOR_TOKEN, or DATA_DIR to the folder the server runs on.",
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = AnyEnvelope.safeParse(body);
    const value = answer.safeParse(envelope.data?.value);
    if (envelope.success && value.success) return value.data;
    const failure = ErrorEnvelope.safeParse(body);
    if (failure.success) throw new AdminError(`${failure.data.message} (${failure.data.code})`);
    throw new AdminError(`Unexpected answer from ${root}${path}: HTTP ${response.status}`);
  }

  const merchant = (code: string) => `/operator/merchants/${encodeURIComponent(code)}`;
  return {
    state: (code: string) => call(State, 'GET', merchant(code)),
    setMaintenance: (code: string, on: boolean) =>
      call(State, 'PUT', `${merchant(code)}/maintenance`, on),
    setRegion: (code: string, on: boolean) =>
      call(State, 'PUT', `${merchant(code)}/region-restriction`, on),
    setModule: (code: string, modId: string, on: boolean) =>
      call(State, 'PUT', `${merchant(code)}/whitelabel/${encodeURIComponent(modId)}`, on),
    feedback: (code: string, page: number) =>
      call(OperatorFeedbackPage, 'GET', `${merchant(code)}/feedback?pageNo=${page}`),
  };
}

export type OperatorClient = ReturnType<typeof createOperatorClient>;
