import { DEFAULT_REGISTER_SETTINGS, RegisterSettings, type FieldRule } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '@/app.js';
import { merchantSettings } from '@/db/schema/index.js';
import { valueOf } from './http.js';
import { merchantIdOf } from './members.js';
import { sharedDatabase } from './test-app.js';

async function store(app: App, rules: RegisterSettings | null): Promise<void> {
  const database = await sharedDatabase();
  const merchantId = await merchantIdOf('DEMO');
  await database.db
    .update(merchantSettings)
    .set({ registerRules: rules })
    .where(eq(merchantSettings.merchantId, merchantId));
  await database.bus.publish('merchant:DEMO');
  // On PostgreSQL the change comes back through LISTEN a moment later: wait until the app sees it.
  const expected = JSON.stringify(rules ?? DEFAULT_REGISTER_SETTINGS);
  for (let i = 0; i < 100; i++) {
    const response = await app.inject({ url: '/wps/system/setting/register' });
    if (JSON.stringify(valueOf(response, RegisterSettings)) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the register rules did not reach the app');
}

/**
 * Runs `body` while the demo merchant has register rules with `changes` merged over the defaults,
 * then puts the defaults back (the database is shared by every test file).
 */
export async function withRegisterRules(
  app: App,
  changes: Partial<Record<keyof RegisterSettings['register'], Partial<FieldRule>>>,
  body: () => Promise<void>,
): Promise<void> {
  const register = { ...DEFAULT_REGISTER_SETTINGS.register };
  for (const [field, change] of Object.entries(changes) as [
    keyof typeof register,
    Partial<FieldRule>,
  ][]) {
    register[field] = { ...DEFAULT_REGISTER_SETTINGS.register[field], ...change };
  }
  await store(app, { ...DEFAULT_REGISTER_SETTINGS, register });
  try {
    await body();
  } finally {
    await store(app, null);
  }
}
