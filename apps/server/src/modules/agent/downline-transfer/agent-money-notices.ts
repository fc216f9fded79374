import type { AgentMoneyNotice } from './agent-money.js';
import { escapeHtml, formatMinor } from '@/lib/money-text.js';

/** The receiver's message of a transfer from their agent. */
export function downlineTransferNotice(input: {
  merchantId: number;
  symbol: string;
  from: string;
  to: string;
  amount: number;
}): AgentMoneyNotice {
  const amount = formatMinor(input.symbol, input.amount);
  const from = escapeHtml(input.from);
  return {
    merchantId: input.merchantId,
    account: input.to,
    texts: {
      EN: {
        title: 'Transfer received from your agent',
        content: `<p>Your agent ${from} sent you ${amount}. It is already in your wallet.</p>`,
      },
      TY: {
        title: 'May transfer ka mula sa agent mo',
        content: `<p>Nagpadala sa iyo ang agent mong si ${from} ng ${amount}. Nasa wallet mo na ito.</p>`,
      },
    },
  };
}

/** A receiver's message of a red envelope: their share, and the envelope waiting on home. */
export function redEnvelopeNotice(input: {
  merchantId: number;
  symbol: string;
  from: string;
  to: string;
  amount: number;
}): AgentMoneyNotice {
  const amount = formatMinor(input.symbol, input.amount);
  const from = escapeHtml(input.from);
  return {
    merchantId: input.merchantId,
    account: input.to,
    texts: {
      EN: {
        title: 'A red envelope from your agent',
        content: `<p>${from} sent you a red envelope of ${amount}. It is already in your wallet: open it on the home page.</p>`,
      },
      TY: {
        title: 'May red envelope ka mula sa agent mo',
        content: `<p>Pinadalhan ka ni ${from} ng red envelope na ${amount}. Nasa wallet mo na ito: buksan mo sa home page.</p>`,
      },
    },
  };
}
