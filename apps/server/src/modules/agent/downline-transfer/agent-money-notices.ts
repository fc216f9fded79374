import { escapeHtml, formatMinor } from '@/lib/money-text.js';
import type { AgentMoneyNotice } from './agent-money.js';

type Sent = { merchantId: number; symbol: string; from: string; to: string; amount: number };

/** Each kind's message, in both languages, from the agent's name and the amount (escaped, formatted). */
const TEXTS = {
  transfer: (from: string, amount: string) => ({
    EN: {
      title: 'Transfer received from your agent',
      content: `<p>Your agent ${from} sent you ${amount}. It is already in your wallet.</p>`,
    },
    TY: {
      title: 'May transfer ka mula sa agent mo',
      content: `<p>Nagpadala sa iyo ang agent mong si ${from} ng ${amount}. Nasa wallet mo na ito.</p>`,
    },
  }),
  envelope: (from: string, amount: string) => ({
    EN: {
      title: 'A red envelope from your agent',
      content: `<p>${from} sent you a red envelope of ${amount}. It is already in your wallet: open it on the home page.</p>`,
    },
    TY: {
      title: 'May red envelope ka mula sa agent mo',
      content: `<p>Pinadalhan ka ni ${from} ng red envelope na ${amount}. Nasa wallet mo na ito: buksan mo sa home page.</p>`,
    },
  }),
};

/** The receiver's inbox message of money from their agent: a transfer, or a red envelope's share. */
export function agentMoneyNotice(kind: keyof typeof TEXTS, sent: Sent): AgentMoneyNotice {
  return {
    merchantId: sent.merchantId,
    account: sent.to,
    texts: TEXTS[kind](escapeHtml(sent.from), formatMinor(sent.symbol, sent.amount)),
  };
}
