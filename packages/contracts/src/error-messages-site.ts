import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';

/** Error messages of the site: requests, access, content, accounts, sign-in, sealed bodies, feedback. */
export const SITE_ERROR_MESSAGES = {
  'request.invalid': {
    status: 400,
    EN: 'The field {field} is not valid',
    TY: 'Hindi wasto ang field na {field}',
  },
  'text.control.chars': {
    status: 400,
    EN: 'The field {field} contains characters that are not allowed',
    TY: 'May mga karakter na hindi pinapayagan sa field na {field}',
  },
  'request.malformed': {
    status: 400,
    EN: 'The request body could not be read',
    TY: 'Hindi mabasa ang ipinadalang datos',
  },
  'request.too.large': {
    status: 413,
    EN: 'The request body is too large',
    TY: 'Masyadong malaki ang ipinadalang datos',
  },
  // Worded as SPEC §8's catalogue has it.
  'url.not.found': {
    status: 404,
    EN: 'The requested url is empty',
    TY: 'Walang laman ang hiniling na url',
  },
  // /wps/relay/<NAME> with a name no module registered (SPEC §7 relay calls).
  'relay.not.found': {
    status: 404,
    EN: 'This service call does not exist',
    TY: 'Hindi umiiral ang service call na ito',
  },
  'method.not.allowed': {
    status: 405,
    EN: 'This method is not allowed here',
    TY: 'Hindi pinapayagan ang paraang ito rito',
  },
  'system.error': { status: 500, EN: 'Unknown error', TY: 'Hindi kilalang error' },
  'system.upgrading': {
    status: 503,
    EN: 'System upgrading, please try again later',
    TY: 'Ina-upgrade ang sistema, pakisubukang muli mamaya',
  },
  'system.maintenance': {
    status: 503,
    EN: 'The platform is under maintenance',
    TY: 'Kasalukuyang nasa maintenance ang platform',
  },
  'access.restricted': {
    status: 403,
    EN: 'Access restricted (IP/location blocked)',
    TY: 'Pinaghihigpitan ang access (naka-block ang IP/lokasyon)',
  },
  // A merchant named in the path (operator API) that does not exist.
  'merchant.not.found': {
    status: 404,
    EN: 'Unknown merchant code',
    TY: 'Hindi kilala ang merchant code',
  },
  // The request's Merchant header (or its domain) names no merchant: bad input on that field.
  'merchant.unknown': {
    status: 400,
    EN: 'Unknown merchant code',
    TY: 'Hindi kilala ang merchant code',
  },
  'login.not.session': {
    status: 401,
    EN: 'You are not logged in, please login first',
    TY: 'Hindi ka pa naka-log in, mangyaring mag-log in muna',
  },
  'no.permission': {
    status: 403,
    EN: 'no permission or feature temporarily unavailable',
    TY: 'Walang pahintulot o pansamantalang hindi available ang feature',
  },
  'too.many.requests': {
    status: 429,
    EN: 'Too many requests, please try again later',
    TY: 'Masyadong maraming kahilingan, pakisubukang muli mamaya',
  },
  // The rate limiter's shared store (Redis) is down: a request it must count is refused, not let through.
  'rate.limit.unavailable': {
    status: 503,
    EN: 'This action is briefly unavailable, please try again in a minute',
    TY: 'Pansamantalang hindi magagawa ito, pakisubukang muli pagkalipas ng isang minuto',
  },
  // A path, query or body that is not UTF-8 text (a bad byte, a lone surrogate such as \uD800).
  'request.encoding': {
    status: 400,
    EN: 'The field {field} holds characters that are not valid text',
    TY: 'May mga karakter na hindi wastong teksto sa field na {field}',
  },
  // A value the database cannot hold (a number out of its column's range) that no schema caught.
  'request.value.range': {
    status: 400,
    EN: 'A value in the request is out of range',
    TY: 'Lampas sa saklaw ang isang value sa kahilingan',
  },
  'content.not.found': {
    status: 404,
    EN: 'There is no such content item',
    TY: 'Walang ganitong nilalaman',
  },
  'content.linkage.unknown': {
    status: 400,
    EN: 'The banner links to a promotion that does not exist',
    TY: 'Walang ganitong promo na pinupuntahan ng banner',
  },
  'inbox.not.found': {
    status: 404,
    EN: 'There is no such message in your inbox',
    TY: 'Walang ganitong mensahe sa iyong inbox',
  },
  'module.not.found': {
    status: 404,
    EN: 'Unknown white-label module',
    TY: 'Hindi kilalang white-label module',
  },
  'login.failed': {
    status: 401,
    EN: 'Incorrect username or password',
    TY: 'Mali ang username o password',
  },
  'captcha.required': {
    status: 400,
    EN: 'Please enter the verification code',
    TY: 'Pakilagay ang verification code',
  },
  'captcha.invalid': {
    status: 400,
    EN: 'The verification code is incorrect or has expired',
    TY: 'Mali o expired na ang verification code',
  },
  'verification.code.error': {
    status: 400,
    EN: 'Verification code error',
    TY: 'Mali ang verification code',
  },
  'member.not.found': {
    status: 404,
    EN: 'user does not exist or is disabled',
    TY: 'Hindi umiiral o naka-disable ang user',
  },
  'username.exists': {
    status: 409,
    EN: 'username already exists',
    TY: 'May gumagamit na ng username na ito',
  },
  'mobile.exists': {
    status: 409,
    EN: 'This mobile number is already registered',
    TY: 'Nakarehistro na ang mobile number na ito',
  },
  'account.format': {
    status: 400,
    EN: 'Account format is incorrect',
    TY: 'Mali ang format ng account',
  },
  'password.format': {
    status: 400,
    EN: 'Password format is incorrect',
    TY: 'Mali ang format ng password',
  },
  'email.format': {
    status: 400,
    EN: 'E-mail format is incorrect',
    TY: 'Mali ang format ng e-mail',
  },
  'password.confirm.mismatch': {
    status: 400,
    EN: 'Confirmation password not matched',
    TY: 'Hindi tugma ang kumpirmasyon ng password',
  },
  'referrer.error': { status: 400, EN: 'Referrer link error', TY: 'Mali ang referrer link' },
  'name.format': {
    status: 400,
    EN: 'Name format is not valid',
    TY: 'Hindi wasto ang format ng pangalan',
  },
  'mobile.format': {
    status: 400,
    EN: 'The mobile num is not valid',
    TY: 'Hindi wasto ang mobile number',
  },
  invitation_code_error: {
    status: 400,
    EN: 'Invalid invitation code',
    TY: 'Hindi wastong invitation code',
  },
  'user.or.token.invalid': {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    TY: 'Na-log out na ang account, mangyaring mag-log in muli',
  },
  'login.non.member': {
    status: 403,
    EN: 'Non-member account unable to login',
    TY: 'Hindi makakapag-log in ang account na hindi miyembro',
  },
  'login.non.agent': {
    status: 403,
    EN: 'Non-agents cannot log in',
    TY: 'Hindi makakapag-log in ang hindi ahente',
  },
  'agent.only': {
    status: 403,
    EN: 'This function is for agents only',
    TY: 'Para lamang sa mga ahente ang function na ito',
  },
  'agent.downline.not.found': {
    status: 404,
    EN: 'This member is not in your team',
    TY: 'Wala sa iyong team ang miyembrong ito',
  },
  'agent.report.range.order': {
    status: 400,
    EN: 'The end date is before the start date',
    TY: 'Mas maaga ang petsa ng pagtatapos kaysa sa petsa ng simula',
  },
  'agent.report.range.long': {
    status: 400,
    EN: 'A report covers at most 31 days',
    TY: 'Hanggang 31 araw lamang ang saklaw ng isang ulat',
  },
  'agent.report.range.old': {
    status: 400,
    EN: 'Reports go back at most 90 days',
    TY: 'Hanggang 90 araw pabalik lamang ang mga ulat',
  },
  'agent.report.range.future': {
    status: 400,
    EN: 'The end date is after today (GMT+8)',
    TY: 'Lampas sa araw na ito (GMT+8) ang petsa ng pagtatapos',
  },
  free_reject: {
    status: 403,
    EN: 'Please login an actual account to use this function',
    TY: 'Mangyaring mag-log in sa tunay na account para magamit ang function na ito',
  },
  'modify.new.old.same': {
    status: 400,
    EN: 'The new password and the old password cannot be the same',
    TY: 'Hindi maaaring pareho ang bagong password at ang lumang password',
  },
  'password.incorrect': { status: 400, EN: 'The password is incorrect', TY: 'Mali ang password' },
  'password.old.incorrect': {
    status: 400,
    EN: 'The old password is incorrect',
    TY: 'Mali ang lumang password',
  },
  'reset.token.invalid': {
    status: 400,
    EN: 'This reset link is invalid or has expired',
    TY: 'Hindi wasto o expired na ang reset link na ito',
  },
  'reset.token.used': {
    status: 400,
    EN: 'This reset link was already used. Ask for a new one if you still need it',
    TY: 'Nagamit na ang reset link na ito. Humingi ng bago kung kailangan mo pa',
  },
  'login.sms.code.invalid': {
    status: 401,
    EN: 'The SMS code is wrong or has expired',
    TY: 'Mali o expired na ang SMS code',
  },
  'login.sms.no.account': {
    status: 404,
    EN: 'No account uses this mobile number yet. Register, or log in with your username',
    TY: 'Wala pang account na gumagamit ng mobile number na ito. Mag-register, o mag-log in gamit ang username',
  },
  'login.account.throttled': {
    status: 429,
    EN: 'Too many wrong passwords for this account. Try again in {minutes} minutes, log in with an SMS code, or reset your password',
    TY: 'Sobrang daming maling password para sa account na ito. Subukang muli pagkalipas ng {minutes} minuto, mag-log in gamit ang SMS code, o i-reset ang password',
  },
  'password.common': {
    status: 400,
    EN: 'This password is too common and easy to guess. Choose another one',
    TY: 'Masyadong karaniwan at madaling hulaan ang password na ito. Pumili ng iba',
  },
  'sealed.body.invalid': {
    status: 400,
    EN: 'The request could not be decrypted',
    TY: 'Hindi ma-decrypt ang kahilingan',
  },
  'sealed.body.replayed': {
    status: 400,
    EN: 'This request was already used; please try again',
    TY: 'Nagamit na ang kahilingang ito; pakisubukang muli',
  },
  'sealed.body.expired': {
    status: 400,
    EN: 'The request is too old; check the clock of your device and try again',
    TY: 'Masyadong luma ang kahilingan; suriin ang orasan ng iyong device at subukang muli',
  },
  // The SMS gateway refused or failed the message the caller asked for.
  'sms.send.failed': {
    status: 502,
    EN: 'The SMS could not be sent, please try again later',
    TY: 'Hindi naipadala ang SMS, pakisubukang muli mamaya',
  },
  'firebase.unavailable': {
    status: 503,
    EN: 'Social login is not available on this site yet',
    TY: 'Hindi pa available ang social login sa site na ito',
  },
  // A Firebase ID token that is not a valid, current token of the merchant's project.
  'firebase.token.invalid': {
    status: 401,
    EN: 'The sign-in could not be verified, please try again',
    TY: 'Hindi ma-verify ang pag-sign in, pakisubukang muli',
  },
  // The same ID token sent again after it signed someone in (a replay).
  'firebase.token.used': {
    status: 401,
    EN: 'This sign-in was already used, please sign in again',
    TY: 'Nagamit na ang pag-sign in na ito, mag-sign in muli',
  },
  // A verified Firebase user with no account on this site yet: registration finishes it.
  'firebase.not.registered': {
    status: 404,
    EN: 'No account is linked to this sign-in yet: register to create one',
    TY: 'Wala pang account na naka-link sa pag-sign in na ito: magparehistro para gumawa',
  },
  // A Firebase user who already has an account here, registering again.
  'firebase.already.registered': {
    status: 409,
    EN: 'This sign-in already has an account, please log in',
    TY: 'May account na ang pag-sign in na ito, mag-login na lang',
  },
  'wallet.insufficient': { status: 409, EN: 'Insufficient balance', TY: 'Kulang ang balanse' },
  'idempotency.conflict': {
    status: 409,
    EN: 'This request key was already used for a different operation',
    TY: 'Nagamit na ang request key na ito sa ibang operasyon',
  },
  // GET /lgw/orders/detail (contracts/records.ts): another member's bet is as absent as none.
  'order.not.found': {
    status: 404,
    EN: 'There is no such bet in your records',
    TY: 'Walang ganitong taya sa iyong record',
  },
  // PUT /wps/feedback (contracts/feedback.ts): each names its field, `content` or `images`.
  // GET /wps/game/launchGame, favourites and recents (contracts/games.ts).
  'game.not.found': {
    status: 404,
    EN: 'This game does not exist or is not available right now',
    TY: 'Hindi umiiral o hindi available ngayon ang larong ito',
  },
  'vendor.not.found': {
    status: 404,
    EN: 'This game provider does not exist or is not available right now',
    TY: 'Hindi umiiral o hindi available ngayon ang game provider na ito',
  },
  'feedback.content.length': {
    status: 400,
    EN: 'Your feedback must be {min} to {max} characters long',
    TY: 'Dapat {min} hanggang {max} na karakter ang iyong puna',
  },
  'feedback.image.type': {
    status: 400,
    EN: 'Only PNG or JPG images can be attached',
    TY: 'PNG o JPG na larawan lang ang puwedeng i-attach',
  },
  'feedback.image.too.large': {
    status: 413,
    EN: 'Each image must be {maxMb} MB or smaller',
    TY: 'Hanggang {maxMb} MB lang dapat ang bawat larawan',
  },
  'feedback.image.pixels': {
    status: 400,
    EN: 'Each image may have at most {maxMegapixels} megapixels',
    TY: 'Hanggang {maxMegapixels} megapixel lang dapat ang bawat larawan',
  },
  'feedback.images.too.many': {
    status: 400,
    EN: 'You can attach at most {maxImages} images',
    TY: 'Hanggang {maxImages} larawan lang ang puwedeng i-attach',
  },
  'feedback.too.many': {
    status: 429,
    EN: 'You have sent a lot of feedback in the last hour. Please try again later',
    TY: 'Marami ka nang naipadalang puna sa nakaraang oras. Pakisubukang muli mamaya',
  },
  'feedback.not.found': {
    status: 404,
    EN: 'There is no such feedback or image',
    TY: 'Walang ganitong puna o larawan',
  },
  // The lottery (contracts/lottery.ts): a bet or cancel refused changes nothing. Each names the
  // field: gameCode, numero, bets.<n>.betType | position | pick | amount, suborderIds.
  'lottery.game.not.found': {
    status: 404,
    EN: 'This lottery game does not exist or is not available right now',
    TY: 'Hindi umiiral o hindi available ngayon ang larong lotto na ito',
  },
  'lottery.draw.not.found': {
    status: 404,
    EN: 'This game has no such draw',
    TY: 'Walang ganitong bola ang larong ito',
  },
  'lottery.draw.not.open': {
    status: 409,
    EN: 'Betting on this draw has not opened yet',
    TY: 'Hindi pa bukas ang pagtaya sa bolang ito',
  },
  'lottery.draw.closed': {
    status: 409,
    EN: 'Betting on this draw has closed',
    TY: 'Sarado na ang pagtaya sa bolang ito',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;
