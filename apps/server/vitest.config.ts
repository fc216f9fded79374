import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Server tests run in one worker with isolate: false, so test/test-app.ts opens one database per
 * project and every file reuses it (a fresh PGlite costs seconds). Project `pglite` always runs;
 * project `postgres` runs the same suite on a real server when TEST_DATABASE_URL is set, in a
 * database of its own that test/postgres-setup.ts creates and drops.
 */
const SUITE = ['src/**/*.test.ts'];
/** Needs a real PostgreSQL (LISTEN/NOTIFY between two connections). */
const POSTGRES_ONLY = ['src/**/*.pg.test.ts'];
/** Spawns the server process; its database does not depend on the project. */
const PROCESS_LEVEL = ['src/main.test.ts', 'src/production-start.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'pglite',
      include: SUITE,
      exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      include: SUITE,
      exclude: [...configDefaults.exclude, ...PROCESS_LEVEL],
      globalSetup: ['test/postgres-setup.ts'],
    },
  });
}

export default defineConfig({
  // '@/…' imports, as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    // After each test: the ledger invariants on the shared database (test/ledger-setup.ts).
    setupFiles: ['test/ledger-setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
