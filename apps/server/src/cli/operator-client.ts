import {
  ErrorEnvelope,
  OperatorDeposit,
  OperatorPromotion,
  OperatorPromotionApplication,
  type OperatorPromotionInput,
  OperatorDepositChannel,
  type OperatorDepositChannelBody,
  OperatorDepositDecision,
  OperatorWithdrawal,
  OperatorWithdrawalDecision,
  OperatorGame,
  OperatorVendor,
  type OperatorGameSwitch,
  type OperatorOrder,
  OperatorFeedbackPage,
  OperatorInboxMessage,
  OperatorMerchantState,
  successEnvelope,
  type ContentKind,
  type InboxSendInput,
  type JackpotSettings,
} from '@app/contracts';
import { z } from 'zod';

/** A failure the CLI explains in one message and exits 1 for. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const TIMEOUT_MS = 10_000;

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  // Several addresses tried (localhost → ::1 and 127.0.0.1): the first one's reason.
  if (error instanceof AggregateError) return errorCode(error.errors[0]);
  return undefined;
}

/** Why fetch could not reach the server, in words an operator can act on. */
function unreachable(error: unknown, baseUrl: string, where: string): AdminError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new AdminError(
      `The server at ${baseUrl} did not answer within ${TIMEOUT_MS / 1000} s.${where}`,
    );
  }
  const cause = error instanceof Error ? error.cause : undefined;
  const code = errorCode(cause);
  if (code === 'ECONNREFUSED') {
    return new AdminError(
      `No server is running at ${baseUrl} (connection refused).${where}\n` +
        'Start it with `npm start`, or point the CLI at it with --url or ADMIN_URL.',
    );
  }
  const reason = cause instanceof Error ? cause.message : String(error);
  return new AdminError(`Could not reach the server at ${baseUrl}: ${code ?? reason}${where}`);
}

const AnyEnvelope = successEnvelope(z.unknown());
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The operator API of a running server (src/modules/operator), over HTTP. */
/** What to do about a 403: the setup token closed, a role short of the right, or a wrong key. */
function refusal(root: string, code: string | undefined): AdminError {
  if (code === 'operator.bootstrap.closed') {
    return new AdminError(
      `The server at ${root} no longer takes the setup token: an owner account exists.\n` +
        'Sign in to the console (/admin) as a staff member, make an API key under My account ' +
        '(or POST /operator/me/api-keys) and set OPERATOR_API_KEY to it.',
    );
  }
  return new AdminError(
    `The server at ${root} refused this (403): the key's role may not make this change, or the ` +
      "key or token is not this server's.\nSet OPERATOR_API_KEY to a key of an operator with " +
      "the right, or (before any owner exists) OPERATOR_TOKEN or DATA_DIR to the server's.",
  );
}

export function createOperatorClient(baseUrl: string, token: string, where?: string) {
  // Said when the server cannot be reached: where the address came from and where else to look.
  const hint = where ? `\n${where}` : '';
  const root = baseUrl.replace(/\/+$/, '');

  /** One call: the success envelope's value, or an AdminError that says what went wrong. */
  async function send(method: Method, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          language: 'EN',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unreachable(error, root, hint);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 403) throw refusal(root, ErrorEnvelope.safeParse(answer).data?.code);
    const success = AnyEnvelope.safeParse(answer);
    if (success.success) return success.data.value;
    const failure = ErrorEnvelope.safeParse(answer);
    if (failure.success) {
      const { message, code, field } = failure.data;
      throw new AdminError(`${message} (${code}${field ? `, field ${field}` : ''})`);
    }
    throw new AdminError(`Unexpected answer from ${root}${path}: HTTP ${response.status}`);
  }

  async function call<T extends z.ZodType>(
    schema: T,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<z.output<T>> {
    const value = schema.safeParse(await send(method, path, body));
    if (!value.success) throw new AdminError(`Unexpected answer from ${root}${path}`);
    return value.data;
  }

  const merchant = (code: string) => `/operator/merchants/${encodeURIComponent(code)}`;
  const state = (method: Method, path: string, enabled?: boolean) =>
    call(OperatorMerchantState, method, path, enabled === undefined ? undefined : { enabled });
  const item = (code: string, kind: ContentKind, id: number) => `${merchant(code)}/${kind}/${id}`;

  /**
   * A queue of members' requests the operator decides (operator-request-review.ts): the list by
   * status, a decision by its step, and the rejection with the reason.
   */
  const requestReview = <Row extends z.ZodType, Decision extends z.ZodType>(
    queue: string,
    row: Row,
    decision: Decision,
  ) => ({
    list: (code: string, status: string) =>
      call(z.array(row), 'GET', `${merchant(code)}/${queue}?status=${encodeURIComponent(status)}`),
    decide: (step: string) => (code: string, id: number) =>
      call(decision, 'POST', `${merchant(code)}/${queue}/${id}/${step}`),
    reject: (code: string, id: number, reason: string) =>
      call(decision, 'POST', `${merchant(code)}/${queue}/${id}/reject`, { reason }),
  });
  const deposits = requestReview('deposits', OperatorDeposit, OperatorDepositDecision);
  const withdrawals = requestReview('withdrawals', OperatorWithdrawal, OperatorWithdrawalDecision);

  return {
    /** A call of the platform's operator API (game providers), not a merchant's. */
    platform: <T extends z.ZodType>(
      schema: T,
      path: string,
      method: Method = 'GET',
      body?: unknown,
    ) => call(schema, method, path, body),
    /**
     * A call under the merchant's path: the agent period engine's (admin-periods.ts) and the
     * agent contracts' (admin-contracts.ts).
     */
    periods:
      (code: string) =>
      <T extends z.ZodType>(schema: T, method: Method, path: string, body?: unknown) =>
        call(schema, method, `${merchant(code)}${path}`, body),
    state: (code: string) => state('GET', merchant(code)),
    setMaintenance: (code: string, on: boolean) =>
      state('PUT', `${merchant(code)}/maintenance`, on),
    setRegion: (code: string, on: boolean) =>
      state('PUT', `${merchant(code)}/region-restriction`, on),
    setWithdrawal: (code: string, on: boolean) => state('PUT', `${merchant(code)}/withdrawal`, on),
    setVipDisplay: (code: string, on: boolean) =>
      state('PUT', `${merchant(code)}/vip-benefit-display`, on),
    setModule: (code: string, modId: string, on: boolean) =>
      state('PUT', `${merchant(code)}/whitelabel/${encodeURIComponent(modId)}`, on),
    setJackpot: (code: string, jackpot: JackpotSettings) =>
      call(OperatorMerchantState, 'PUT', `${merchant(code)}/jackpot`, jackpot),
    resetJackpot: (code: string) =>
      call(OperatorMerchantState, 'DELETE', `${merchant(code)}/jackpot`),

    /** The merchant's banners and notices, hot matches or help entries: whatever the API holds. */
    listContent: (code: string, kind: ContentKind) =>
      call(ContentItems, 'GET', `${merchant(code)}/${kind}`),
    addContent: (code: string, kind: ContentKind, body: unknown) =>
      call(ContentItem, 'POST', `${merchant(code)}/${kind}`, body),
    replaceContent: (code: string, kind: ContentKind, id: number, body: unknown) =>
      call(ContentItem, 'PUT', item(code, kind, id), body),
    removeContent: (code: string, kind: ContentKind, id: number) =>
      call(z.boolean(), 'DELETE', item(code, kind, id)),

    sentMessages: (code: string) =>
      call(z.array(OperatorInboxMessage), 'GET', `${merchant(code)}/inbox`),
    sendMessage: (code: string, body: InboxSendInput) =>
      call(OperatorInboxMessage, 'POST', `${merchant(code)}/inbox`, body),
    recallMessage: (code: string, id: number) =>
      call(z.boolean(), 'DELETE', `${merchant(code)}/inbox/${id}`),

    feedback: (code: string, page: number) =>
      call(OperatorFeedbackPage, 'GET', `${merchant(code)}/feedback?pageNo=${page}`),

    gameVendors: (code: string) =>
      call(z.array(OperatorVendor), 'GET', `${merchant(code)}/games/vendors`),
    games: (code: string, vendor: string) =>
      call(
        z.array(OperatorGame),
        'GET',
        `${merchant(code)}/games?vendor=${encodeURIComponent(vendor)}`,
      ),
    setGame: (code: string, nodeId: string, change: OperatorGameSwitch) =>
      call(OperatorGame, 'PUT', `${merchant(code)}/games/${nodeId}`, change),
    setGameVendor: (code: string, vendor: string, enabled: boolean) =>
      call(OperatorVendor, 'PUT', `${merchant(code)}/games/vendors/${encodeURIComponent(vendor)}`, {
        enabled,
      }),
    orderGames: (code: string, order: OperatorOrder) =>
      call(z.boolean(), 'PUT', `${merchant(code)}/games/order`, order),

    promotions: (code: string) =>
      call(z.array(OperatorPromotion), 'GET', `${merchant(code)}/promotions`),
    addPromotion: (code: string, body: OperatorPromotionInput) =>
      call(OperatorPromotion, 'POST', `${merchant(code)}/promotions`, body),
    switchPromotion: (code: string, id: number, enabled: boolean) =>
      call(OperatorPromotion, 'PUT', `${merchant(code)}/promotions/${id}/enabled`, { enabled }),
    promotionClaims: (code: string) =>
      call(
        z.array(OperatorPromotionApplication),
        'GET',
        `${merchant(code)}/promotions/applications`,
      ),
    approvePromotionClaim: (code: string, id: number) =>
      call(
        OperatorPromotionApplication,
        'POST',
        `${merchant(code)}/promotions/applications/${id}/approve`,
      ),
    rejectPromotionClaim: (code: string, id: number, reason: string) =>
      call(
        OperatorPromotionApplication,
        'POST',
        `${merchant(code)}/promotions/applications/${id}/reject`,
        { reason },
      ),
    depositChannels: (code: string) =>
      call(z.array(OperatorDepositChannel), 'GET', `${merchant(code)}/deposit-channels`),
    saveDepositChannel: (code: string, channelCode: string, body: OperatorDepositChannelBody) =>
      call(
        OperatorDepositChannel,
        'PUT',
        `${merchant(code)}/deposit-channels/${encodeURIComponent(channelCode)}`,
        body,
      ),
    deposits: deposits.list,
    approveDeposit: deposits.decide('approve'),
    rejectDeposit: deposits.reject,

    withdrawals: withdrawals.list,
    processWithdrawal: withdrawals.decide('process'),
    payWithdrawal: withdrawals.decide('pay'),
    rejectWithdrawal: withdrawals.reject,
  };
}

/** A content item as the operator API answers it: an id and its fields, printed as they come. */
const ContentItem = z.looseObject({ id: z.number().int(), sortOrder: z.number().int() });
export type ContentItem = z.infer<typeof ContentItem>;
const ContentItems = z.array(ContentItem);

export type OperatorClient = ReturnType<typeof createOperatorClient>;
