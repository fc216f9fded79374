/**
 * Refusals of the operator's agent tree and agents' rates (operator-agents.ts). A refusal changes
 * nothing.
 */
export const OPERATOR_AGENTS_ERROR_MESSAGES = {
  'operator.agent.not.found': {
    status: 404,
    EN: 'This merchant has no member with the account {account}',
    TY: 'Walang member na may account na {account} sa merchant na ito',
  },
  'operator.agent.not.agent': {
    status: 409,
    EN: '{account} is not an agent: only an agent can have a downline',
    TY: 'Hindi agent si {account}: agent lang ang puwedeng magkaroon ng downline',
  },
  'operator.agent.move.self': {
    status: 409,
    EN: 'A member cannot be moved under itself or under its own downline',
    TY: 'Hindi puwedeng ilipat ang member sa ilalim ng sarili nito o ng sarili nitong downline',
  },
  'operator.agent.move.same': {
    status: 409,
    EN: '{account} is already the upline of this member',
    TY: 'Si {account} na ang upline ng member na ito',
  },
  'operator.agent.move.rates': {
    status: 409,
    EN: 'The member’s rebate rate on {product} ({rate}) is above the new upline’s ({upline}): a downline’s rate never exceeds its upline’s',
    TY: 'Mas mataas ang rebate rate ng member sa {product} ({rate}) kaysa sa bagong upline ({upline}): hindi puwedeng lumampas ang rate ng downline sa upline nito',
  },
  'operator.agent.move.quota': {
    status: 409,
    EN: 'The new upline has used its quota of direct downlines at {rate} on {product}',
    TY: 'Naubos na ng bagong upline ang quota nito ng direktang downline sa {rate} sa {product}',
  },
  'operator.agent.move.contract': {
    status: 409,
    EN: 'The member has a contract with its upline that is pending or in force ({kind}): end it on the contracts page first',
    TY: 'May kontrata ang member sa upline nito na nakabinbin o may bisa ({kind}): tapusin muna ito sa pahina ng mga kontrata',
  },
  'operator.agent.move.chain': {
    status: 409,
    EN: 'Agent {account} above this team or above the new upline has a contract pending or in force ({kind}): its period is paid on the team it has at the close, so end it first or move the team after the period is paid',
    TY: 'May kontratang nakabinbin o may bisa ({kind}) ang agent na si {account} sa itaas ng team na ito o ng bagong upline: binabayaran ang period nito ayon sa team sa pagsasara, kaya tapusin muna ito o ilipat ang team kapag nabayaran na ang period',
  },
  'operator.agent.rate.upline': {
    status: 409,
    EN: 'The rate on {product} cannot go above {limit}, the upline’s rate or the merchant’s maximum',
    TY: 'Hindi puwedeng lumampas ang rate sa {product} sa {limit}, ang rate ng upline o ang maximum ng merchant',
  },
  'operator.agent.rate.lower': {
    status: 409,
    EN: 'A rate is only raised: the rate on {product} is {current} now',
    TY: 'Itinataas lang ang rate: {current} ang rate sa {product} ngayon',
  },
} as const;
