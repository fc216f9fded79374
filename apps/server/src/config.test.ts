import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('starts on port 3000 with an embedded database in ./data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      defaultMerchantCode: 'DEMO',
      seedDemo: true,
      lotteryEngine: true,
    });
  });

  it('logs short lines for a terminal, and JSON in production or when asked', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('lets an instance stay out of the lottery draw engine', () => {
    expect(loadConfig({ LOTTERY_ENGINE: 'false' }).lotteryEngine).toBe(false);
    expect(problemsOf({ LOTTERY_ENGINE: 'maybe' })[0]).toMatch(/^LOTTERY_ENGINE: /);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each(['abc', '1.5', '-1', '65536', ' ', '1e3'])(
    'refuses PORT=%j, saying what it must be',
    (port) => {
      expect(problemsOf({ PORT: port })).toEqual(['PORT: must be a whole number from 0 to 65535']);
    },
  );

  it('accepts PORT=0 (any free port)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming it', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://x' });
    expect(problem).toMatch(/^DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', OPERATOR_TOKEN: 'short' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL', 'OPERATOR_TOKEN']);
  });

  it('puts the names in the error message shown at start-up', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Invalid configuration:\n {2}- PORT: /);
  });

  it('resolves a relative DATA_DIR against the folder npm was run from (INIT_CWD)', () => {
    const config = loadConfig({ DATA_DIR: 'site-data', INIT_CWD: '/srv/perlas' });
    expect(config.dataDir).toBe('/srv/perlas/site-data');
    expect(loadConfig({ DATA_DIR: '/var/lib/perlas' }).dataDir).toBe('/var/lib/perlas');
  });

  it('reads SEED_DEMO', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('seeds the demo by default on the embedded database only, never on PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://db.example/perlas' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(postgres).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('seeds no demo by default in production mode, and allows no demo accounts there', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      seedDemo: false,
      isProduction: true,
      allowDemoAccounts: false,
    });
    expect(loadConfig({}).isProduction).toBe(false);
    expect(loadConfig({ ALLOW_DEMO_ACCOUNTS: 'true' }).allowDemoAccounts).toBe(true);
  });

  it('refuses SEED_DEMO=true in production unless ALLOW_DEMO_ACCOUNTS=true', () => {
    const [problem] = problemsOf({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(problem).toMatch(/^SEED_DEMO: .*ALLOW_DEMO_ACCOUNTS=true/);
    const allowed = { NODE_ENV: 'production', SEED_DEMO: 'true', ALLOW_DEMO_ACCOUNTS: 'true' };
    expect(loadConfig(allowed).seedDemo).toBe(true);
  });

  it('requires LOTTERY_SEED_KEY in production on PostgreSQL, and reads it as 32 bytes', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/perlas' };
    const [problem] = problemsOf(production);
    expect(problem).toMatch(/^LOTTERY_SEED_KEY: required in production .*same key/);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ...production, LOTTERY_SEED_KEY: hex }).lotterySeedKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(problemsOf({ LOTTERY_SEED_KEY: 'abcd' })[0]).toMatch(/^LOTTERY_SEED_KEY: must be 32/);
    // The embedded database (one process) keeps a key file in DATA_DIR instead.
    expect(loadConfig({ NODE_ENV: 'production' }).lotterySeedKey).toBeUndefined();
  });

  it('reads TRUST_PROXY as false, a hop count, a list of proxy addresses, or true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '1e3', '-1', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.2.3']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0], bad).toMatch(/^TRUST_PROXY: /);
    }
  });
});
