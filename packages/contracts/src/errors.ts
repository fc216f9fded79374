import type { Language } from './language.js';

/**
 * The HTTP statuses an error code may carry (ARCHITECTURE "Wire contract"): 400 bad input,
 * 401 no session or a failed login, 403 not allowed, 404 not found, 405, 409 conflict,
 * 413 too large, 429 too many, 500 unknown, 502 an upstream (SMS gateway) failed, 503 unavailable.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 502 | 503;

/**
 * Stable error codes of the API with their HTTP status and their messages in each language. The
 * server answers with `{ success: false, code, message }` and the code's status, which throw sites
 * never choose; the web translates by code as well, so both stay in step.
 * Messages in English follow SPEC §8's catalogue where it names them.
 */
export const ERROR_MESSAGES = {
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
  'url.not.found': {
    status: 404,
    EN: 'The requested url does not exist',
    TY: 'Hindi umiiral ang hiniling na url',
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
  'lottery.bet.type': {
    status: 400,
    EN: 'This game does not offer this kind of bet',
    TY: 'Hindi iniaalok ng larong ito ang ganitong uri ng taya',
  },
  'lottery.number.invalid': {
    status: 400,
    EN: 'This number is not valid for this bet',
    TY: 'Hindi wasto ang numerong ito para sa tayang ito',
  },
  'lottery.bet.limit': {
    status: 400,
    EN: 'Each bet must be from {min} to {max}',
    TY: 'Dapat mula {min} hanggang {max} ang bawat taya',
  },
  'lottery.draw.limit': {
    status: 409,
    EN: 'Your bets on one draw may total at most {max}',
    TY: 'Hanggang {max} lang ang kabuuan ng iyong mga taya sa isang bola',
  },
  'lottery.not.cancellable': {
    status: 409,
    EN: 'This bet can no longer be cancelled',
    TY: 'Hindi na maaaring kanselahin ang tayang ito',
  },
  // The security centre (contracts/security.ts). A refused change changes nothing.
  'payment.password.format': {
    status: 400,
    EN: 'The payment password must be {length} digits',
    TY: 'Dapat {length} na numero ang payment password',
  },
  'payment.password.incorrect': {
    status: 400,
    EN: 'The payment password is incorrect. {remaining} tries left before it locks',
    TY: 'Mali ang payment password. {remaining} subok na lang bago ito ma-lock',
  },
  'payment.password.locked': {
    status: 429,
    EN: 'Wrong payment password too many times. It is locked; try again in {minutes} minutes, or reset it with an SMS code',
    TY: 'Sobrang daming maling payment password kaya naka-lock ito. Subukang muli pagkalipas ng {minutes} minuto, o i-reset gamit ang SMS code',
  },
  'payment.password.busy': {
    status: 429,
    EN: 'Your payment password is still being checked for another request. Try again in a moment',
    TY: 'Sinusuri pa ang payment password mo para sa isa pang request. Subukan ulit maya-maya',
  },
  'payment.password.unset': {
    status: 409,
    EN: 'Set a payment password first',
    TY: 'Mag-set muna ng payment password',
  },
  'payment.password.exists': {
    status: 409,
    EN: 'A payment password is already set. Change it instead',
    TY: 'May payment password ka na. Palitan na lang ito',
  },
  'payment.password.same': {
    status: 400,
    EN: 'The new payment password cannot be the same as the old one',
    TY: 'Hindi puwedeng pareho ang bagong payment password at ang luma',
  },
  'mobile.unbound': {
    status: 409,
    EN: 'Bind a mobile number first',
    TY: 'Mag-bind muna ng mobile number',
  },
  'mobile.same': {
    status: 400,
    EN: 'This number is already bound to your account',
    TY: 'Naka-bind na ang numerong ito sa iyong account',
  },
  'bank.not.found': {
    status: 400,
    EN: 'Choose a bank or e-wallet from the list',
    TY: 'Pumili ng bangko o e-wallet mula sa listahan',
  },
  'bankcard.number.format': {
    status: 400,
    EN: 'The account number must be {min} to {max} digits',
    TY: 'Dapat {min} hanggang {max} na numero ang account number',
  },
  'bankcard.ewallet.format': {
    status: 400,
    EN: 'An e-wallet account is its 11-digit mobile number starting with 09',
    TY: 'Ang e-wallet account ay ang 11-digit na mobile number na nagsisimula sa 09',
  },
  'bankcard.name.mismatch': {
    status: 400,
    EN: 'The account name must be your payee name: {payeeName}',
    TY: 'Dapat ang iyong payee name ang account name: {payeeName}',
  },
  'bankcard.exists': {
    status: 409,
    EN: 'This account is already bound',
    TY: 'Naka-bind na ang account na ito',
  },
  'bankcard.limit': {
    status: 409,
    EN: 'You can bind at most {limit} accounts. Remove one first',
    TY: 'Hanggang {limit} account lang ang puwedeng i-bind. Mag-alis muna ng isa',
  },
  'payee.name.locked': {
    status: 409,
    EN: 'Your name is fixed once a bank account is bound. Contact customer service to change it',
    TY: 'Hindi na mapapalitan ang pangalan mo kapag may naka-bind nang bank account. Kontakin ang customer service para palitan ito',
  },
  'bankcard.not.found': {
    status: 404,
    EN: 'There is no such account among yours',
    TY: 'Walang ganitong account sa iyo',
  },
  // Deposits (contracts/deposit.ts): a request refused changes nothing. Each names its field:
  // channelCode, amount, idempotencyKey or id.
  'deposit.channel.not.found': {
    status: 404,
    EN: 'This payment channel does not exist or is not available right now',
    TY: 'Walang ganitong payment channel o hindi ito available ngayon',
  },
  'deposit.amount.limit': {
    status: 400,
    EN: 'The amount must be from {min} to {max} for this channel',
    TY: 'Dapat mula {min} hanggang {max} ang halaga para sa channel na ito',
  },
  'deposit.pending.limit': {
    status: 409,
    EN: 'You already have {max} deposits waiting for approval. Wait for them, or cancel one',
    TY: 'May {max} deposit ka nang naghihintay ng approval. Hintayin muna, o i-cancel ang isa',
  },
  'deposit.not.found': {
    status: 404,
    EN: 'There is no such deposit in your records',
    TY: 'Walang ganitong deposit sa iyong record',
  },
  'deposit.not.pending': {
    status: 409,
    EN: 'This deposit is no longer waiting for approval',
    TY: 'Hindi na naghihintay ng approval ang deposit na ito',
  },
  // Withdrawals (contracts/withdraw.ts): a request refused changes nothing and holds nothing.
  // Those about one field name it (bankCardId, amount or id); the pending and daily count limits
  // are about the member, not a field.
  'withdraw.amount.limit': {
    status: 400,
    EN: 'The amount must be from {min} to {max}',
    TY: 'Dapat mula {min} hanggang {max} ang halaga',
  },
  'withdraw.daily.count': {
    status: 409,
    EN: 'You can withdraw {max} times a day. Try again tomorrow',
    TY: 'Hanggang {max} withdrawal lang kada araw. Subukang muli bukas',
  },
  'withdraw.daily.amount': {
    status: 409,
    EN: 'That is over the daily limit of {max}: {left} is left for today',
    TY: 'Lampas ito sa {max} na limit kada araw: {left} na lang ang puwede ngayon',
  },
  'withdraw.turnover': {
    status: 409,
    EN: 'Bet {remaining} more before withdrawing: deposits must be played through once',
    TY: 'Tumaya pa ng {remaining} bago mag-withdraw: kailangang malaro muna nang isang beses ang deposit',
  },
  /** Cash withdrawn while a bonus still owes wagering forfeits it: the member confirms first. */
  'withdraw.bonus.forfeit': {
    status: 409,
    EN: 'Withdrawing now forfeits your {amount} bonus (its wagering is not met yet). Confirm to go on',
    TY: 'Mawawala ang {amount} na bonus mo kapag nag-withdraw ka ngayon (hindi pa tapos ang wagering nito). Kumpirmahin para ituloy',
  },
  /** Money that still owes wagering cannot leave the account by a transfer. */
  'transfer.turnover': {
    status: 409,
    EN: 'Bet {remaining} more before transferring: deposits must be played through once',
    TY: 'Tumaya pa ng {remaining} bago mag-transfer: kailangang malaro muna nang isang beses ang deposit',
  },
  'withdraw.pending.limit': {
    status: 409,
    EN: 'A withdrawal is already being processed. Wait for it, or cancel it',
    TY: 'May withdrawal ka pang pinoproseso. Hintayin muna ito, o i-cancel',
  },
  'withdraw.not.found': {
    status: 404,
    EN: 'There is no such withdrawal in your records',
    TY: 'Walang ganitong withdrawal sa iyong record',
  },
  'withdraw.not.pending': {
    status: 409,
    EN: 'This withdrawal is no longer being processed',
    TY: 'Hindi na pinoproseso ang withdrawal na ito',
  },
  'withdraw.processing': {
    status: 409,
    EN: 'The cashier is already paying this withdrawal: it can no longer be cancelled',
    TY: 'Binabayaran na ng cashier ang withdrawal na ito: hindi na ito puwedeng i-cancel',
  },
  // Responsible gaming (contracts/responsible-gaming.ts): the member's own limits and breaks.
  // Limits name the amount field; {until} is a time in the Philippines.
  'play.limit.deposit': {
    status: 409,
    EN: 'That is over your deposit limit of {limit}: you may deposit {left} more until it resets',
    TY: 'Lampas ito sa iyong deposit limit na {limit}: {left} na lang ang puwedeng i-deposit hanggang mag-reset ito',
  },
  'play.limit.loss': {
    status: 409,
    EN: 'This bet could take you past your loss limit of {limit}: you may risk {left} more until it resets',
    TY: 'Maaaring lumampas ang taya na ito sa iyong loss limit na {limit}: {left} na lang ang puwedeng itaya hanggang mag-reset ito',
  },
  'play.timeout.active': {
    status: 403,
    EN: 'You are taking a break until {until}: deposits and bets are paused',
    TY: 'Naka-break ka hanggang {until}: hindi muna puwede ang deposit at pagtaya',
  },
  'play.exclusion.active': {
    status: 403,
    EN: 'You have excluded yourself from play until {until}: deposits and bets are closed',
    TY: 'Ibinukod mo ang sarili sa paglalaro hanggang {until}: sarado ang deposit at pagtaya',
  },
  // A member on a break is offered no promotion, bonus or reward (no marketing during a break).
  'promotion.break.active': {
    status: 403,
    EN: 'You are on a break until {until}: promotions, bonuses and rewards are paused until then',
    TY: 'Naka-break ka hanggang {until}: hindi muna puwede ang mga promo, bonus at reward',
  },
  'play.break.shorter': {
    status: 409,
    EN: 'You are already on a break until {until}: a break cannot be shortened',
    TY: 'Naka-break ka na hanggang {until}: hindi puwedeng paikliin ang break',
  },
  // Upline transfers (contracts/upline-transfer.ts): a transfer refused moves nothing. Why a member
  // may not transfer at all (403, also on the info call); the amount's errors name it.
  'transfer.upline.disabled': {
    status: 403,
    EN: 'Transfers to your upline are not turned on for your account. Contact customer service',
    TY: 'Hindi naka-on ang transfer sa upline para sa account mo. Kontakin ang customer service',
  },
  'transfer.upline.agent.player': {
    status: 403,
    EN: 'Agent-player accounts cannot transfer to an upline',
    TY: 'Hindi puwedeng mag-transfer sa upline ang agent-player na account',
  },
  'transfer.upline.none': {
    status: 403,
    EN: 'There is no upline agent to transfer to',
    TY: 'Walang upline agent na puwedeng padalhan',
  },
  'transfer.amount.min': {
    status: 400,
    EN: 'The smallest transfer is {min}',
    TY: '{min} ang pinakamababang puwedeng i-transfer',
  },
  // Rebates (contracts/rebate.ts): a claim refused pays nothing.
  'rebate.nothing': {
    status: 409,
    EN: 'No rebate to claim yet: place some bets first',
    TY: 'Wala ka pang rebate na puwedeng i-claim: tumaya muna',
  },
  'rebate.below.minimum': {
    status: 409,
    EN: 'Your rebate can be claimed once it reaches {minimum}',
    TY: 'Puwede mo nang i-claim ang rebate kapag umabot na ito sa {minimum}',
  },
  // The preview the claim names was covered by another claim meanwhile, or is not the latest.
  'rebate.stale': {
    status: 409,
    EN: 'Your rebate has changed. Check the new amount and claim again',
    TY: 'Nagbago ang iyong rebate. Tingnan ang bagong halaga at i-claim muli',
  },
  // Promotions (contracts/promotions.ts): a refused join or claim changes nothing.
  'promotion.not.found': {
    status: 404,
    EN: 'This promotion does not exist or has been switched off',
    TY: 'Wala o naka-off na ang promo na ito',
  },
  'promotion.not.started': {
    status: 409,
    EN: 'This promotion has not started yet',
    TY: 'Hindi pa nagsisimula ang promo na ito',
  },
  'promotion.closed': {
    status: 409,
    EN: 'This promotion has ended',
    TY: 'Tapos na ang promo na ito',
  },
  'promotion.not.joined': {
    status: 409,
    EN: 'Join the promotion first',
    TY: 'Sumali muna sa promo',
  },
  'promotion.not.joinable': {
    status: 409,
    EN: 'No need to join: just claim it',
    TY: 'Hindi na kailangang sumali: i-claim mo na lang',
  },
  'promotion.condition.unmet': {
    status: 409,
    EN: 'Not yet: your first deposit has to be approved first',
    TY: 'Hindi pa puwede: kailangang ma-approve muna ang una mong deposit',
  },
  'promotion.first.deposit.only': {
    status: 409,
    EN: 'This bonus is for a first deposit only, and you have deposited before',
    TY: 'Para lang sa unang deposit ang bonus na ito, at nakapag-deposit ka na dati',
  },
  'promotion.mission.unmet': {
    status: 409,
    EN: 'Not yet: bet {left} more today to complete this mission',
    TY: 'Hindi pa: tumaya pa ng {left} ngayong araw para matapos ang mission na ito',
  },
  'promotion.nothing.to.claim': {
    status: 409,
    EN: 'There is no bonus to claim for this promotion yet',
    TY: 'Wala pang bonus na puwedeng i-claim sa promo na ito',
  },
  'promotion.rejected': {
    status: 409,
    EN: 'Your claim for this promotion was rejected',
    TY: 'Tinanggihan ang claim mo sa promo na ito',
  },
  'promotion.application.decided': {
    status: 409,
    EN: 'This application has already been decided',
    TY: 'Napagpasyahan na ang application na ito',
  },
  'promotion.code.taken': {
    status: 409,
    EN: 'A promotion with this code already exists',
    TY: 'May promo na gamit ang code na ito',
  },
  // Reward centre (contracts/rewards.ts): a refused claim pays nothing.
  'reward.not.found': {
    status: 404,
    EN: 'This reward does not exist',
    TY: 'Walang ganitong reward',
  },
  'reward.expired': {
    status: 409,
    EN: 'This reward has expired and can no longer be claimed',
    TY: 'Nag-expire na ang reward na ito at hindi na puwedeng i-claim',
  },
  'idempotency.key.required': {
    status: 400,
    EN: 'A request key is required: please try again',
    TY: 'Kailangan ng request key: pakisubukang muli',
  },
} as const satisfies Record<string, { status: ErrorStatus } & Record<Language, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The HTTP status of every answer with `code`. */
export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERROR_MESSAGES[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The message of `code` in `language`, with `{name}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string> = {},
): string {
  return ERROR_MESSAGES[code][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
