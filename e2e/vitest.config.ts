import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the real server (child process, PGlite) and Debian's Chromium. */
export default defineConfig({
  // '@/…' imports, as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A phone page may take seconds to show what it fetched on a busy CI machine; expect.poll's
    // 1 s default read a still-loading balance as a failure.
    expect: { poll: { timeout: 10_000 } },
  },
});
