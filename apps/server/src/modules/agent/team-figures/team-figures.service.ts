import {
  isAgentType,
  teamReportRangeError,
  type DownlinePnl,
  type RelayParsedInput,
  type TeamKpiCategories,
  type TeamKpiCounts,
  type TeamKpiOverview,
  type TeamPnlPage,
  type downlinePnlRelay,
  type teamKpiARelay,
  type teamPnlRelay,
} from '@app/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { members } from '@/db/schema/index.js';
import { AppError } from '@/lib/app-error.js';
import { teamPrefixOf, type AgentCaller, type AgentScope } from '../scope.js';
import {
  byCategoryOf,
  daysOf,
  everyDay,
  kpiFiguresOf,
  pnlTotalsOf,
  sumRows,
  zeroRow,
  type FigureRow,
} from './day-figures.js';
import { createFiguresRepository } from './figures.repository.js';
import { createRollup, type Rollup } from './rollup.js';

type KpiQuery = RelayParsedInput<typeof teamKpiARelay>;
type Range = { startDate: string; endDate: string };

/** Refuses a range the rule of contracts/team-kpi.ts refuses, naming the field. */
function checkRange(range: Range, now: number): void {
  const error = teamReportRangeError(range, now);
  if (error) throw new AppError(error.code, { field: error.field });
}

/** A page of `size` items out of `total` (size 0: none, the footer alone). */
const pageOf = (total: number, size: number, page: number) => ({
  pageNum: page,
  total,
  totalPages: size === 0 ? 0 : Math.ceil(total / size),
  from: (page - 1) * size,
});

export type TeamFiguresDeps = {
  db: Db;
  scope: AgentScope;
  now?: () => number;
  /** This instance folds the journal every ROLLUP_EVERY_MS (the server; tests flush). */
  runRollup?: boolean | undefined;
};

/**
 * The team figures of the agent centre (contracts/team-kpi.ts), read from the day roll-ups
 * (db/schema/team-stats.ts) and only about the caller's own subtree (scope.ts).
 */
export function createTeamFigures({
  db,
  scope,
  now = Date.now,
  runRollup = false,
}: TeamFiguresDeps) {
  const repo = createFiguresRepository(db);
  const rollup: Rollup = createRollup(db, now);

  /** The days of the range with their rows, and the footer's sums with the members online. */
  async function kpi(caller: AgentCaller, query: KpiQuery) {
    checkRange(query, now());
    const self = await scope.self(caller);
    const direct = query.scope === 'direct';
    const rows = await repo.teamDays(self.id, direct, query);
    const online = await repo.online(self.id, direct);
    const days = everyDay(daysOf(query.startDate, query.endDate), rows);
    const page = pageOf(days.length, query.size, query.page);
    const shown = days.slice(page.from, page.from + query.size);
    const totals = kpiFiguresOf(sumRows([...rows.values()]));
    if (query.startDate !== query.endDate) {
      // Over several days a member who came back counts once, not once a day.
      const distinct = await repo.distinctMembers({ prefix: teamPrefixOf(self), direct }, query);
      totals.teamLoginMemberCount = distinct.logins;
      totals.teamBetMemberCount = distinct.bettors;
      totals.teamDepositMemberCount = distinct.depositors;
    }
    return {
      page: { pageNum: page.pageNum, total: page.total, totalPages: page.totalPages },
      shown: shown.map(({ day, row }) => ({ balanceDate: day, row })),
      footer: { ...totals, teamOnlineCount: online },
      totalsRow: sumRows([...rows.values()]),
    };
  }

  return {
    /** The roll-up: `flush()` folds every pending event (tests, the bench). */
    rollup,
    runsRollup: runRollup,

    /** ODSFE2_TeamKPIA: the counters per day, the footer with the members online. */
    async counts(caller: AgentCaller, query: KpiQuery): Promise<TeamKpiCounts> {
      const { page, shown, footer } = await kpi(caller, query);
      const counts = (f: ReturnType<typeof kpiFiguresOf>) => ({
        teamLoginMemberCount: f.teamLoginMemberCount,
        teamBetMemberCount: f.teamBetMemberCount,
        teamDepositMemberCount: f.teamDepositMemberCount,
        teamFirstDepositCount: f.teamFirstDepositCount,
        teamRegisterMemberCount: f.teamRegisterMemberCount,
      });
      return {
        ...page,
        list: shown.map(({ balanceDate, row }) => ({ balanceDate, ...counts(kpiFiguresOf(row)) })),
        footer: { ...counts(footer), teamOnlineCount: footer.teamOnlineCount },
      };
    },

    /** ODSFE2_TeamKPIB: every figure per day. */
    async overview(caller: AgentCaller, query: KpiQuery): Promise<TeamKpiOverview> {
      const { page, shown, footer } = await kpi(caller, query);
      return {
        ...page,
        list: shown.map(({ balanceDate, row }) => ({ balanceDate, ...kpiFiguresOf(row) })),
        footer,
      };
    },

    /** ODSFE2_TeamKPIC: each category's play per day. */
    async categories(caller: AgentCaller, query: KpiQuery): Promise<TeamKpiCategories> {
      const { page, shown, footer, totalsRow } = await kpi(caller, query);
      const play = (row: FigureRow) => {
        const { teamTotalBet, teamValidBet, teamTotalWin, teamTotalPnl } = kpiFiguresOf(row);
        return {
          teamTotalBet,
          teamValidBet,
          teamTotalWin,
          teamTotalPnl,
          byCategory: byCategoryOf(row),
        };
      };
      return {
        ...page,
        list: shown.map(({ balanceDate, row }) => ({ balanceDate, ...play(row) })),
        footer: {
          ...play(totalsRow),
          teamLoginMemberCount: footer.teamLoginMemberCount,
          teamBetMemberCount: footer.teamBetMemberCount,
          teamRegisterMemberCount: footer.teamRegisterMemberCount,
          teamOnlineCount: footer.teamOnlineCount,
        },
      };
    },

    /**
     * ODSFE2_TeamPNL: a row per direct downline of the caller (or of `parentId`, in its team),
     * each its own figures plus its whole team's; the footer the parent's whole team.
     */
    async teamPnl(
      caller: AgentCaller,
      query: RelayParsedInput<typeof teamPnlRelay>,
    ): Promise<TeamPnlPage> {
      checkRange(query, now());
      const parent =
        query.parentId === undefined || query.parentId === caller.memberId
          ? await scope.self(caller)
          : await scope.downline(caller, query.parentId);
      const prefix = teamPrefixOf(parent);
      const direct = and(eq(members.merchantId, caller.merchantId), eq(members.path, prefix));
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(direct);
      const page = pageOf(counted?.n ?? 0, query.size, query.page);
      const downlines =
        query.size === 0
          ? []
          : await db
              .select({
                id: members.id,
                account: members.account,
                nickname: members.nickname,
                type: members.type,
                path: members.path,
              })
              .from(members)
              .where(direct)
              .orderBy(asc(members.id))
              .limit(query.size)
              .offset(page.from);
      const sums = await repo.ownAndTeamSums(
        downlines.map((d) => d.id),
        query,
      );
      const sizes = await repo.teamSizes(
        caller.merchantId,
        downlines.map((d) => teamPrefixOf(d)),
      );
      const footer = sumRows([...(await repo.teamDays(parent.id, false, query)).values()]);
      const own =
        parent.id === caller.memberId
          ? null
          : pnlTotalsOf(sumRows([...(await repo.memberDays(parent.id, query)).values()]));
      return {
        list: downlines.map((d, i) => ({
          ...pnlTotalsOf(sums.get(d.id) ?? zeroRow()),
          customerId: d.id,
          customerName: d.account,
          nickname: d.nickname,
          type: d.type,
          isAgent: isAgentType(d.type),
          teamSize: sizes[i] ?? 0,
        })),
        pageNum: page.pageNum,
        total: page.total,
        totalPages: page.totalPages,
        footer: pnlTotalsOf(footer),
        parent: { customerId: parent.id, customerName: parent.account },
        own,
      };
    },

    /** ODSFE2_TeamMemPNL: one member of the caller's team, its own figures per day. */
    async downlinePnl(
      caller: AgentCaller,
      query: RelayParsedInput<typeof downlinePnlRelay>,
    ): Promise<DownlinePnl> {
      checkRange(query, now());
      const member = await scope.downline(caller, query.customerId);
      const rows = await repo.memberDays(member.id, query);
      return {
        customerId: member.id,
        customerName: member.account,
        days: everyDay(daysOf(query.startDate, query.endDate), rows).map(({ day, row }) => ({
          balanceDate: day,
          ...pnlTotalsOf(row),
        })),
        total: pnlTotalsOf(sumRows([...rows.values()])),
      };
    },
  };
}

export type TeamFigures = ReturnType<typeof createTeamFigures>;
