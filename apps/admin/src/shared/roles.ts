import type { OperatorRole } from '@app/contracts';

/** The roles an account can have (packages/contracts operator-accounts.ts), in the menu's order. */
export const ROLES: readonly OperatorRole[] = [
  'owner',
  'finance',
  'risk',
  'support',
  'content',
  'agent_manager',
  'auditor',
];
