import enAccount from './en/account.json';
import enAgentContracts from './en/agentContracts.json';
import enAgentDividend from './en/agentDividend.json';
import enAgentAccounts from './en/agentAccounts.json';
import enAgent from './en/agent.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enDownlineTransfer from './en/downlineTransfer.json';
import enFrame from './en/frame.json';
import enGames from './en/games.json';
import enHelp from './en/help.json';
import enHome from './en/home.json';
import enLottery from './en/lottery.json';
import enMine from './en/mine.json';
import enSecurity from './en/security.json';
import enNotices from './en/notices.json';
import enProfitLoss from './en/profitLoss.json';
import enTeam from './en/team.json';
import enTeamBetting from './en/teamBetting.json';
import enTeamOverview from './en/teamOverview.json';
import enTeamPnl from './en/teamPnl.json';
import enTransfer from './en/transfer.json';
import enRecords from './en/records.json';
import enRedEnvelopes from './en/redEnvelopes.json';
import enResponsibleGaming from './en/responsibleGaming.json';
import enTransactions from './en/transactions.json';
import enWallet from './en/wallet.json';
import enWithdraw from './en/withdraw.json';
import tyAccount from './ty/account.json';
import tyAgentContracts from './ty/agentContracts.json';
import tyAgentDividend from './ty/agentDividend.json';
import tyAgentAccounts from './ty/agentAccounts.json';
import tyAgent from './ty/agent.json';
import tyAuth from './ty/auth.json';
import tyCommon from './ty/common.json';
import tyDownlineTransfer from './ty/downlineTransfer.json';
import tyFrame from './ty/frame.json';
import tyGames from './ty/games.json';
import tyHelp from './ty/help.json';
import tyHome from './ty/home.json';
import tyLottery from './ty/lottery.json';
import tyMine from './ty/mine.json';
import tySecurity from './ty/security.json';
import tyNotices from './ty/notices.json';
import tyProfitLoss from './ty/profitLoss.json';
import tyTeam from './ty/team.json';
import tyTeamBetting from './ty/teamBetting.json';
import tyTeamOverview from './ty/teamOverview.json';
import tyTeamPnl from './ty/teamPnl.json';
import tyTransfer from './ty/transfer.json';
import tyRecords from './ty/records.json';
import tyRedEnvelopes from './ty/redEnvelopes.json';
import tyResponsibleGaming from './ty/responsibleGaming.json';
import tyTransactions from './ty/transactions.json';
import tyWallet from './ty/wallet.json';
import tyWithdraw from './ty/withdraw.json';

/**
 * Every translation, by language and namespace (one namespace per feature; features add theirs
 * here), for the tests that compare the languages. The app itself loads them through
 * shared/i18n.ts: the first screen's in the first load, the others when a page needs them.
 */
export const resources = {
  TY: {
    common: tyCommon,
    frame: tyFrame,
    auth: tyAuth,
    account: tyAccount,
    agentAccounts: tyAgentAccounts,
    agentContracts: tyAgentContracts,
    agentDividend: tyAgentDividend,
    agent: tyAgent,
    wallet: tyWallet,
    help: tyHelp,
    notices: tyNotices,
    home: tyHome,
    games: tyGames,
    lottery: tyLottery,
    records: tyRecords,
    mine: tyMine,
    security: tySecurity,
    withdraw: tyWithdraw,
    transactions: tyTransactions,
    responsibleGaming: tyResponsibleGaming,
    profitLoss: tyProfitLoss,
    transfer: tyTransfer,
    downlineTransfer: tyDownlineTransfer,
    redEnvelopes: tyRedEnvelopes,
    team: tyTeam,
    teamBetting: tyTeamBetting,
    teamOverview: tyTeamOverview,
    teamPnl: tyTeamPnl,
  },
  EN: {
    common: enCommon,
    frame: enFrame,
    auth: enAuth,
    account: enAccount,
    agentAccounts: enAgentAccounts,
    agentContracts: enAgentContracts,
    agentDividend: enAgentDividend,
    agent: enAgent,
    wallet: enWallet,
    help: enHelp,
    notices: enNotices,
    home: enHome,
    games: enGames,
    lottery: enLottery,
    records: enRecords,
    mine: enMine,
    security: enSecurity,
    withdraw: enWithdraw,
    transactions: enTransactions,
    responsibleGaming: enResponsibleGaming,
    profitLoss: enProfitLoss,
    transfer: enTransfer,
    downlineTransfer: enDownlineTransfer,
    redEnvelopes: enRedEnvelopes,
    team: enTeam,
    teamBetting: enTeamBetting,
    teamOverview: enTeamOverview,
    teamPnl: enTeamPnl,
  },
} as const;
