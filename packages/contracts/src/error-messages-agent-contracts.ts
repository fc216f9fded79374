import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/** Error messages of agent contracts (contracts/agent-contracts.ts, issue 27). */
export const AGENT_CONTRACTS_ERROR_MESSAGES = {
  'contract.terms.invalid': {
    status: 400,
    EN: 'Please set the contract tiers correctly',
    TY: 'Pakiayos nang tama ang mga tier ng kontrata',
  },
  'contract.tier.order': {
    status: 400,
    EN: 'Tier {tier} must have a higher bet and a higher rate than the tier before it',
    TY: 'Dapat mas mataas ang taya at rate ng tier {tier} kaysa sa naunang tier',
  },
  'contract.tier.mode': {
    status: 400,
    EN: 'Tier {tier} must pay the same way (rate or fixed amount) as the other tiers and your own contract',
    TY: 'Dapat pareho ang paraan ng bayad (rate o fixed na halaga) ng tier {tier} sa ibang tier at sa sarili mong kontrata',
  },
  'contract.tier.above.upline': {
    status: 400,
    EN: 'Tier {tier} is above what your own contract allows (at most {max})',
    TY: 'Lampas ang tier {tier} sa pinapayagan ng sarili mong kontrata (hanggang {max} lang)',
  },
  'contract.upline.none': {
    status: 409,
    EN: 'You have no contract of this kind yourself, so you cannot offer one',
    TY: 'Wala kang sariling kontrata ng ganitong uri, kaya hindi ka puwedeng mag-alok nito',
  },
  'contract.downline.exempt': {
    status: 400,
    EN: 'This account cannot have contracts',
    TY: 'Hindi puwedeng magkaroon ng kontrata ang account na ito',
  },
  'contract.top.only': {
    status: 400,
    EN: 'The operator offers contracts to top agents only',
    TY: 'Sa mga top agent lang nag-aalok ng kontrata ang operator',
  },
  'contract.request.none': {
    status: 404,
    EN: 'There is no contract request to answer',
    TY: 'Walang request ng kontrata na sasagutin',
  },
  'contract.none': {
    status: 404,
    EN: 'There is no contract to terminate',
    TY: 'Walang kontratang tatapusin',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
