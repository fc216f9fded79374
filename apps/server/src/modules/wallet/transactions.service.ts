import {
  AGENT_RECORD,
  AGENT_TRANSACTION_TYPES,
  LEDGER_KIND_TYPES,
  type Language,
  type TransactionListFilter,
  type TransactionPage,
  type TransactionType,
} from '@app/contracts';
import { rangeOf } from '@/lib/record-range.js';
import type { DbOrTx } from '@/db/client.js';
import { createLedgerRepository } from './ledger.repository.js';
import { MEMBER_CASH } from './ledger.service.js';
import { memoFor } from './movement-memo.js';
import { createTransactionsRepository, type TransactionFilter } from './transactions.repository.js';

const MAPPED_KINDS = Object.keys(LEDGER_KIND_TYPES);

/** Kinds the map names as something other than a bonus. */
const OTHER_KINDS = MAPPED_KINDS.filter((kind) => LEDGER_KIND_TYPES[kind] !== 'bonus');

/**
 * The ledger kinds a record type lists; a bonus is any kind the map does not name as something
 * else (a rebate is mapped to bonus by name).
 */
/** The ledger kinds of the agent-side types (the agent record, `types=A`). */
const AGENT_KINDS = MAPPED_KINDS.filter((kind) =>
  (AGENT_TRANSACTION_TYPES as readonly string[]).includes(LEDGER_KIND_TYPES[kind] ?? ''),
);

function kindsOf(
  type: TransactionType | undefined,
  types: typeof AGENT_RECORD | undefined,
): TransactionFilter['kinds'] {
  if (types === AGENT_RECORD) {
    return {
      in: AGENT_KINDS.filter((kind) => type === undefined || LEDGER_KIND_TYPES[kind] === type),
    };
  }
  if (type === undefined) return undefined;
  if (type === 'bonus') return { notIn: OTHER_KINDS };
  return { in: MAPPED_KINDS.filter((kind) => LEDGER_KIND_TYPES[kind] === type) };
}

/** The member's account record: their cash account's movements, theirs alone, in their language. */
export function createTransactionsService({
  db,
  now = () => new Date(),
}: {
  db: DbOrTx;
  now?: () => Date;
}) {
  const ledger = createLedgerRepository(db);
  const transactions = createTransactionsRepository(db);

  return {
    async page(
      member: { memberId: number; merchantId: number },
      query: TransactionListFilter,
      language: Language,
    ): Promise<TransactionPage> {
      const { pageNo, pageSize } = query;
      const account = await ledger.findAccount({ ...member, kind: MEMBER_CASH });
      if (!account) return { list: [], pageNum: pageNo, totalPages: 0, total: 0 };
      const filter: TransactionFilter = {
        accountId: account.id,
        kinds: kindsOf(query.type, query.types),
        ...rangeOf(query, now()),
      };
      const [rows, total, known] = await Promise.all([
        transactions.page(filter, (pageNo - 1) * pageSize, pageSize),
        transactions.total(filter),
        transactions.memoNames(member.merchantId),
      ]);
      // Memos carry codes (SPD1, DAILY_MISSION): the record names them in the member's language.
      const byCode = (list: { code: string; names: Record<Language, string> }[]) => {
        const map = new Map(list.map((item) => [item.code, item.names[language]]));
        return (code: string) => map.get(code);
      };
      const names = { lotteryGame: byCode(known.games), promotion: byCode(known.offers) };
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: LEDGER_KIND_TYPES[row.kind] ?? 'bonus',
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          memo: memoFor(row.memo, language, {
            names,
            type: LEDGER_KIND_TYPES[row.kind] ?? 'bonus',
          }),
          createdAt: row.createdAt.getTime(),
        })),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
