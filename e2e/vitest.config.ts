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
  },
});
