import type { CreatedApiKey, OperatorApiKey } from '@app/contracts';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { hashToken, newToken } from '@/lib/tokens.js';
import { createOperatorAccountsRepository, type ApiKeyRow } from './accounts.repository.js';
import { auditLine as audit, type OperatorActor } from './audit-log.js';

/** What every API key starts with: the guard tells a key from a session by it. */
export const API_KEY_PREFIX = 'opk_';

const apiKeyOf = (row: ApiKeyRow): OperatorApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
});

/** The account acting: the bootstrap token has none, so it keeps no keys. */
const ownerOf = (by: OperatorActor): number => {
  if (by.operatorId === null) throw new AppError('no.permission');
  return by.operatorId;
};

/**
 * An operator's API keys for scripts and the command line: each acts as its operator, with
 * their role, while the account is enabled; stored as a hash; made and revoked with audit lines.
 */
export function createApiKeys({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** A new API key of the operator's own, acting as them: the key is in this answer only. */
    async createApiKey(by: OperatorActor, name: string, ip: string): Promise<CreatedApiKey> {
      const operatorId = ownerOf(by);
      const key = `${API_KEY_PREFIX}${newToken()}`;
      return db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        const row = await repo.insertApiKey({
          operatorId,
          name,
          keyHash: hashToken(key),
          prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        });
        const after = { name: row.name, prefix: row.prefix };
        await audit(repo, by, {
          action: 'operator.key.created',
          target: `api-key:${row.id}`,
          after,
          ip,
        });
        return { ...apiKeyOf(row), key };
      });
    },

    async apiKeys(by: OperatorActor): Promise<OperatorApiKey[]> {
      return (await createOperatorAccountsRepository(db).apiKeysOf(ownerOf(by))).map(apiKeyOf);
    },

    async revokeApiKey(by: OperatorActor, id: number, ip: string): Promise<void> {
      const operatorId = ownerOf(by);
      await db.transaction(async (tx) => {
        const repo = createOperatorAccountsRepository(tx);
        const row = await repo.revokeApiKey(operatorId, id, now());
        if (!row) throw new AppError('operator.key.not.found', { field: 'id' });
        const before = { name: row.name, prefix: row.prefix };
        await audit(repo, by, {
          action: 'operator.key.revoked',
          target: `api-key:${id}`,
          before,
          ip,
        });
      });
    },
  };
}
