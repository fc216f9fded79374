import { NON_AGENT_TYPES } from '@app/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';
import { agentContracts, members } from '@/db/schema/index.js';
import { accountKeyOf } from '../../auth/index.js';

/** A member of the tree as the console lists it (raw: bigint and times as the driver gives). */
export type NodeRow = {
  id: number | string;
  account: string;
  nickname: string;
  type: number;
  upline_id: number | string | null;
  upline_account: string | null;
  reg_date: Date | string;
  cash: string | number | null;
  direct_count: string | number;
  team_size: string | number;
  total: string | number;
};

/** `%` and `_` (and the escape) taken literally in a LIKE pattern. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const agentTypes = () =>
  sql`m.type NOT IN (${sql.join(
    NON_AGENT_TYPES.map((v) => sql`${v}`),
    sql`, `,
  )})`;

const memberColumns = {
  id: members.id,
  account: members.account,
  type: members.type,
  uplineId: members.uplineId,
  path: members.path,
};
export type TreeMember = {
  id: number;
  account: string;
  type: number;
  uplineId: number | null;
  path: string;
};

/** Drizzle and SQL of the operator's agent tree; each takes an optional transaction. */
export function createOperatorAgentsRepository(db: DbOrTx) {
  /**
   * A page of members with their cash, direct downlines and team size (a direct downline's path
   * is its upline's team prefix; the team every path under it, counted by a range probe of the
   * path prefix index: p ≤ path < p with its last '/' raised to '0', as the team list does).
   */
  async function nodes(
    merchantId: number,
    where: SQL,
    page: { offset: number; limit: number },
  ): Promise<NodeRow[]> {
    return rowsOf<NodeRow>(
      await db.execute(sql`
        SELECT m.id, m.account, m.nickname, m.type, m.upline_id, u.account AS upline_account,
          m.reg_date,
          (SELECT a.balance FROM ledger_accounts a
            WHERE a.member_id = m.id AND a.kind = 'member_cash') AS cash,
          (SELECT count(*) FROM members d WHERE d.merchant_id = m.merchant_id
            AND d.path = m.path || m.id || '/') AS direct_count,
          (SELECT count(*) FROM members d WHERE d.merchant_id = m.merchant_id
            AND d.path ~>=~ (m.path || m.id || '/')
            AND d.path ~<~ (m.path || m.id || '0')) AS team_size,
          count(*) OVER () AS total
        FROM members m LEFT JOIN members u ON u.id = m.upline_id
        WHERE m.merchant_id = ${merchantId} AND ${where}
        ORDER BY m.account_key, m.id
        LIMIT ${page.limit} OFFSET ${page.offset}`),
    );
  }

  return {
    /** Agents whose account starts with `q` (any case); no `q`: agents without an upline. */
    search: (merchantId: number, q: string | undefined, page: { offset: number; limit: number }) =>
      nodes(
        merchantId,
        q
          ? sql`${agentTypes()} AND m.account_key LIKE ${`${literal(accountKeyOf(q))}%`}`
          : sql`${agentTypes()} AND m.upline_id IS NULL`,
        page,
      ),

    /** One member's row. */
    one: async (merchantId: number, id: number) =>
      (await nodes(merchantId, sql`m.id = ${id}`, { offset: 0, limit: 1 }))[0],

    /** The direct downline of `member` (by its team prefix), a page. */
    downline: (
      merchantId: number,
      member: { id: number; path: string },
      page: { offset: number; limit: number },
    ) => nodes(merchantId, sql`m.path = ${`${member.path}${member.id}/`}`, page),

    /** The ids of `member`'s direct downline: its rates' bounds, without the listing's figures. */
    async directIds(merchantId: number, member: { id: number; path: string }): Promise<number[]> {
      const rows = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.path, `${member.path}${member.id}/`)),
        );
      return rows.map((row) => row.id);
    },

    /** The member of the merchant with `account` (any case), locked when `lock`. */
    async byAccount(
      merchantId: number,
      account: string,
      lock = false,
    ): Promise<TreeMember | undefined> {
      const query = db
        .select(memberColumns)
        .from(members)
        .where(
          and(eq(members.merchantId, merchantId), eq(members.accountKey, accountKeyOf(account))),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Accounts of `ids` (a path's uplines), by id. */
    async accounts(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(inArray(members.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.account]));
    },

    /** Row-locks rows of `ids` in id order (no two moves deadlock), answering them fresh. */
    async lockMembers(merchantId: number, ids: readonly number[]): Promise<TreeMember[]> {
      return db
        .select(memberColumns)
        .from(members)
        .where(and(eq(members.merchantId, merchantId), inArray(members.id, [...ids])))
        .orderBy(asc(members.id))
        .for('update');
    },

    /** Row-locks every member under `prefix` (the subtree that moves); answers how many. */
    async lockTeam(merchantId: number, prefix: string): Promise<number> {
      const rows = rowsOf<{ id: unknown }>(
        await db.execute(sql`
          SELECT id FROM members WHERE merchant_id = ${merchantId} AND path LIKE ${`${prefix}%`}
          ORDER BY id FOR UPDATE`),
      );
      return rows.length;
    },

    /** Contracts of `memberIds` as downlines that are pending or in force (P, A, E). */
    async openContracts(memberIds: readonly number[]) {
      return db
        .select({
          id: agentContracts.id,
          kind: agentContracts.kind,
          downlineId: agentContracts.downlineId,
        })
        .from(agentContracts)
        .where(
          and(
            inArray(agentContracts.downlineId, [...memberIds]),
            inArray(agentContracts.status, ['P', 'A', 'E']),
          ),
        )
        .orderBy(asc(agentContracts.id));
    },

    /**
     * Puts `member` under `upline`: its upline and path, and every path of its team rewritten
     * from the old prefix to the new one. Answers the team members rewritten.
     */
    async move(
      merchantId: number,
      member: { id: number; path: string },
      upline: { id: number; path: string },
    ): Promise<number> {
      const path = `${upline.path}${upline.id}/`;
      const oldPrefix = `${member.path}${member.id}/`;
      const newPrefix = `${path}${member.id}/`;
      await db
        .update(members)
        .set({ uplineId: upline.id, path })
        .where(and(eq(members.merchantId, merchantId), eq(members.id, member.id)));
      const rows = rowsOf<{ id: unknown }>(
        await db.execute(sql`
          UPDATE members SET path = ${newPrefix} || substr(path, ${oldPrefix.length + 1})
          WHERE merchant_id = ${merchantId} AND path LIKE ${`${oldPrefix}%`}
          RETURNING id`),
      );
      return rows.length;
    },
  };
}

export type OperatorAgentsRepository = ReturnType<typeof createOperatorAgentsRepository>;
