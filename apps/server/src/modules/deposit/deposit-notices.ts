import { rejectionTexts, requestNotice, type RequestNotice } from '@/lib/request-notices.js';
import { formatMinor } from '@/lib/money-text.js';
import type { OperatorRequestView } from './deposit.repository.js';

/** A message to the member about their request's outcome, for their inbox. */
export type DepositNotice = RequestNotice;

/** The inbox message of an approval or a rejection; none for other states. */
export function depositNotice(view: OperatorRequestView): DepositNotice | undefined {
  const credit = formatMinor(view.symbol, view.request.credit);
  return requestNotice(view, {
    approved: ({ amount, ref }) => ({
      EN: {
        title: 'Deposit approved',
        content: `<p>Your deposit of ${amount} (reference ${ref}) is approved: ${credit} is now in your wallet. Good luck!</p>`,
      },
      TY: {
        title: 'Approved na ang deposit mo',
        content: `<p>Approved na ang deposit mong ${amount} (reference ${ref}): pumasok na ang ${credit} sa wallet mo. Good luck!</p>`,
      },
    }),
    rejected: (words) =>
      rejectionTexts(
        words,
        { EN: 'deposit', TY: 'deposit' },
        {
          EN: 'Nothing was taken from your wallet. Contact customer service if you have already sent the money.',
          TY: 'Walang nabawas sa wallet mo. Kontakin ang customer service kung naipadala mo na ang pera.',
        },
      ),
  });
}
