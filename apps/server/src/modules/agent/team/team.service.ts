import {
  DAY_MS,
  isAgentType,
  siteDayKeyStart,
  type SubordinateFilter,
  type SubordinatePage,
  type TeamCrumb,
} from '@app/contracts';
import type { DbOrTx } from '@/db/client.js';
import { SESSION_IDLE_MS } from '@/modules/session/index.js';
import { teamPrefixOf, type AgentCaller, type AgentScope, type TeamMember } from '../scope.js';
import { createTeamRepository, type TeamListFilter } from './team.repository.js';

/**
 * Team management (ODSFE2_Subordinate): the direct downlines of the caller or of a member of its
 * team, a page at a time, with the way down from the caller (the breadcrumb). A parent outside
 * the caller's team is 404 (the scope's downline check).
 */
export function createTeamService({
  db,
  scope,
  now = () => new Date(),
}: {
  db: DbOrTx;
  scope: AgentScope;
  now?: () => Date;
}) {
  const repo = createTeamRepository(db);

  /** The caller, then each member from its first level down to `parent`. */
  async function breadcrumb(merchantId: number, self: TeamMember, parent: TeamMember) {
    const selfPrefix = teamPrefixOf(self);
    const between = parent.path
      .slice(selfPrefix.length)
      .split('/')
      .filter((part) => part !== '')
      .map(Number);
    const ids = parent.id === self.id ? [] : [...between, parent.id];
    const names = await repo.accounts(merchantId, ids);
    const crumbs: TeamCrumb[] = [{ customerId: self.id, customerName: self.account }];
    for (const id of ids) crumbs.push({ customerId: id, customerName: names.get(id) ?? '' });
    return crumbs;
  }

  return {
    async page(caller: AgentCaller, query: SubordinateFilter): Promise<SubordinatePage> {
      const self = await scope.self(caller);
      const parent =
        query.parentId === undefined || query.parentId === self.id
          ? self
          : await scope.downline(caller, query.parentId);
      const at = now();
      const filter: TeamListFilter = {
        merchantId: caller.merchantId,
        prefix: teamPrefixOf(parent),
        accountStart: query.customerName?.toLowerCase(),
        kind: query.kind,
        online: query.online,
        regFrom: query.regFrom === undefined ? undefined : new Date(siteDayKeyStart(query.regFrom)),
        regTo:
          query.regTo === undefined ? undefined : new Date(siteDayKeyStart(query.regTo) + DAY_MS),
        now: at,
        liveSince: new Date(at.getTime() - SESSION_IDLE_MS),
      };
      const { pageNo, pageSize } = query;
      const [total, ids, crumbs] = await Promise.all([
        repo.count(filter),
        repo.pageIds(filter, query, (pageNo - 1) * pageSize, pageSize),
        breadcrumb(caller.merchantId, self, parent),
      ]);
      const rows = await repo.rows(filter, ids);
      return {
        list: rows.map((row) => ({
          customerId: row.id,
          customerName: row.account,
          nickname: row.nickname,
          type: row.type,
          isAgent: isAgentType(row.type),
          balance: row.balance,
          regDate: row.regDate.getTime(),
          lastLoginAt: row.lastLoginAt?.getTime() ?? null,
          online: row.online,
          teamSize: row.teamSize,
        })),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
        breadcrumb: crumbs,
      };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
