import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/** Error messages of agent rebates (issue 27): the original's two, and the quota's. */
export const AGENT_REBATES_ERROR_MESSAGES = {
  /** Lowering a downline's rate (or setting one below the merchant minimum). */
  'agent.rebate.lower': {
    status: 400,
    EN: 'The rebate cannot be adjusted',
    TY: 'Hindi puwedeng baguhin ang rebate',
  },
  /** Above the agent's own rate or the merchant maximum, or a fraction of a basis point. */
  'agent.rebate.series': {
    status: 400,
    EN: 'Please set the correct rebate series value',
    TY: 'Pakilagay ang tamang halaga ng rebate',
  },
  'agent.rebate.quota': {
    status: 409,
    EN: 'No quota left for this rebate rate. Choose a lower rate.',
    TY: 'Wala nang natitirang quota para sa rebate na ito. Pumili ng mas mababa.',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
