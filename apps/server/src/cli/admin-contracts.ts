import {
  AgentContract,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  OperatorContractList,
  type ContractKind,
  type ContractStatus,
} from '@app/contracts';
import type { PeriodsCall } from './admin-periods.js';
import { when } from './admin-requests.js';

/** `contracts …` commands of the admin CLI: the merchant's agent contracts (issue 27). */
export type ContractsCommand =
  | { kind: 'contracts-list'; contract?: ContractKind; status?: ContractStatus }
  | { kind: 'contracts-end'; contract: ContractKind; account: string };

export const CONTRACTS_USAGE = `  contracts list [KIND] [STATUS]    the agents' contracts, newest first (KIND daily_salary,
                                    hourly_salary or dividend; STATUS P pending, A active,
                                    E changing, R rejected, T ended)
  contracts end KIND ACCOUNT        end the house's contract of KIND with the top agent ACCOUNT`;

const isKind = (word: string): word is ContractKind =>
  (CONTRACT_KINDS as readonly string[]).includes(word);
const isStatus = (word: string): word is ContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(word);

export function contractsCommand(rest: readonly string[]): ContractsCommand | string {
  const [verb, ...args] = rest;
  const wrong = `Wrong arguments for contracts ${verb ?? ''}`.trimEnd();
  if (verb === 'end') {
    const [kind, account, ...extra] = args;
    if (kind === undefined || !isKind(kind) || !account || extra.length > 0) return wrong;
    return { kind: 'contracts-end', contract: kind, account };
  }
  if (verb !== 'list' || args.length > 2) return wrong;
  const command: ContractsCommand = { kind: 'contracts-list' };
  for (const word of args) {
    if (isKind(word) && command.contract === undefined) command.contract = word;
    else if (isStatus(word) && command.status === undefined) command.status = word;
    else return wrong;
  }
  return command;
}

/** '3 tiers' (the answer's terms are read as the first kind's shape: tiers only). */
const tiersText = ({ terms }: AgentContract) =>
  `${terms.tiers.length} tier${terms.tiers.length === 1 ? '' : 's'}`;

const contractLine = (c: AgentContract) =>
  `  #${String(c.id).padEnd(7)}${c.kind.padEnd(15)}${c.status.padEnd(3)}${(c.uplineName ?? 'house').padEnd(16)}${c.downlineName.padEnd(16)}v${String(c.version).padEnd(4)}${c.startedAt === null ? '-'.padEnd(17) : when(c.startedAt)} ${c.endedAt === null ? '-'.padEnd(16) : when(c.endedAt)} ${tiersText(c)}`;

export async function runContractsCommand(
  command: ContractsCommand,
  call: PeriodsCall,
): Promise<string> {
  if (command.kind === 'contracts-end') {
    const ended = await call(AgentContract, 'POST', '/agent-contracts/terminate', {
      kind: command.contract,
      account: command.account,
    });
    return `Contract #${ended.id} (${ended.kind}) of ${ended.downlineName} is ${ended.status === 'T' ? 'ended' : ended.status}.`;
  }
  const query = new URLSearchParams({
    ...(command.contract ? { kind: command.contract } : {}),
    ...(command.status ? { status: command.status } : {}),
  }).toString();
  const { list } = await call(
    OperatorContractList,
    'GET',
    `/agent-contracts${query ? `?${query}` : ''}`,
  );
  if (list.length === 0) return 'No contracts.';
  return [
    'Contracts, id · kind · status · upline · downline · version · from · to · tiers:',
    ...list.map(contractLine),
  ].join('\n');
}
