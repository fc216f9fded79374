/**
 * Refusals of the operator's staff accounts (operator-accounts.ts): sign-in, second factor,
 * accounts. A refusal changes nothing.
 */
export const OPERATOR_ERROR_MESSAGES = {
  'operator.login.failed': {
    status: 401,
    EN: 'Wrong username or password',
    TY: 'Mali ang username o password',
  },
  'operator.totp.required': {
    status: 401,
    EN: 'Enter the 6-digit code of your authenticator app',
    TY: 'Ilagay ang 6-digit na code ng iyong authenticator app',
  },
  'operator.totp.invalid': {
    status: 401,
    EN: 'That code is wrong or has expired: enter the one your app shows now',
    TY: 'Mali o expired ang code: ilagay ang ipinapakita ngayon ng app mo',
  },
  'operator.locked': {
    status: 429,
    EN: 'Too many failed sign-ins: this account is locked for a while',
    TY: 'Sobra ang maling pag-sign in: naka-lock muna ang account na ito',
  },
  'operator.username.taken': {
    status: 409,
    EN: 'This username is taken',
    TY: 'May gumagamit na ng username na ito',
  },
  'operator.not.found': {
    status: 404,
    EN: 'No staff account has this username',
    TY: 'Walang staff account na may ganitong username',
  },
  'operator.key.not.found': {
    status: 404,
    EN: 'No such API key of yours',
    TY: 'Walang ganitong API key mo',
  },
  'operator.bootstrap.closed': {
    status: 403,
    EN: 'The setup token is closed now that an owner exists: sign in, or use an API key',
    TY: 'Sarado na ang setup token dahil may owner na: mag-sign in, o gumamit ng API key',
  },
  'operator.second.approver': {
    status: 409,
    EN: 'This is above the four-eyes limit: another operator must approve it too',
    TY: 'Lampas ito sa four-eyes limit: kailangang aprubahan din ito ng ibang operator',
  },
  'operator.last.owner': {
    status: 409,
    EN: 'The last owner cannot be disabled or demoted',
    TY: 'Hindi puwedeng i-disable o ibaba ang huling owner',
  },
  'operator.lottery.limits': {
    status: 400,
    EN: "Limits go up in order: the most per bet at least the least, one draw's total at least the most per bet",
    TY: 'Pataas ang mga limit: ang pinakamalaki bawat taya ay hindi bababa sa pinakamaliit, at ang kabuuan sa isang draw ay hindi bababa sa pinakamalaki bawat taya',
  },
} as const;
