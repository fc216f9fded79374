import type { InboxTexts } from '@app/contracts';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';
import type { OperatorRequestView } from './deposit.repository.js';

/** A message to the member about their request's outcome, for their inbox. */
export type DepositNotice = {
  merchantId: number;
  account: string;
  texts: InboxTexts;
  /** Who the inbox shows as sender; the cashier when unset. */
  sender?: string;
};

/** The inbox message of an approval or a rejection; none for other states. */
export function depositNotice({
  request,
  account,
  symbol,
}: OperatorRequestView): DepositNotice | undefined {
  const credit = formatMinor(symbol, request.credit);
  const amount = formatMinor(symbol, request.amount);
  const ref = escapeHtml(request.reference);
  if (request.status === 'approved') {
    return {
      merchantId: request.merchantId,
      account,
      texts: {
        EN: {
          title: 'Deposit approved',
          content: `<p>Your deposit of ${amount} (reference ${ref}) is approved: ${credit} is now in your wallet. Good luck!</p>`,
        },
        TY: {
          title: 'Approved na ang deposit mo',
          content: `<p>Approved na ang deposit mong ${amount} (reference ${ref}): pumasok na ang ${credit} sa wallet mo. Good luck!</p>`,
        },
      },
    };
  }
  if (request.status === 'rejected') {
    const reason = escapeHtml(request.rejectReason ?? '');
    return {
      merchantId: request.merchantId,
      account,
      texts: {
        EN: {
          title: 'Deposit not approved',
          content: `<p>Your deposit of ${amount} (reference ${ref}) was not approved. Reason: ${reason}</p><p>Nothing was taken from your wallet. Contact customer service if you have already sent the money.</p>`,
        },
        TY: {
          title: 'Hindi na-approve ang deposit mo',
          content: `<p>Hindi na-approve ang deposit mong ${amount} (reference ${ref}). Dahilan: ${reason}</p><p>Walang nabawas sa wallet mo. Kontakin ang customer service kung naipadala mo na ang pera.</p>`,
        },
      },
    };
  }
  return undefined;
}
