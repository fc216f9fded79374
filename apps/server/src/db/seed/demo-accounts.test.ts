import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.js';
import { sharedDatabase } from '../../../test/test-app.js';
import { members } from '../schema/index.js';
import { findDemoAccounts } from './demo-accounts.js';

describe('findDemoAccounts', () => {
  it('finds the seeded demo accounts of the demo merchant', async () => {
    const { db } = await sharedDatabase();
    expect(await findDemoAccounts(db)).toEqual(['demo', 'agent', 'player1', 'player2', 'manager']);
  });

  it('ignores the same names on another merchant', async () => {
    const { db } = await sharedDatabase();
    const other = await createAccount({ account: 'Demo', merchantCode: 'DEMOTRIAL' });
    try {
      expect(await findDemoAccounts(db)).toHaveLength(5);
    } finally {
      await db.delete(members).where(eq(members.id, other.id));
    }
  });
});
