import type { WhitelabelNode } from '@app/contracts';
import type { WhitelabelRow } from './merchant.repository.js';

/** Builds the published tree from module rows (already ordered by their sort among siblings). */
export function buildWhitelabelTree(rows: readonly WhitelabelRow[]): WhitelabelNode[] {
  const children = new Map<string | null, WhitelabelRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentModId) ?? [];
    siblings.push(row);
    children.set(row.parentModId, siblings);
  }
  const build = (parent: string | null): WhitelabelNode[] =>
    (children.get(parent) ?? []).map((row) => ({
      modId: row.modId,
      enabled: row.enabled,
      childrenNodes: build(row.modId),
    }));
  return build(null);
}
