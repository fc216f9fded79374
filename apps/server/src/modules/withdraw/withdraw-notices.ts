import type { InboxTexts } from '@app/contracts';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';
import type { OperatorWithdrawView } from './withdraw.repository.js';

/** A message to the member about their withdrawal's progress or outcome, for their inbox. */
export type WithdrawNotice = { merchantId: number; account: string; texts: InboxTexts };

/**
 * The inbox message of a claim (the cashier started paying), a payment or a rejection; none for
 * a member's own cancel.
 */
export function withdrawNotice({
  request,
  account,
  symbol,
}: OperatorWithdrawView): WithdrawNotice | undefined {
  const amount = formatMinor(symbol, request.amount);
  const ref = escapeHtml(request.reference);
  const to = escapeHtml(`${request.payee.bankName} ${request.payee.accountNumber.slice(-4)}`);
  if (request.status === 'processing') {
    return {
      merchantId: request.merchantId,
      account,
      texts: {
        EN: {
          title: 'Withdrawal being processed',
          content: `<p>The cashier has started sending your withdrawal of ${amount} (reference ${ref}) to ${to}. It can no longer be cancelled.</p>`,
        },
        TY: {
          title: 'Pinoproseso na ang withdrawal mo',
          content: `<p>Sinimulan na ng cashier ang pagpapadala ng withdrawal mong ${amount} (reference ${ref}) sa ${to}. Hindi na ito puwedeng i-cancel.</p>`,
        },
      },
    };
  }
  if (request.status === 'paid') {
    return {
      merchantId: request.merchantId,
      account,
      texts: {
        EN: {
          title: 'Withdrawal paid',
          content: `<p>Your withdrawal of ${amount} (reference ${ref}) has been sent to ${to}. Depending on your bank it may take a few minutes to arrive.</p>`,
        },
        TY: {
          title: 'Naipadala na ang withdrawal mo',
          content: `<p>Naipadala na ang withdrawal mong ${amount} (reference ${ref}) sa ${to}. Depende sa bangko mo, ilang minuto bago ito dumating.</p>`,
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
          title: 'Withdrawal not approved',
          content: `<p>Your withdrawal of ${amount} (reference ${ref}) was not approved. Reason: ${reason}</p><p>The amount is back in your wallet.</p>`,
        },
        TY: {
          title: 'Hindi na-approve ang withdrawal mo',
          content: `<p>Hindi na-approve ang withdrawal mong ${amount} (reference ${ref}). Dahilan: ${reason}</p><p>Naibalik na ang halaga sa wallet mo.</p>`,
        },
      },
    };
  }
  return undefined;
}
