import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/**
 * Error messages of an agent's money to its team: the transfer to a downline and the red envelope
 * rain (contracts/agent-transfers.ts, issue 26). A refusal moves nothing.
 */
export const AGENT_MONEY_ERROR_MESSAGES = {
  /** AGENTS.md: the original platform's own words for an agent short of cash. */
  'agent.balance.insufficient': {
    status: 409,
    EN: 'Balance insufficient',
    TY: 'Kulang ang balanse mo',
  },
  'agent.transfer.amount.min': {
    status: 400,
    EN: 'The smallest transfer is {min}',
    TY: '{min} ang pinakamababang puwedeng i-transfer',
  },
  'agent.transfer.amount.max': {
    status: 400,
    EN: 'The most you can send at once is {max}',
    TY: '{max} ang pinakamalaking puwedeng ipadala nang isang beses',
  },
  'agent.transfer.trial': {
    status: 400,
    EN: 'Free-trial accounts cannot receive money',
    TY: 'Hindi puwedeng padalhan ng pera ang free-trial na account',
  },
  'agent.envelope.share.min': {
    status: 400,
    EN: 'Each receiver gets at least {min}: send at least {total} to {count}',
    TY: 'Hindi bababa sa {min} ang bawat tatanggap: magpadala ng hindi bababa sa {total} para sa {count}',
  },
  'agent.envelope.amount.max': {
    status: 400,
    EN: 'A red envelope holds at most {max}',
    TY: '{max} ang pinakamalaking laman ng isang red envelope',
  },
  'agent.envelope.receivers.max': {
    status: 400,
    EN: 'Send to at most {max} members at once',
    TY: 'Hanggang {max} na miyembro lang ang puwedeng padalhan nang sabay',
  },
  'agent.envelope.receivers.none': {
    status: 400,
    EN: 'You have no direct downline to send to yet',
    TY: 'Wala ka pang direktang downline na mapapadalhan',
  },
  'agent.envelope.not.found': {
    status: 404,
    EN: 'Red envelope not found',
    TY: 'Hindi makita ang red envelope',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
