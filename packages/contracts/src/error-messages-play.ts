import type { ErrorStatus } from './errors.js';
import type { Language } from './language.js';
import { PROMOTION_COMMENT_MAX_LENGTH } from './promotions.js';

/** Error messages of play and money: lottery, payment passwords, deposits, withdrawals, limits, promotions, rewards, keys. */
export const PLAY_ERROR_MESSAGES = {
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
  'promotion.comment.length': {
    status: 400,
    EN: `Your note can be at most ${PROMOTION_COMMENT_MAX_LENGTH} characters long`,
    TY: `Hanggang ${PROMOTION_COMMENT_MAX_LENGTH} na karakter lang ang puwede sa iyong mensahe`,
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
