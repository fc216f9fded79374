import type { ContractKind, ContractTermsOf } from '@app/contracts';
import { and, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client.js';
import { agentContracts } from '@/db/schema/index.js';

/**
 * What the period engine reads: the contracts in force. A contract is in force from the moment it
 * was accepted (startedAt) until it ended (endedAt: terminated, superseded by an accepted change, or
 * ended by its upline's drop); a change pending on it (status E) leaves it in force.
 */
export type ContractInForce<K extends ContractKind = ContractKind> = {
  id: number;
  merchantId: number;
  kind: K;
  /** null: the operator (the house) pays this top agent. */
  uplineId: number | null;
  downlineId: number;
  terms: ContractTermsOf[K];
  version: number;
  startedAt: Date;
  endedAt: Date | null;
};

const columns = {
  id: agentContracts.id,
  merchantId: agentContracts.merchantId,
  kind: agentContracts.kind,
  uplineId: agentContracts.uplineId,
  downlineId: agentContracts.downlineId,
  terms: agentContracts.terms,
  version: agentContracts.version,
  startedAt: agentContracts.startedAt,
  endedAt: agentContracts.endedAt,
};

type Row = { startedAt: Date | null; terms: unknown; kind: string };

/** Rows read here were accepted (startedAt set) and their terms were checked when offered. */
const inForce = <K extends ContractKind>(row: Row) => row as unknown as ContractInForce<K>;

export function createContractsReader(db: DbOrTx) {
  /** Contracts of `kind` (of one merchant, or all) in force at some moment of [from, to). */
  async function inForceBetween<K extends ContractKind>(
    kind: K,
    from: Date,
    to: Date,
    merchantId: number | undefined,
    startedBy: typeof lt,
  ): Promise<ContractInForce<K>[]> {
    const rows = await db
      .select(columns)
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.kind, kind),
          merchantId === undefined ? undefined : eq(agentContracts.merchantId, merchantId),
          startedBy(agentContracts.startedAt, to),
          or(isNull(agentContracts.endedAt), gt(agentContracts.endedAt, from)),
        ),
      )
      .orderBy(agentContracts.id);
    return rows.map((row) => inForce<K>(row));
  }

  return {
    /** Every contract of `kind` in force at `at` (all merchants, or one), oldest first. */
    activeContractsAt: <K extends ContractKind>(kind: K, at: Date, merchantId?: number) =>
      inForceBetween(kind, at, at, merchantId, lte),

    /**
     * Every contract of `kind` in force at some moment of [from, to): a period's candidates (a
     * contract changed mid-period shows twice, each with its own times).
     */
    contractsDuring: <K extends ContractKind>(kind: K, from: Date, to: Date, merchantId?: number) =>
      inForceBetween(kind, from, to, merchantId, lt),

    /** The downline's contract of `kind` in force now (status A or E), or null. */
    async contractOf<K extends ContractKind>(
      downlineId: number,
      kind: K,
    ): Promise<ContractInForce<K> | null> {
      const [row] = await db
        .select(columns)
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.downlineId, downlineId),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.status, ['A', 'E']),
          ),
        );
      return row ? inForce<K>(row) : null;
    },
  };
}

export type ContractsReader = ReturnType<typeof createContractsReader>;
