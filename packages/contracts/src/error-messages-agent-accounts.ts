import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/** Error messages of growing an agent's team: open account and affiliate links (issue 26). */
export const AGENT_ACCOUNTS_ERROR_MESSAGES = {
  'agent.type.not.allowed': {
    status: 400,
    EN: 'You cannot give this account type',
    TY: 'Hindi mo puwedeng ibigay ang ganitong uri ng account',
  },
  'affiliate.link.expired': {
    status: 400,
    EN: 'This invitation link has expired. Ask your agent for a new one.',
    TY: 'Expired na ang invitation link na ito. Humingi ng bago sa iyong agent.',
  },
  'affiliate.link.deleted': {
    status: 400,
    EN: 'This invitation link is no longer valid. Ask your agent for a new one.',
    TY: 'Hindi na valid ang invitation link na ito. Humingi ng bago sa iyong agent.',
  },
  'affiliate.link.not.found': {
    status: 404,
    EN: 'Link not found',
    TY: 'Hindi makita ang link',
  },
  'affiliate.link.limit': {
    status: 409,
    EN: 'You have reached the most links you can keep. Delete one first.',
    TY: 'Naabot mo na ang pinakamaraming link. Magbura muna ng isa.',
  },
  'affiliate.link.date': {
    status: 400,
    EN: 'Choose a day from today up to five years ahead',
    TY: 'Pumili ng araw mula ngayon hanggang limang taon',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
