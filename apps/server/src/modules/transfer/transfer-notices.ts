import type { InboxTexts } from '@app/contracts';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';

/** A message for one member's inbox about a transfer. */
export type TransferNotice = { merchantId: number; account: string; texts: InboxTexts };

/** The two messages of a transfer: to the member who sent it, and to the upline who got it. */
export function transferNotices(transfer: {
  merchantId: number;
  amount: number;
  symbol: string;
  from: string;
  to: string;
}): TransferNotice[] {
  const amount = formatMinor(transfer.symbol, transfer.amount);
  const from = escapeHtml(transfer.from);
  const to = escapeHtml(transfer.to);
  return [
    {
      merchantId: transfer.merchantId,
      account: transfer.from,
      texts: {
        EN: {
          title: 'Transfer to your upline sent',
          content: `<p>You sent ${amount} from your wallet to your upline agent ${to}.</p>`,
        },
        TY: {
          title: 'Naipadala na ang transfer sa upline mo',
          content: `<p>Nagpadala ka ng ${amount} mula sa wallet mo sa upline agent mong si ${to}.</p>`,
        },
      },
    },
    {
      merchantId: transfer.merchantId,
      account: transfer.to,
      texts: {
        EN: {
          title: 'Transfer received from your downline',
          content: `<p>${from} sent you ${amount}. It is already in your wallet.</p>`,
        },
        TY: {
          title: 'May natanggap kang transfer mula sa downline mo',
          content: `<p>Nagpadala sa iyo si ${from} ng ${amount}. Nasa wallet mo na ito.</p>`,
        },
      },
    },
  ];
}
