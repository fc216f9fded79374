import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@/db/client.js';
import { cashierNotifier, type InboxService } from '../inbox/index.js';
import type { PaymentPasswords } from '../security/index.js';
import { createPlayHistory } from '@/modules/play-history/index.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import {
  contractsRoutes,
  createContractsService,
  type ContractsService,
} from './contracts/index.js';
import { createAccountsService, type AccountsService } from './accounts/accounts.service.js';
import { affiliateLinksRoutes } from './affiliate-links/affiliate-links.routes.js';
import {
  createAffiliateLinksService,
  type AffiliateLinksService,
} from './affiliate-links/affiliate-links.service.js';
import { downlineTransferRoutes } from './downline-transfer/downline-transfer.routes.js';
import {
  createDownlineTransferService,
  type DownlineTransferService,
} from './downline-transfer/downline-transfer.service.js';
import { redEnvelopesRoutes } from './red-envelopes/red-envelopes.routes.js';
import {
  createRedEnvelopesService,
  type RedEnvelopesService,
} from './red-envelopes/red-envelopes.service.js';
import {
  createRebateIncome,
  createRebatesService,
  rebatesRoutes,
  type RebateIncome,
  type RebatesService,
} from './rebates/index.js';
import { createAgentScope, type AgentScope } from './scope.js';
import { createTeamFigures, teamFiguresRoutes, type TeamFigures } from './team-figures/index.js';
import { teamBetsRoutes } from './team-bets/team-bets.routes.js';
import { createTeamBetsService, type TeamBetsService } from './team-bets/team-bets.service.js';
import { teamRoutes } from './team/team.routes.js';
import { createTeamService, type TeamService } from './team/team.service.js';

export {
  agentOf,
  createAgentScope,
  inTeam,
  teamPrefixOf,
  type AgentCaller,
  type AgentScope,
} from './scope.js';
/** Registration through an agent's affiliate link (given to auth's registration). */
export { createLinkInvitations } from './affiliate-links/invitations.js';
/** The period engine's salaries and dividends (composition.ts builds them; the app registers them). */
export {
  createPayoutsOperator,
  createPayoutsServices,
  payoutsModule,
  type PayoutsOperator,
  type PayoutsServices,
} from './payouts/index.js';
/** The team figures' roll-up: `flush()` folds every pending figure event (reports' tests). */
export { createRollup } from './team-figures/rollup.js';
/** Rebate rates' rules and the income batch (the operator's agent tree reads, raises and moves). */
export { createRebateIncome } from './rebates/index.js';
export {
  lockAgentRates,
  merchantRules,
  quotaUse,
  quotasOf,
  ratesOf,
  writeRates,
  type MerchantRules,
} from './rebates/rates.js';
/** The contract statuses and requests of /funds/consolidated (given to auth's member info). */
export { createContractRequests, type OperatorContracts } from './contracts/index.js';

export type AgentDeps = {
  db: Db;
  /** This instance rolls up the team figures (team-figures/rollup.ts) every second. */
  runRollup?: boolean | undefined;
  /** The agent's payment password proves its transfers and red envelopes. */
  paymentPasswords: PaymentPasswords;
  /** Receivers hear of an agent's money in their inbox (a failed send is logged only). */
  inbox: InboxService;
  log: FastifyBaseLogger;
};

/**
 * The agent centre (SPEC §1, §2 agent routes, AGENTS.md): every call needs an agent's session
 * (`config.auth: 'agent'`) and answers only about the caller's own subtree (scope.ts). Each
 * capability lives in a folder of its own here and adds its services and routes below.
 */
export type AgentServices = {
  scope: AgentScope;
  accounts: AccountsService;
  affiliateLinks: AffiliateLinksService;
  team: TeamService;
  teamBets: TeamBetsService;
  teamFigures: TeamFigures;
  downlineTransfer: DownlineTransferService;
  redEnvelopes: RedEnvelopesService;
  contracts: ContractsService;
  rebates: RebatesService;
  rebateIncome: RebateIncome;
  /** Whether this instance runs the rebate income batch (with the roll-up). */
  runRebateIncome: boolean;
};

export function createAgentServices(deps: AgentDeps): AgentServices {
  const { db, runRollup } = deps;
  const scope = createAgentScope(db);
  const notify = cashierNotifier(deps.inbox, deps.log, 'agent: a receiver was not told of money');
  const money = { db, scope, paymentPasswords: deps.paymentPasswords, notify };
  const rebates = createRebatesService({ db, scope });
  return {
    scope,
    accounts: createAccountsService({ db, scope, rebates }),
    affiliateLinks: createAffiliateLinksService({ db, rebates }),
    team: createTeamService({ db, scope }),
    teamBets: createTeamBetsService({ db, scope, bets: createPlayHistory(db) }),
    teamFigures: createTeamFigures({ db, scope, runRollup }),
    downlineTransfer: createDownlineTransferService(money),
    redEnvelopes: createRedEnvelopesService(money),
    contracts: createContractsService({ db, scope, notify }),
    rebates,
    rebateIncome: createRebateIncome(db),
    runRebateIncome: runRollup === true,
  };
}

/** Each capability's routes, given every agent service; a new capability adds its plugin here. */
const AGENT_ROUTES: readonly FastifyPluginAsync<AgentServices>[] = [
  accountsRoutes,
  affiliateLinksRoutes,
  teamRoutes,
  teamBetsRoutes,
  teamFiguresRoutes,
  downlineTransferRoutes,
  redEnvelopesRoutes,
  contractsRoutes,
  rebatesRoutes,
];

export const agentModule = fp(
  async function agent(app: FastifyInstance, services: AgentServices) {
    for (const routes of AGENT_ROUTES) await app.register(routes, services);
  },
  { name: 'agent', dependencies: ['auth'] },
);
