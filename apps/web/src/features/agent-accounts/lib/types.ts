import { grantableTypes, isGrantedAgent } from '@app/contracts';

export type GrantedKind = 'player' | 'agent';

/** The types this agent may give, as the two choices of the screens (player first). */
export function grantedChoices(callerType: number): { kind: GrantedKind; type: number }[] {
  return grantableTypes(callerType).map((type) => ({
    kind: isGrantedAgent(type) ? 'agent' : 'player',
    type,
  }));
}

export const kindOf = (type: number): GrantedKind => (isGrantedAgent(type) ? 'agent' : 'player');
