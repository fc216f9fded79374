import { afterEach } from 'vitest';
import { checkInvariants } from './ledger-invariants.js';
import { openedSharedDatabase } from './test-app.js';

/**
 * Registered as a vitest setup file: after every server test the ledger of the shared test
 * database must still be sound (postings balanced, balances equal their postings, no member below
 * zero). Tests that never opened the shared database open nothing here.
 */
afterEach(async () => {
  const database = openedSharedDatabase();
  if (database) await checkInvariants((await database).db);
});
