/**
 * Refusals of the operator's members and adjustments (operator-members.ts). A refusal changes
 * nothing.
 */
export const OPERATOR_MEMBERS_ERROR_MESSAGES = {
  'operator.member.not.found': {
    status: 404,
    EN: 'This merchant has no member with this id',
    TY: 'Walang member na may ganitong id sa merchant na ito',
  },
  'adjustment.not.found': {
    status: 404,
    EN: 'This merchant has no balance adjustment with this id',
    TY: 'Walang balance adjustment na may ganitong id sa merchant na ito',
  },
  'adjustment.not.pending': {
    status: 409,
    EN: 'This adjustment was already decided',
    TY: 'Napagpasyahan na ang adjustment na ito',
  },
  'adjustment.insufficient': {
    status: 409,
    EN: 'This debit would take the member’s balance below zero (balance {balance})',
    TY: 'Bababa sa zero ang balanse ng member dahil sa debit na ito (balanse {balance})',
  },
} as const;
