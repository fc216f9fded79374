import { hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import type { AnswerCache } from './lib/cached-answer.js';
import {
  createAgentServices,
  createContractRequests,
  createLinkInvitations,
  createPayoutsServices,
  type AgentServices,
  type PayoutsServices,
} from './modules/agent/index.js';
import { FIREBASE_KEYS_URL } from './config.js';
import { createAuthServices, type AuthServices } from './modules/auth/index.js';
import { createContentServices, type ContentServices } from './modules/content/index.js';
import { createDeposits, type DepositService } from './modules/deposit/index.js';
import { createFeedback, type FeedbackService } from './modules/feedback/index.js';
import { createGamesServices, type GamesServices } from './modules/games/index.js';
import { createInbox, type InboxService } from './modules/inbox/index.js';
import { createChat, type ChatService } from './modules/chat/index.js';
import { createInhouseServices, type InhouseServices } from './modules/inhouse/index.js';
import {
  createLeaderboardServices,
  type LeaderboardServices,
} from './modules/leaderboard/index.js';
import {
  createLotteryServices,
  type LotteryDeps,
  type LotteryServices,
  createSeedBox,
  processSeedKey,
} from './modules/lottery/index.js';
import { createMerchantServices, type MerchantServices } from './modules/merchant/index.js';
import {
  createMessagingServices,
  type EmailProvider,
  type Messaging,
  type MessagingConfig,
  type SmsProvider,
} from './modules/messaging/index.js';
import { createPlayHistory, type PlayHistory } from './modules/play-history/index.js';
import { createProvidersServices, type ProvidersServices } from './modules/providers/index.js';
import {
  createOperator,
  createOperatorAccounts,
  type OperatorAccounts,
  type OperatorService,
} from './modules/operator/index.js';
import { createPromotionsService, type PromotionsService } from './modules/promotions/index.js';
import { createRebateService, type RebateService } from './modules/rebate/index.js';
import { createRecords, type RecordsService } from './modules/records/index.js';
import { createReferralService, type ReferralService } from './modules/referral/index.js';
import {
  createPlayGuard,
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './modules/responsible-gaming/index.js';
import { createRewardsService, type RewardsService } from './modules/rewards/index.js';
import { createSealing, type SealingService } from './modules/sealing/index.js';
import { createSecurityServices, type SecurityServices } from './modules/security/index.js';
import { createSessions, type SessionService } from './modules/session/index.js';
import { createSystemService, type SystemService } from './modules/system/index.js';
import { createTransfers, type TransferService } from './modules/transfer/index.js';
import {
  createVerificationServices,
  type VerificationServices,
} from './modules/verification/index.js';
import { createVipService, type VipService } from './modules/vip/index.js';
import { creditTrial, createWalletServices, type WalletServices } from './modules/wallet/index.js';
import {
  createWithdrawals,
  withdrawableNow,
  type WithdrawService,
} from './modules/withdraw/index.js';

/**
 * The composition root: every long-lived service of the server, built once here from the
 * database, the configuration and the services it depends on, then handed to the module plugins
 * by app.ts. Each module builds its own internals in its index.ts factory (createXServices); the
 * dependencies between modules are visible only here. A repository bound to a transaction (`tx`)
 * is still made inside the transaction that uses it: it lives as long as that transaction.
 */
export type CompositionInput = {
  database: Pick<Database, 'db' | 'bus'>;
  config: { defaultMerchantCode: string; firebaseKeysUrl?: string } & MessagingConfig;
  /** The app's logger: services that send in the background log their failures there. */
  log: FastifyBaseLogger;
  /** The public answers cache of this instance (lib/cached-answer.ts). */
  answers: AnswerCache;
  /** Providers instead of those of the config (tests). */
  email?: EmailProvider | undefined;
  sms?: SmsProvider | undefined;
  /** Tests only: told each captcha's answer as it is issued. */
  captchaAnswers?: ((id: string, code: string) => void) | undefined;
  lottery?: Pick<LotteryDeps, 'now' | 'engineScope' | 'seedKey'>;
  leaderboard?: { now?: (() => number) | undefined };
  /** The agent centre: whether this instance rolls up the team figures (start.ts: yes). */
  agent?: { runRollup?: boolean | undefined };
  /** The payouts' period clock; default the lottery's. */
  payouts?: { now?: (() => number) | undefined };
};

/** Every service, by the name app.ts hands it on under; a module's internals as one bundle. */
export type Services = {
  merchant: MerchantServices;
  operatorAccounts: OperatorAccounts;
  sessions: SessionService;
  sealing: SealingService;
  messaging: Messaging;
  verification: VerificationServices;
  system: SystemService;
  wallet: WalletServices;
  content: ContentServices;
  inbox: InboxService;
  chat: ChatService;
  deposits: DepositService;
  feedback: FeedbackService;
  games: GamesServices;
  inhouse: InhouseServices;
  lottery: LotteryServices;
  playHistory: PlayHistory;
  records: RecordsService;
  auth: AuthServices;
  security: SecurityServices;
  rebates: RebateService;
  promotions: PromotionsService;
  vip: VipService;
  rewards: RewardsService;
  referral: ReferralService;
  leaderboard: LeaderboardServices;
  withdrawals: WithdrawService;
  responsibleGaming: ResponsibleGamingService;
  transfers: TransferService;
  operator: OperatorService;
  agent: AgentServices;
  /** Agent salaries and dividends: the calls, the period engine, the operator's hand on it. */
  payouts: PayoutsServices;
  /** Game providers: their launches and their seamless-wallet callbacks. */
  providers: ProvidersServices;
};

/**
 * A service given in `fakes` replaces the one of that name, and everything built after it is
 * given the fake (a test's fake inbox reaches deposits, withdrawals, transfers and the operator).
 */
export type Fakes = Partial<Services>;

/** Builds every service once, in dependency order; `fakes` (tests) stand in for any of them. */
export function composeServices(input: CompositionInput, fakes: Fakes = {}): Services {
  const { log, answers, config } = input;
  const { db, bus } = input.database;
  const merchant = fakes.merchant ?? createMerchantServices({ db, bus });
  const { merchants } = merchant;
  const sessions = fakes.sessions ?? createSessions({ db });
  const sealing = fakes.sealing ?? createSealing({ db });
  const messaging =
    fakes.messaging ??
    createMessagingServices({ db, log, config, email: input.email, sms: input.sms });
  const verification =
    fakes.verification ??
    createVerificationServices({
      db,
      sms: messaging.sms,
      onCaptchaIssued: input.captchaAnswers,
    });
  const { smsCodes } = verification;
  const system =
    fakes.system ??
    createSystemService({ merchants, defaultMerchantCode: config.defaultMerchantCode });
  const wallet =
    fakes.wallet ??
    createWalletServices({
      db,
      withdrawable: (member) => withdrawableNow(db, member, new Date()),
    });
  const content = fakes.content ?? createContentServices({ db, bus, answers });
  const inbox = fakes.inbox ?? createInbox({ db });
  const chat = createChat({ db });
  const deposits = fakes.deposits ?? createDeposits({ db, inbox, log });
  const feedback = fakes.feedback ?? createFeedback({ db });
  const providers = fakes.providers ?? createProvidersServices({ db });
  const games =
    fakes.games ??
    createGamesServices({
      db,
      bus,
      answers,
      assertMayPlay: (memberId) => createPlayGuard(db).assertNoBreak(memberId),
      seamless: providers.launch,
    });
  const inhouse = fakes.inhouse ?? createInhouseServices({ db });
  const lottery =
    fakes.lottery ??
    createLotteryServices({ db, bus, answers, catalogue: games.games, ...input.lottery });
  const playHistory = fakes.playHistory ?? createPlayHistory(db);
  const records =
    fakes.records ??
    createRecords({
      history: playHistory,
      inhouse: inhouse.records,
      lottery: lottery.records,
      vendor: providers.records,
    });
  const auth =
    fakes.auth ??
    createAuthServices({
      db,
      log,
      sessions,
      merchants,
      smsCodes,
      email: messaging.email,
      sms: messaging.sms,
      creditTrial,
      linkInvitations: createLinkInvitations(db),
      contractRequests: createContractRequests(db),
      firebaseKeysUrl: config.firebaseKeysUrl ?? FIREBASE_KEYS_URL,
    });
  const security = fakes.security ?? createSecurityServices({ db, smsCodes, guard: auth.guard });
  const { paymentPasswords } = security;
  const rebates = fakes.rebates ?? createRebateService({ db });
  const promotions = fakes.promotions ?? createPromotionsService({ db });
  const vip = fakes.vip ?? createVipService({ db });
  const rewards =
    fakes.rewards ?? createRewardsService({ db, beforeList: (owner) => vip.grantReached(owner) });
  const referral = fakes.referral ?? createReferralService({ db });
  const leaderboard =
    fakes.leaderboard ?? createLeaderboardServices({ db, answers, ...input.leaderboard });
  const withdrawals = fakes.withdrawals ?? createWithdrawals({ db, inbox, paymentPasswords, log });
  const responsibleGaming = fakes.responsibleGaming ?? createResponsibleGamingService({ db });
  const transfers = fakes.transfers ?? createTransfers({ db, inbox, paymentPasswords, log });
  const operator = fakes.operator ?? createOperator({ repo: merchant.repo, merchants, db });
  // TOTP secrets are sealed with a key derived from the secrets-at-rest key (LOTTERY_SEED_KEY).
  const atRest = input.lottery?.seedKey ?? processSeedKey();
  const totpKey = Buffer.from(hkdfSync('sha256', atRest, '', 'operator-totp-secret', 32));
  const operatorAccounts = createOperatorAccounts({ db, totpBox: createSeedBox(totpKey) });
  const agent =
    fakes.agent ??
    createAgentServices({ db, runRollup: input.agent?.runRollup, paymentPasswords, inbox, log });
  // Its own clock, else the lottery's: tests move both with one fake clock.
  const now = input.payouts?.now ?? input.lottery?.now;
  const payouts =
    fakes.payouts ?? createPayoutsServices({ db, scope: agent.scope, paymentPasswords, now });
  return {
    merchant,
    operatorAccounts,
    sessions,
    sealing,
    messaging,
    verification,
    system,
    wallet,
    content,
    inbox,
    chat,
    deposits,
    feedback,
    games,
    inhouse,
    lottery,
    playHistory,
    records,
    auth,
    security,
    rebates,
    promotions,
    vip,
    rewards,
    referral,
    leaderboard,
    withdrawals,
    responsibleGaming,
    transfers,
    operator,
    agent,
    payouts,
    providers,
  };
}
