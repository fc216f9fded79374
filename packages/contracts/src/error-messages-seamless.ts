import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/**
 * Refusals of the seamless wallet's callbacks (contracts/seamless-wallet.ts). The provider shows
 * the message to the player inside the game, so it is in the player's language; the provider acts
 * on the code. A refusal moves nothing.
 */
export const SEAMLESS_ERROR_MESSAGES = {
  'seamless.signature': {
    status: 401,
    EN: 'The call is not signed by a known game provider',
    TY: 'Hindi pirmado ng kilalang game provider ang tawag',
  },
  'seamless.expired': {
    status: 401,
    EN: 'The call is too old or from the future: check the provider’s clock',
    TY: 'Luma na o mali ang oras ng tawag: tingnan ang orasan ng provider',
  },
  'seamless.request': {
    status: 400,
    EN: 'The call is malformed ({field})',
    TY: 'Mali ang anyo ng tawag ({field})',
  },
  'seamless.token': {
    status: 401,
    EN: 'This game link has expired. Open the game again from the lobby.',
    TY: 'Expired na ang link ng larong ito. Buksan ulit ang laro mula sa lobby.',
  },
  'seamless.session': {
    status: 401,
    EN: 'Your game session has ended. Open the game again from the lobby.',
    TY: 'Tapos na ang session mo sa laro. Buksan ulit ang laro mula sa lobby.',
  },
  'seamless.player': {
    status: 404,
    EN: 'Player not found',
    TY: 'Hindi nahanap ang player',
  },
  'seamless.conflict': {
    status: 409,
    EN: 'This transaction id was already used for another call',
    TY: 'Nagamit na ang transaction id na ito sa ibang tawag',
  },
  'seamless.rolled.back': {
    status: 409,
    EN: 'This bet was cancelled and cannot be placed',
    TY: 'Kinansela ang taya na ito at hindi na maitataya',
  },
  'seamless.round': {
    status: 404,
    EN: 'No bet of this round was found',
    TY: 'Walang nahanap na taya sa round na ito',
  },
  'seamless.round.closed': {
    status: 409,
    EN: 'This round is already settled',
    TY: 'Tapos na at bayad na ang round na ito',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
