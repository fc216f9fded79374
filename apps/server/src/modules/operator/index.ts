import type { FastifyPluginAsync } from 'fastify';
import type { ContentService } from '../content/index.js';
import type { DepositService } from '../deposit/index.js';
import type { FeedbackService } from '../feedback/index.js';
import type { GamesService } from '../games/index.js';
import type { InboxService } from '../inbox/index.js';
import type { ChatService } from '../chat/index.js';
import type { PromotionsService } from '../promotions/index.js';
import type { WithdrawService } from '../withdraw/index.js';
import type { MerchantRepository, MerchantStore } from '../merchant/index.js';
import type { OperatorContracts, PayoutsOperator } from '../agent/index.js';
import type { ProvidersOperator } from '../providers/index.js';
import type { OperatorLottery } from '../lottery/index.js';
import type { Db } from '@/db/client.js';
import { operatorAccountsRoutes } from './accounts/accounts.routes.js';
import { createDashboard, operatorDashboardRoutes } from './dashboard/dashboard.routes.js';
import { createOperatorMembers, operatorMembersRoutes } from './members/index.js';
import { createOperatorAgentsService, operatorAgentsRoutes } from './agents/index.js';
import { operatorReportsRoutes } from './reports/reports.routes.js';
import { createReports } from './reports/reports.service.js';
import type { OperatorAccounts } from './accounts/accounts.service.js';
import { operatorContentRoutes } from './operator-content.routes.js';
import { operatorContractsRoutes } from './operator-contracts.routes.js';
import { operatorDepositChannelsRoutes } from './operator-deposit-channels.routes.js';
import { operatorDepositsRoutes } from './operator-deposits.routes.js';
import { operatorFeedbackRoutes } from './operator-feedback.routes.js';
import { operatorGamesRoutes } from './operator-games.routes.js';
import { operatorInboxRoutes } from './operator-inbox.routes.js';
import { operatorChatRoutes } from './operator-chat.routes.js';
import { operatorLotteryRoutes } from './operator-lottery.routes.js';
import { operatorPayoutsRoutes } from './operator-payouts.routes.js';
import { guardOperatorScope } from './operator-guard.js';
import { operatorPromotionsRoutes } from './operator-promotions.routes.js';
import { operatorProvidersRoutes } from './operator-providers.routes.js';
import { operatorRoutes } from './operator.routes.js';
import { operatorWithdrawalsRoutes } from './operator-withdrawals.routes.js';
import { createOperatorService } from './operator.service.js';

/**
 * The operator's merchant settings (maintenance, regions, flags) over the merchant module's data,
 * and the console's dashboard of a merchant's day.
 */
export const createOperator = (deps: {
  repo: MerchantRepository;
  merchants: MerchantStore;
  db: Db;
}) => ({
  ...createOperatorService(deps),
  dashboard: createDashboard(deps.db),
  reports: createReports(deps.db),
  members: createOperatorMembers({ db: deps.db }),
  agents: createOperatorAgentsService({ db: deps.db }),
});

export type OperatorService = ReturnType<typeof createOperator>;
export { createOperatorAccounts, type OperatorAccounts } from './accounts/accounts.service.js';

export type OperatorOptions = {
  operator: OperatorService;
  content: ContentService;
  inbox: InboxService;
  chat: ChatService;
  feedback: FeedbackService;
  games: GamesService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  promotions: PromotionsService;
  /** The house's agent contracts (offers to top agents). */
  contracts?: OperatorContracts;
  /** The agent period engine's runs and settings (agent/payouts). */
  payouts: PayoutsOperator;
  /** The lottery's games and draws. */
  lottery: OperatorLottery;
  /** Game providers: each day's reconciliation against the ledger. */
  providers: ProvidersOperator;
  /** The staff's accounts, sessions and audit log. */
  accounts: OperatorAccounts;
  /** The bootstrap token of the operator API (acts as an owner); unset refuses it. */
  operatorToken: string | undefined;
};

/**
 * The operator API (/operator/merchants/...): maintenance, region restriction, withdrawals and
 * VIP display, module flags, the merchant's content and inbox messages, deposit channels,
 * deposits and withdrawals, every route behind the operator token. It changes each domain
 * through that domain's service.
 */
export const operatorModule: FastifyPluginAsync<OperatorOptions> = async (app, options) => {
  const { operator, content, inbox, feedback, games, deposits, withdrawals, promotions } = options;
  guardOperatorScope(app, options.operatorToken, options.accounts);
  await app.register(operatorAccountsRoutes, { accounts: options.accounts });
  await app.register(operatorRoutes, { operator });
  const hasPromotion = async (merchantId: number, codeOrId: string) =>
    (await promotions.operator.list(merchantId)).some(
      (promotion) => promotion.code === codeOrId || String(promotion.id) === codeOrId,
    );
  const { merchantId } = operator;
  await app.register(operatorDashboardRoutes, { dashboard: operator.dashboard, merchantId });
  await app.register(operatorReportsRoutes, { reports: operator.reports, merchantId });
  await app.register(operatorMembersRoutes, { members: operator.members, merchantId });
  await app.register(operatorAgentsRoutes, { agents: operator.agents, merchantId });
  await app.register(operatorContentRoutes, { content, merchantId, hasPromotion });
  await app.register(operatorInboxRoutes, { inbox, merchantId });
  await app.register(operatorChatRoutes, { chat: options.chat, merchantId });
  await app.register(operatorFeedbackRoutes, { feedback, merchantId });
  await app.register(operatorGamesRoutes, { games, merchantId });
  await app.register(operatorLotteryRoutes, { lottery: options.lottery, merchantId });
  await app.register(operatorDepositsRoutes, { deposits, merchantId });
  await app.register(operatorDepositChannelsRoutes, { deposits, merchantId });
  await app.register(operatorWithdrawalsRoutes, { withdrawals, merchantId });
  await app.register(operatorPromotionsRoutes, { promotions, merchantId });
  await app.register(operatorPayoutsRoutes, { payouts: options.payouts, merchantId });
  await app.register(operatorProvidersRoutes, { providers: options.providers });
  if (options.contracts) {
    await app.register(operatorContractsRoutes, { contracts: options.contracts, merchantId });
  }
};
