import type {
  OperatorAgentMove,
  OperatorAgentMoveBody,
  OperatorAgentPage,
  OperatorAgentRatesBody,
  OperatorAgentRebates,
  OperatorAgentTree,
} from '@app/contracts';
import { api } from '@/shared/api';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** The operator API's agent tree (packages/contracts operator-agents.ts). */
const agentPath = (account: string, rest: string) =>
  merchantPath(currentMerchant(), `agents/${encodeURIComponent(account)}/${rest}`);

export const searchAgents = (q: string, page: number, size: number) =>
  api<OperatorAgentPage>('GET', merchantPath(currentMerchant(), 'agents'), {
    query: { q: q || undefined, page, size },
  });

export const treeOf = (account: string, page: number, size: number) =>
  api<OperatorAgentTree>('GET', agentPath(account, 'tree'), { query: { page, size } });

export const rebatesOf = (account: string) =>
  api<OperatorAgentRebates>('GET', agentPath(account, 'rebates'));

export const setRates = (account: string, body: OperatorAgentRatesBody) =>
  api<OperatorAgentRebates>('PUT', agentPath(account, 'rebates'), { body });

export const moveAgent = (account: string, body: OperatorAgentMoveBody) =>
  api<OperatorAgentMove>('POST', agentPath(account, 'move'), { body });
