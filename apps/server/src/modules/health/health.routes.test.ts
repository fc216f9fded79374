import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '@/app.js';
import { errorOf } from '../../../test/http.js';
import { buildTestApp, sharedDatabase, testDatabaseUrl } from '../../../test/test-app.js';

describe('health', () => {
  let app: App;
  let down: App;
  beforeAll(async () => {
    app = await buildTestApp();
    const database = await sharedDatabase();
    down = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
  });
  afterAll(async () => {
    await app.close();
    await down.close();
  });

  it('answers /healthz with 200 while the process runs', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { status: 'ok' } });
  });

  it('runs on the database of its test project', async () => {
    const database = await sharedDatabase();
    expect(database.kind).toBe(testDatabaseUrl() ? 'postgres' : 'pglite');
  });

  it('answers /readyz with 200 when the database answers', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });

  it('answers /readyz with 503 system.upgrading when the database does not', async () => {
    const response = await down.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('system.upgrading');
    expect(response.body).not.toContain('connection refused');
  });

  it('keeps /healthz at 200 while the database is down', async () => {
    expect((await down.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
