import type { InboxTexts, Language } from '@app/contracts';
import { escapeHtml, formatMinor } from './money-text.js';

/** A message to a member about their money request (deposit, withdrawal), for their inbox. */
export type RequestNotice = {
  merchantId: number;
  account: string;
  texts: InboxTexts;
  /** Who the inbox shows as sender; the cashier when unset. */
  sender?: string;
};

/** What every notice of a request says: its amount and reference, as inbox HTML. */
export type RequestWords = { amount: string; ref: string; reason: string };

type RequestOf<S extends string> = {
  merchantId: number;
  status: S;
  amount: number;
  reference: string;
  rejectReason: string | null;
};

/**
 * The inbox message of the request's state: `textsOf[status]` with the request's words, to the
 * member's account; none for a state without texts.
 */
export function requestNotice<S extends string>(
  { request, account, symbol }: { request: RequestOf<S>; account: string; symbol: string },
  textsOf: Partial<Record<S, (words: RequestWords) => InboxTexts>>,
): RequestNotice | undefined {
  const texts = textsOf[request.status];
  if (!texts) return undefined;
  const words = {
    amount: formatMinor(symbol, request.amount),
    ref: escapeHtml(request.reference),
    reason: escapeHtml(request.rejectReason ?? ''),
  };
  return { merchantId: request.merchantId, account, texts: texts(words) };
}

/**
 * The texts of a rejected request: which request (`noun` in each language), the operator's reason,
 * then `after`, what the rejection means for the member's wallet.
 */
export function rejectionTexts(
  { amount, ref, reason }: RequestWords,
  noun: Record<Language, string>,
  after: Record<Language, string>,
): InboxTexts {
  const Noun = noun.EN.charAt(0).toUpperCase() + noun.EN.slice(1);
  return {
    EN: {
      title: `${Noun} not approved`,
      content: `<p>Your ${noun.EN} of ${amount} (reference ${ref}) was not approved. Reason: ${reason}</p><p>${after.EN}</p>`,
    },
    TY: {
      title: `Hindi na-approve ang ${noun.TY} mo`,
      content: `<p>Hindi na-approve ang ${noun.TY} mong ${amount} (reference ${ref}). Dahilan: ${reason}</p><p>${after.TY}</p>`,
    },
  };
}
