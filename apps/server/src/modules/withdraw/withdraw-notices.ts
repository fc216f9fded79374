import { rejectionTexts, requestNotice, type RequestNotice } from '@/lib/request-notices.js';
import { escapeHtml } from '@/lib/money-text.js';
import type { OperatorWithdrawView } from './withdraw.repository.js';

/** A message to the member about their withdrawal's progress or outcome, for their inbox. */
export type WithdrawNotice = RequestNotice;

/**
 * The inbox message of a claim (the cashier started paying), a payment or a rejection; none for
 * a member's own cancel.
 */
export function withdrawNotice(view: OperatorWithdrawView): WithdrawNotice | undefined {
  const { payee } = view.request;
  const to = escapeHtml(`${payee.bankName} ${payee.accountNumber.slice(-4)}`);
  return requestNotice(view, {
    processing: ({ amount, ref }) => ({
      EN: {
        title: 'Withdrawal being processed',
        content: `<p>The cashier has started sending your withdrawal of ${amount} (reference ${ref}) to ${to}. It can no longer be cancelled.</p>`,
      },
      TY: {
        title: 'Pinoproseso na ang withdrawal mo',
        content: `<p>Sinimulan na ng cashier ang pagpapadala ng withdrawal mong ${amount} (reference ${ref}) sa ${to}. Hindi na ito puwedeng i-cancel.</p>`,
      },
    }),
    paid: ({ amount, ref }) => ({
      EN: {
        title: 'Withdrawal paid',
        content: `<p>Your withdrawal of ${amount} (reference ${ref}) has been sent to ${to}. Depending on your bank it may take a few minutes to arrive.</p>`,
      },
      TY: {
        title: 'Naipadala na ang withdrawal mo',
        content: `<p>Naipadala na ang withdrawal mong ${amount} (reference ${ref}) sa ${to}. Depende sa bangko mo, ilang minuto bago ito dumating.</p>`,
      },
    }),
    rejected: (words) =>
      rejectionTexts(
        words,
        { EN: 'withdrawal', TY: 'withdrawal' },
        {
          EN: 'The amount is back in your wallet.',
          TY: 'Naibalik na ang halaga sa wallet mo.',
        },
      ),
  });
}
