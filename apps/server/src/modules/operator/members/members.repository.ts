import { DUPLICATE_HINTS_MAX, MEMBER_TYPE, NON_AGENT_TYPES } from '@app/contracts';
import type { OperatorMemberFilter } from '@app/contracts';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { isLiveSession } from '@/db/queries.js';
import { rowsOf } from '@/db/raw-rows.js';
import {
  bankCards,
  banks,
  loginFailures,
  memberNotes,
  members,
  memberPlayTotals,
  merchantSettings,
  sessions,
} from '@/db/schema/index.js';

/** A member as the console lists it (raw: numbers and times as the driver gives them). */
export type MemberListRow = {
  /** bigint: node-postgres answers a string, PGlite a number. */
  id: number | string;
  account: string;
  nickname: string;
  type: number;
  upline_account: string | null;
  reg_date: Date | string;
  last_login: Date | string | null;
  cash: string | number | null;
  disabled: boolean;
  total: string | number;
};

/** The member's devices looked at for look-alike accounts: those seen in the last 90 days. */
const DEVICE_HINT_DAYS = 90;

/** `%` and `_` (and the escape) taken literally in a LIKE pattern. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const typeCondition = (type: OperatorMemberFilter | undefined): SQL => {
  const list = (values: readonly number[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  switch (type) {
    case undefined:
      return sql`true`;
    case 'player':
      return sql`m.type = ${MEMBER_TYPE.PLAYER}`;
    case 'agent':
      return sql`m.type = ${MEMBER_TYPE.AGENT}`;
    case 'agent_player':
      return sql`m.type = ${MEMBER_TYPE.AGENT_PLAYER}`;
    case 'trial':
      return sql`m.type = ${MEMBER_TYPE.TRIAL}`;
    case 'test_player':
      return sql`m.type = ${MEMBER_TYPE.TEST_PLAYER}`;
    case 'agents':
      return sql`m.type NOT IN (${list(NON_AGENT_TYPES)})`;
    case 'other':
      return sql`m.type NOT IN (${list([...NON_AGENT_TYPES, MEMBER_TYPE.AGENT, MEMBER_TYPE.AGENT_PLAYER])})`;
  }
};

/** What `q` finds: an account by prefix (any case), a mobile, an e-mail, a payee name, an id. */
const searchCondition = (q: string | undefined): SQL => {
  if (!q) return sql`true`;
  const lower = q.toLowerCase();
  const byId = /^\d{1,15}$/.test(q) ? sql` OR m.id = ${Number(q)}` : sql``;
  return sql`(m.account_key LIKE ${`${literal(lower)}%`}
    OR m.mobile_num = ${q} OR (m.country_dialing_code || m.mobile_num) = ${q.replace(/^\+/, '')}
    OR lower(m.email) = ${lower} OR lower(trim(m.payee_name)) = ${lower}${byId})`;
};

/** Drizzle and SQL reads of members for the operator; each takes an optional transaction. */
export function createOperatorMembersRepository(db: DbOrTx) {
  return {
    /** A page of the merchant's members matching `q` and `type`, newest first, with the total. */
    async search(
      merchantId: number,
      filter: { q?: string | undefined; type?: OperatorMemberFilter | undefined },
      page: { offset: number; limit: number },
      onlyId?: number,
    ): Promise<MemberListRow[]> {
      const only = onlyId === undefined ? sql`true` : sql`m.id = ${onlyId}`;
      return rowsOf<MemberListRow>(
        await db.execute(sql`
          SELECT m.id, m.account, m.nickname, m.type, u.account AS upline_account,
            m.reg_date, m.disabled,
            (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login,
            (SELECT a.balance FROM ledger_accounts a
              WHERE a.member_id = m.id AND a.kind = 'member_cash') AS cash,
            count(*) OVER () AS total
          FROM members m LEFT JOIN members u ON u.id = m.upline_id
          WHERE m.merchant_id = ${merchantId} AND ${only}
            AND ${searchCondition(filter.q)} AND ${typeCondition(filter.type)}
          ORDER BY m.reg_date DESC, m.id DESC
          LIMIT ${page.limit} OFFSET ${page.offset}`),
      );
    },

    /** The member row of the merchant (for detail and changes), or undefined. */
    async member(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
      return row;
    },

    /** Row-locks the member to the end of the transaction (lock, unlock, password). */
    async lockMember(merchantId: number, id: number) {
      const [row] = await db
        .select({ id: members.id, disabled: members.disabled, account: members.account })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
        .for('update');
      return row;
    },

    async balances(memberId: number) {
      const rows = rowsOf<{ kind: string; balance: string | number }>(
        await db.execute(sql`
          SELECT kind, balance FROM ledger_accounts WHERE member_id = ${memberId}`),
      );
      return new Map(rows.map((row) => [row.kind, Number(row.balance)]));
    },

    async lifetime(memberId: number) {
      const [totals] = await db
        .select({ deposited: memberPlayTotals.deposited })
        .from(memberPlayTotals)
        .where(eq(memberPlayTotals.memberId, memberId));
      const [paid] = rowsOf<{ withdrawn: string | number }>(
        await db.execute(sql`
          SELECT coalesce(sum(amount), 0) AS withdrawn FROM withdraw_requests
          WHERE member_id = ${memberId} AND status = 'paid'`),
      );
      return { deposited: totals?.deposited ?? 0, withdrawn: Number(paid?.withdrawn ?? 0) };
    },

    /** How the member's deposits and withdrawals were decided so far. */
    async history(memberId: number) {
      const [row] = rowsOf<Record<string, string | number>>(
        await db.execute(sql`
          SELECT
            (SELECT count(*) FROM deposit_requests
              WHERE member_id = ${memberId} AND status = 'approved') AS deposits_approved,
            (SELECT count(*) FROM deposit_requests
              WHERE member_id = ${memberId} AND status = 'rejected') AS deposits_rejected,
            (SELECT count(*) FROM withdraw_requests
              WHERE member_id = ${memberId} AND status = 'paid') AS withdrawals_paid,
            (SELECT count(*) FROM withdraw_requests
              WHERE member_id = ${memberId} AND status = 'rejected') AS withdrawals_rejected`),
      );
      const count = (key: string) => Number(row?.[key] ?? 0);
      return {
        depositsApproved: count('deposits_approved'),
        depositsRejected: count('deposits_rejected'),
        withdrawalsPaid: count('withdrawals_paid'),
        withdrawalsRejected: count('withdrawals_rejected'),
      };
    },

    /** The staff's latest `limit` lines about the member, newest first. */
    notes(memberId: number, limit: number) {
      return db
        .select()
        .from(memberNotes)
        .where(eq(memberNotes.memberId, memberId))
        .orderBy(desc(memberNotes.id))
        .limit(limit);
    },

    /** The reason of the member's latest lock. */
    async lockReason(memberId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ body: memberNotes.body })
        .from(memberNotes)
        .where(and(eq(memberNotes.memberId, memberId), eq(memberNotes.kind, 'lock')))
        .orderBy(desc(memberNotes.id))
        .limit(1);
      return row?.body;
    },

    async addNote(note: typeof memberNotes.$inferInsert) {
      const [row] = await db.insert(memberNotes).values(note).returning();
      if (!row) throw new Error('member note not written');
      return row;
    },

    /** The last `limit` lines of the member's cash with the balance after each, newest first. */
    async ledger(memberId: number, limit: number) {
      return rowsOf<{
        transaction_id: number | string;
        at: Date | string;
        kind: string;
        memo: string;
        amount: string | number;
        balance_after: string | number;
      }>(
        await db.execute(sql`
          SELECT * FROM (
            SELECT t.id AS transaction_id, t.created_at AS at, t.kind, t.memo, p.amount,
              sum(p.amount) OVER (ORDER BY p.id) AS balance_after, p.id AS posting_id
            FROM ledger_postings p
            JOIN ledger_accounts a ON a.id = p.account_id
            JOIN ledger_transactions t ON t.id = p.transaction_id
            WHERE a.member_id = ${memberId} AND a.kind = 'member_cash'
          ) lines ORDER BY posting_id DESC LIMIT ${limit}`),
      );
    },

    /** Live sessions (not revoked, not expired, used within `idleSince`) and the latest one. */
    async sessions(memberId: number, now: Date, idleSince: Date) {
      const [live] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isLiveSession(sessions, now),
            gt(sessions.lastSeenAt, idleSince),
          ),
        );
      const [last] = await db
        .select({ ip: sessions.ip, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(1);
      return { live: live?.count ?? 0, last };
    },

    async cards(memberId: number) {
      return db
        .select({
          id: bankCards.id,
          bankCode: bankCards.bankCode,
          bankName: banks.name,
          accountName: bankCards.accountName,
          accountNumber: bankCards.accountNumber,
          createdAt: bankCards.createdAt,
        })
        .from(bankCards)
        .innerJoin(banks, eq(banks.code, bankCards.bankCode))
        .where(eq(bankCards.memberId, memberId))
        .orderBy(bankCards.id);
    },

    /**
     * Other members of the merchant sharing the member's registration IP, payee name (any case)
     * or a bound account number, with what they share; at most DUPLICATE_HINTS_MAX.
     */
    async duplicates(member: {
      id: number;
      merchantId: number;
      registerIp: string;
      payeeName: string;
    }) {
      const { id, merchantId } = member;
      const ip = member.registerIp.trim();
      const payee = member.payeeName.trim().toLowerCase();
      return rowsOf<{ id: number | string; account: string; reasons: string[] | string }>(
        await db.execute(sql`
          SELECT h.id, o.account, array_agg(DISTINCT h.reason ORDER BY h.reason) AS reasons
          FROM (
            SELECT m.id, 'ip' AS reason FROM members m
              WHERE ${ip} <> '' AND m.merchant_id = ${merchantId} AND m.register_ip = ${ip}
            UNION ALL
            SELECT m.id, 'payee' FROM members m
              WHERE ${payee} <> '' AND m.merchant_id = ${merchantId}
                AND lower(trim(m.payee_name)) = ${payee}
            UNION ALL
            SELECT m.id, 'card' FROM bank_cards c JOIN members m ON m.id = c.member_id
              WHERE m.merchant_id = ${merchantId} AND c.account_number IN
                (SELECT account_number FROM bank_cards WHERE member_id = ${id})
            UNION ALL
            SELECT other.member_id, 'device' FROM (
                SELECT DISTINCT ip, user_agent FROM sessions
                WHERE member_id = ${id} AND ip <> '' AND user_agent <> ''
                  AND last_seen_at > now() - make_interval(days => ${DEVICE_HINT_DAYS})
              ) own
              JOIN sessions other ON other.ip = own.ip AND other.user_agent = own.user_agent
              WHERE other.merchant_id = ${merchantId}
          ) h JOIN members o ON o.id = h.id
          WHERE h.id <> ${id}
          GROUP BY h.id, o.account
          ORDER BY h.id DESC
          LIMIT ${DUPLICATE_HINTS_MAX}`),
      );
    },

    /** The merchant's own registration rules, if it has any. */
    async registerRules(merchantId: number) {
      const [row] = await db
        .select({ rules: merchantSettings.registerRules })
        .from(merchantSettings)
        .where(eq(merchantSettings.merchantId, merchantId));
      return row?.rules ?? undefined;
    },

    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.update(members).set({ disabled }).where(eq(members.id, id));
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(members.id, id));
    },

    /** Forgets the account's failed sign-ins, so a new password works at once. */
    async clearLoginFailures(merchantId: number, accountKey: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.subject, accountKey)),
        );
    },

    /** Ends every live session of the member; answers how many. */
    async revokeSessions(memberId: number, now: Date): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), isLiveSession(sessions, now)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type OperatorMembersRepository = ReturnType<typeof createOperatorMembersRepository>;
