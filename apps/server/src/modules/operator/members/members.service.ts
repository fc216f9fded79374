import {
  DEFAULT_REGISTER_SETTINGS,
  DUPLICATE_REASONS,
  MEMBER_NOTES_SHOWN,
  MEMBER_TYPE,
  isAgentType,
  type DuplicateHint,
  type MemberNote,
  type OperatorMemberAction,
  type OperatorMemberDetail,
  type OperatorMemberPage,
  type OperatorMemberQuery,
  type OperatorMemberRow,
  type OperatorMemberType,
} from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import type { DecisionAudit } from '@/lib/decision-audit.js';
import { hashPassword } from '@/lib/passwords.js';
import { assertNewPassword } from '../../auth/index.js';
import { createResponsibleGamingService } from '../../responsible-gaming/index.js';
import { SESSION_IDLE_MS } from '../../session/index.js';
import {
  MEMBER_BONUS,
  MEMBER_CASH,
  MEMBER_WITHDRAW_HOLD,
  createTurnoverRepository,
} from '../../wallet/index.js';
import { createOperatorMembersRepository, type MemberListRow } from './members.repository.js';

/** Ledger lines the detail shows. */
export const MEMBER_LEDGER_LINES = 50;

const timeOf = (value: Date | string) => new Date(value).getTime();

export const memberTypeOf = (type: number): OperatorMemberType => {
  switch (type) {
    case MEMBER_TYPE.PLAYER:
      return 'player';
    case MEMBER_TYPE.AGENT:
      return 'agent';
    case MEMBER_TYPE.AGENT_PLAYER:
      return 'agent_player';
    case MEMBER_TYPE.TRIAL:
      return 'trial';
    case MEMBER_TYPE.TEST_PLAYER:
      return 'test_player';
    default:
      return isAgentType(type) ? 'other' : 'player';
  }
};

const rowOf = (row: MemberListRow): OperatorMemberRow => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  typeCode: row.type,
  type: memberTypeOf(row.type),
  uplineAccount: row.upline_account,
  registeredAt: timeOf(row.reg_date),
  lastLoginAt: row.last_login === null ? null : timeOf(row.last_login),
  cash: Number(row.cash ?? 0),
  disabled: row.disabled,
});

/** Every digit but the last 4 masked. */
export const maskNumber = (value: string) =>
  value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;

const reasonsOf = (value: string[] | string): DuplicateHint['reasons'] =>
  (Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',')).filter(
    (r): r is DuplicateHint['reasons'][number] =>
      (DUPLICATE_REASONS as readonly string[]).includes(r),
  );

const noteOf = (row: {
  id: number;
  kind: MemberNote['kind'];
  body: string;
  author: string;
  createdAt: Date;
}): MemberNote => ({
  id: row.id,
  kind: row.kind,
  body: row.body,
  author: row.author,
  at: row.createdAt.getTime(),
});

/** The author of a note: the deciding operator, or the system for an unlogged change (tests). */
const noteBy = (audit: DecisionAudit | undefined) => ({
  author: audit?.author.actor ?? 'system',
  authorId: audit?.author.operatorId ?? null,
});

/**
 * The operator's members and agents: search and detail (reads), and the changes of a member's
 * sign-in (lock, unlock, sign-out, new password), each in one transaction with its audit line.
 */
export function createOperatorMembersService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  const repo = createOperatorMembersRepository(db);
  const responsibleGaming = createResponsibleGamingService({ db, now });

  async function search(merchantId: number, query: OperatorMemberQuery) {
    const { page, size } = query;
    const rows = await repo.search(
      merchantId,
      { q: query.q, type: query.type },
      { offset: (page - 1) * size, limit: size },
    );
    const total = Number(rows[0]?.total ?? 0);
    return { items: rows.map(rowOf), total, page, size } satisfies OperatorMemberPage;
  }

  async function detail(merchantId: number, id: number): Promise<OperatorMemberDetail> {
    const member = await repo.member(merchantId, id);
    const [listed] = await repo.search(merchantId, {}, { offset: 0, limit: 1 }, id);
    if (!member || !listed) throw new AppError('operator.member.not.found', { field: 'id' });
    const at = now();
    const [balances, lifetime, turnover, ledger, sessions, cards, duplicates, rg, extra] =
      await Promise.all([
        repo.balances(id),
        repo.lifetime(id),
        createTurnoverRepository(db).of(id),
        repo.ledger(id, MEMBER_LEDGER_LINES),
        repo.sessions(id, at, new Date(at.getTime() - SESSION_IDLE_MS)),
        repo.cards(id),
        repo.duplicates(member),
        responsibleGaming.settings({ memberId: id, merchantId, currencySymbol: '' }),
        Promise.all([
          repo.notes(id, MEMBER_NOTES_SHOWN),
          member.disabled ? repo.lockReason(id) : undefined,
          repo.history(id),
        ]),
      ]);
    const [notes, lockReason, history] = extra;
    return {
      ...rowOf(listed),
      mobile: member.mobileNum ? `${member.countryDialingCode}${member.mobileNum}` : '',
      email: member.email,
      payeeName: member.payeeName,
      registerIp: member.registerIp,
      balances: {
        cash: balances.get(MEMBER_CASH) ?? 0,
        held: balances.get(MEMBER_WITHDRAW_HOLD) ?? 0,
        bonus: balances.get(MEMBER_BONUS) ?? 0,
      },
      lifetime,
      turnoverLeft: Math.max(0, turnover.required - turnover.wagered),
      ledger: ledger.map((line) => ({
        transactionId: Number(line.transaction_id),
        at: timeOf(line.at),
        kind: line.kind,
        memo: line.memo,
        amount: Number(line.amount),
        balanceAfter: Number(line.balance_after),
      })),
      sessions: {
        live: sessions.live,
        lastIp: sessions.last?.ip ?? null,
        lastSeenAt: sessions.last ? sessions.last.lastSeenAt.getTime() : null,
      },
      responsibleGaming: rg,
      cards: cards.map((card) => ({
        id: card.id,
        bankCode: card.bankCode,
        bankName: card.bankName,
        accountName: card.accountName,
        accountNumber: maskNumber(card.accountNumber),
        boundAt: card.createdAt.getTime(),
      })),
      duplicates: duplicates.map((hint) => ({
        id: Number(hint.id),
        account: hint.account,
        reasons: reasonsOf(hint.reasons),
      })),
      lockReason: lockReason ?? null,
      notes: notes.map(noteOf),
      history,
    };
  }

  /**
   * One change of the member's sign-in under its row lock, with its audit line, in one
   * transaction: `change` answers what to log after.
   */
  async function change(
    merchantId: number,
    id: number,
    action: string,
    audit: DecisionAudit | undefined,
    apply: (
      inTx: ReturnType<typeof createOperatorMembersRepository>,
      member: { disabled: boolean },
    ) => Promise<{ disabled: boolean; signedOut: number; logged?: object }>,
  ): Promise<OperatorMemberAction> {
    return db.transaction(async (tx) => {
      const inTx = createOperatorMembersRepository(tx);
      const member = await inTx.lockMember(merchantId, id);
      if (!member) throw new AppError('operator.member.not.found', { field: 'id' });
      const done = await apply(inTx, member);
      await audit?.(tx, {
        action,
        target: `member:${id}`,
        before: { disabled: member.disabled },
        after: { disabled: done.disabled, signedOut: done.signedOut, ...done.logged },
      });
      return { id, disabled: done.disabled, signedOut: done.signedOut };
    });
  }

  return {
    search,
    detail,

    /** Refuses the member's sign-in and ends every session of theirs. */
    lock: (merchantId: number, id: number, reason: string, audit?: DecisionAudit) =>
      change(merchantId, id, 'member.locked', audit, async (inTx) => {
        await inTx.setDisabled(id, true);
        await inTx.addNote({
          ...noteBy(audit),
          merchantId,
          memberId: id,
          kind: 'lock',
          body: reason,
        });
        const signedOut = await inTx.revokeSessions(id, now());
        return { disabled: true, signedOut, logged: { reason } };
      }),

    unlock: (merchantId: number, id: number, reason: string, audit?: DecisionAudit) =>
      change(merchantId, id, 'member.unlocked', audit, async (inTx) => {
        await inTx.setDisabled(id, false);
        const by = noteBy(audit);
        await inTx.addNote({ ...by, merchantId, memberId: id, kind: 'unlock', body: reason });
        return { disabled: false, signedOut: 0, logged: { reason } };
      }),

    /** A note of the staff about the member, with its audit line, in one transaction. */
    addNote: (merchantId: number, id: number, body: string, audit?: DecisionAudit) =>
      db.transaction(async (tx) => {
        const inTx = createOperatorMembersRepository(tx);
        const member = await inTx.lockMember(merchantId, id);
        if (!member) throw new AppError('operator.member.not.found', { field: 'id' });
        const row = await inTx.addNote({
          ...noteBy(audit),
          merchantId,
          memberId: id,
          kind: 'note',
          body,
        });
        await audit?.(tx, {
          action: 'member.noted',
          target: `member:${id}`,
          before: null,
          after: { note: row.id, body },
        });
        return noteOf(row);
      }),

    /** Ends every session of the member. */
    signOut: (merchantId: number, id: number, audit?: DecisionAudit) =>
      change(merchantId, id, 'member.signed.out', audit, async (inTx, member) => ({
        disabled: member.disabled,
        signedOut: await inTx.revokeSessions(id, now()),
      })),

    /**
     * A new login password (argon2id, as registration hashes it): every session ends and the
     * account's failed sign-ins are forgotten. It follows the merchant's password rule, as a
     * member's own new password does (password.format, password.common). Never logged.
     */
    async setPassword(merchantId: number, id: number, password: string, audit?: DecisionAudit) {
      const rules = (await repo.registerRules(merchantId)) ?? DEFAULT_REGISTER_SETTINGS;
      assertNewPassword(rules, password, 'password');
      const passwordHash = await hashPassword(password);
      return change(merchantId, id, 'member.password.reset', audit, async (inTx, member) => {
        await inTx.setPassword(id, passwordHash);
        const found = await inTx.member(merchantId, id);
        if (found) await inTx.clearLoginFailures(merchantId, found.accountKey);
        return { disabled: member.disabled, signedOut: await inTx.revokeSessions(id, now()) };
      });
    },
  };
}

export type OperatorMembersService = ReturnType<typeof createOperatorMembersService>;
