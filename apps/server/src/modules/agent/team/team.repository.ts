import { NON_AGENT_TYPES, MEMBER_TYPE, type TeamMemberKind, type TeamSort } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { rowsOf } from '@/db/raw-rows.js';

/** Which rows of a team list: the merchant, where under the tree, and the filters. */
export type TeamListFilter = {
  merchantId: number;
  /** The team prefix of the member whose downlines are listed ("/1/7/42/"). */
  prefix: string;
  /** The start of the account key (lower-cased): searches the whole team under the prefix. */
  accountStart?: string | undefined;
  kind?: TeamMemberKind | undefined;
  online?: boolean | undefined;
  regFrom?: Date | undefined;
  regTo?: Date | undefined;
  /** Now, and the oldest last-seen time a live session may have. */
  now: Date;
  liveSince: Date;
};

export type TeamListOrder = { sort: TeamSort; order: 'asc' | 'desc' };

export type TeamRow = {
  id: number;
  account: string;
  nickname: string;
  type: number;
  regDate: Date;
  balance: number;
  lastLoginAt: Date | null;
  online: boolean;
  teamSize: number;
};

/** LIKE's own characters in a searched name, escaped (LIKE's default escape is `\`). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const list = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

const kindWhere = (kind: TeamMemberKind | undefined): SQL => {
  if (kind === 'trial') return sql`m.type = ${MEMBER_TYPE.TRIAL}`;
  if (kind === 'player')
    return sql`m.type IN (${list([MEMBER_TYPE.PLAYER, MEMBER_TYPE.TEST_PLAYER])})`;
  if (kind === 'agent') return sql`m.type NOT IN (${list(NON_AGENT_TYPES)})`;
  return sql`TRUE`;
};

/** A live session of `m` (not signed out, not expired, seen within the idle limit). */
const liveSession = (f: TeamListFilter) =>
  sql`EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL
    AND s.expires_at > ${f.now.toISOString()} AND s.last_seen_at > ${f.liveSince.toISOString()})`;

/**
 * The members listed: the direct downlines (path = prefix, one index probe), or with a search
 * the whole team under the prefix (path LIKE prefix%, the path prefix index of migration 0035)
 * whose account key starts with the name.
 */
function where(f: TeamListFilter): SQL {
  const place =
    f.accountStart === undefined
      ? sql`m.path = ${f.prefix}`
      : sql`m.path LIKE ${`${f.prefix}%`} AND m.account_key LIKE ${`${likeEscaped(f.accountStart)}%`}`;
  return sql`m.merchant_id = ${f.merchantId} AND ${place} AND ${kindWhere(f.kind)}
    AND ${f.online === undefined ? sql`TRUE` : f.online ? liveSession(f) : sql`NOT ${liveSession(f)}`}
    AND ${f.regFrom === undefined ? sql`TRUE` : sql`m.reg_date >= ${f.regFrom.toISOString()}`}
    AND ${f.regTo === undefined ? sql`TRUE` : sql`m.reg_date < ${f.regTo.toISOString()}`}`;
}

const cashBalance = sql`(SELECT a.balance FROM ledger_accounts a
  WHERE a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.kind = 'member_cash')`;
const lastLogin = sql`(SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id)`;

/** The sort key of a page query; ids break ties, the same way. */
function orderBy({ sort, order }: TeamListOrder): SQL {
  const dir = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const key =
    sort === 'balance'
      ? sql`coalesce(${cashBalance}, 0)`
      : sort === 'lastLogin'
        ? sql`${lastLogin} ${dir} NULLS LAST, m.reg_date`
        : sql`m.reg_date`;
  return sql`${key} ${dir}, m.id ${dir}`;
}

type RawRow = {
  id: string | number;
  account: string;
  nickname: string;
  type: number | string;
  reg_date: string | Date;
  balance: string | number | null;
  last_login: string | Date | null;
  online: boolean;
  team_size: string | number;
};

/**
 * SQL of the team list: a count, a page of ids in the chosen order, then the page's rows with
 * their balance, last login, online dot and team size in one query over those ids (the team size
 * a range probe of the path prefix index per row: `path ~>=~ p AND path ~<~ p'`, p' being p with
 * its last '/' raised to '0', which bounds every path that starts with p).
 */
export function createTeamRepository(db: DbOrTx) {
  return {
    async count(f: TeamListFilter): Promise<number> {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM members m WHERE ${where(f)}`,
      );
      return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
    },

    async pageIds(
      f: TeamListFilter,
      order: TeamListOrder,
      offset: number,
      limit: number,
    ): Promise<number[]> {
      const result = await db.execute(
        sql`SELECT m.id FROM members m WHERE ${where(f)}
          ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}`,
      );
      return rowsOf<{ id: string | number }>(result).map((row) => Number(row.id));
    },

    /** The rows of `ids` with their figures, in the order of `ids`. */
    async rows(f: TeamListFilter, ids: readonly number[]): Promise<TeamRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
        SELECT m.id, m.account, m.nickname, m.type, m.reg_date,
          ${cashBalance} AS balance, ${lastLogin} AS last_login, ${liveSession(f)} AS online,
          (SELECT count(*) FROM members d WHERE d.merchant_id = m.merchant_id
            AND d.path ~>=~ (m.path || m.id || '/') AND d.path ~<~ (m.path || m.id || '0')) AS team_size
        FROM members m WHERE m.merchant_id = ${f.merchantId} AND m.id IN (${list(ids)})`);
      const byId = new Map(
        rowsOf<RawRow>(result).map((row): [number, TeamRow] => [
          Number(row.id),
          {
            id: Number(row.id),
            account: row.account,
            nickname: row.nickname,
            type: Number(row.type),
            regDate: new Date(row.reg_date),
            balance: Number(row.balance ?? 0),
            lastLoginAt: row.last_login === null ? null : new Date(row.last_login),
            online: row.online,
            teamSize: Number(row.team_size),
          },
        ]),
      );
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The id of the team member (under `prefix`) named `account` (any case), if any. */
    async inTeamByAccount(
      merchantId: number,
      prefix: string,
      account: string,
    ): Promise<number | undefined> {
      const result = await db.execute(
        sql`SELECT id FROM members WHERE merchant_id = ${merchantId}
          AND account_key = ${account.toLowerCase()} AND path LIKE ${`${prefix}%`}`,
      );
      const [row] = rowsOf<{ id: string | number }>(result);
      return row === undefined ? undefined : Number(row.id);
    },

    /** Account names of `ids` (the breadcrumb's steps), by id. */
    async accounts(merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(
        sql`SELECT id, account FROM members WHERE merchant_id = ${merchantId} AND id IN (${list(ids)})`,
      );
      return new Map(
        rowsOf<{ id: string | number; account: string }>(result).map((row) => [
          Number(row.id),
          row.account,
        ]),
      );
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
