import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/** Error messages of the period engine's payouts (contracts/agent-payouts.ts, issue 27). */
export const AGENT_PAYOUTS_ERROR_MESSAGES = {
  /** AGENTS.md: the original's words for an upline short of what its downlines are due. */
  'agent.dividend.insufficient': {
    status: 409,
    EN: 'Your dividend amount is insufficient to be distributed',
    TY: 'Kulang ang halaga ng dibidendo mo para maipamahagi',
  },
  'agent.payout.nothing.owed': {
    status: 409,
    EN: 'You owe your downlines nothing',
    TY: 'Wala kang utang sa mga downline mo',
  },
  'payouts.run.not.found': {
    status: 404,
    EN: 'No run for this period',
    TY: 'Walang takbo para sa panahong ito',
  },
  'payouts.run.paid': {
    status: 409,
    EN: 'This period was paid: it cannot be computed again',
    TY: 'Nabayaran na ang panahong ito: hindi na ito puwedeng kuwentahin ulit',
  },
  'payouts.period.open': {
    status: 409,
    EN: 'This period has not closed yet',
    TY: 'Hindi pa sarado ang panahong ito',
  },
  'payouts.period.invalid': {
    status: 400,
    EN: 'No such period',
    TY: 'Walang ganitong panahon',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
