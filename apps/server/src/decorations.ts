import type { ContentService } from './modules/content/index.js';
import type { DepositService } from './modules/deposit/index.js';
import type { InboxService } from './modules/inbox/index.js';
import type { FeedbackService } from './modules/feedback/index.js';
import type { GamesService } from './modules/games/index.js';
import type { DrawEngine, LotteryRecords } from './modules/lottery/index.js';
import type { MerchantStore } from './modules/merchant/index.js';
import type { PromotionsService } from './modules/promotions/index.js';
import type { Messaging } from './modules/messaging/index.js';
import type { AddRelay } from './modules/relay/index.js';
import type { SealingService } from './modules/sealing/index.js';
import type { PaymentPasswords } from './modules/security/index.js';
import type { SessionService } from './modules/session/index.js';
import type { VipService } from './modules/vip/index.js';
import type { WithdrawService } from './modules/withdraw/index.js';
import type { CaptchaService, SmsCodeService } from './modules/verification/index.js';

/**
 * Every service a module publishes on the app, in one place. The owning module's plugin decorates
 * it; app.ts hands it to the modules that need it as a plugin option, so no module reads another
 * module's decoration itself (the exceptions are named below).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** merchant module: merchants and their flags, cached per instance. */
    merchants: MerchantStore;
    /** session module: member sessions. */
    sessions: SessionService;
    /** sealing module: the key sealed bodies are opened with. */
    sealing: SealingService;
    /** messaging module: the e-mail and SMS senders. */
    messaging: Messaging;
    /** verification module; read by its verifyRequestCaptcha(request, code). */
    captchas: CaptchaService;
    /** verification module: SMS codes sent and consumed. */
    smsCodes: SmsCodeService;
    /** content module: announcements, hot matches and help; the operator API changes them. */
    content: ContentService;
    /** inbox module: members' messages; the operator API sends them. */
    inbox: InboxService;
    /** feedback module: members' feedback; the operator API reads it. */
    feedback: FeedbackService;
    /** games module: the catalogue; the operator API switches games and vendors. */
    games: GamesService;
    /** lottery module: the draw engine (tests tick it) and the lottery orders as game records. */
    lottery: { engine: DrawEngine; records: LotteryRecords };
    /** security module: the payment-password check (bank cards and withdrawals). */
    paymentPasswords: PaymentPasswords;
    /** deposit module: members' deposit requests; the operator API decides them. */
    deposits: DepositService;
    /** withdraw module: members' withdrawals; the operator API pays or rejects them. */
    withdrawals: WithdrawService;
    /** promotions module: promotions; the operator API creates and decides them. */
    promotions: PromotionsService;
    /** vip module: VIP levels; grants reached level-up bonuses before the reward centre lists. */
    vip: VipService;
    /** relay module: `app.addRelay(contract, handler)`, called in any module's scope. */
    addRelay: AddRelay;
  }
}
