import { createHmac } from 'node:crypto';
import {
  SEAMLESS_HEADERS,
  signedText,
  type AuthenticateOk,
  type SeamlessAction,
  type WalletAnswer,
  type WalletOk,
  type WalletRefusal,
} from '@app/contracts';

/** The bodies of the wallet's money calls, as this provider sends them. */
export type DebitBody = {
  playerId: string;
  sessionToken: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  amount: number;
};
export type CreditBody = {
  playerId: string;
  gameId: string;
  roundId: string;
  transactionId: string;
  amount: number;
  roundEnded: boolean;
};
export type RollbackBody = {
  playerId: string;
  roundId: string;
  transactionId: string;
  refTransactionId: string;
};

/** Where the operator's wallet is and how this provider signs its calls. */
export type WalletConfig = {
  /** The provider's code at the operator. */
  code: string;
  secret: string;
  /** The operator's seamless wallet base URL (…/lgw/seamless), read at each call. */
  walletUrl: () => string;
};

/** The operator could not be reached or answered something that is not the protocol's. */
export class WalletUnreachable extends Error {
  override readonly name = 'WalletUnreachable';
}

const CALL_TIMEOUT_MS = 8_000;

/**
 * The provider's side of the seamless wallet (contracts/seamless-wallet.ts): each call signed
 * with the shared secret over the exact body sent. A refusal is an answer (status ERROR); only a
 * network failure or a garbled answer throws.
 */
export function createWalletClient(config: WalletConfig) {
  async function call<A extends WalletAnswer>(
    action: SeamlessAction,
    body: Record<string, unknown>,
  ): Promise<A | WalletRefusal> {
    const text = JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', config.secret)
      .update(signedText(timestamp, text))
      .digest('hex');
    let response: Response;
    try {
      response = await fetch(`${config.walletUrl()}/${action}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_HEADERS.provider]: config.code,
          [SEAMLESS_HEADERS.timestamp]: timestamp,
          [SEAMLESS_HEADERS.signature]: signature,
        },
        body: text,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WalletUnreachable(`wallet ${action}: ${String(error)}`, { cause: error });
    }
    const answer = (await response.json().catch(() => undefined)) as A | WalletRefusal | undefined;
    if (answer?.status !== 'OK' && answer?.status !== 'ERROR') {
      throw new WalletUnreachable(`wallet ${action}: HTTP ${response.status}, not an answer`);
    }
    return answer;
  }

  return {
    authenticate: (launchToken: string) => call<AuthenticateOk>('authenticate', { launchToken }),
    balance: (playerId: string) => call<WalletOk>('balance', { playerId }),
    debit: (body: DebitBody) => call<WalletOk>('debit', body),
    credit: (body: CreditBody) => call<WalletOk>('credit', body),
    rollback: (body: RollbackBody) => call<WalletOk>('rollback', body),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
