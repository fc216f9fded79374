import { defineConfig } from 'vitest/config';

export default defineConfig({
  // '@/…' imports, as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Node 25+ has a localStorage of its own, which hides jsdom's in the test's window: off.
    execArgv:
      Number(process.versions.node.split('.')[0]) >= 22 ? ['--no-experimental-webstorage'] : [],
    // A whole-app journey takes 2–3 s alone and more on a loaded CI machine; the waits inside a
    // test give up after 6 s (setup.ts), so the test's own limit must be longer than that.
    testTimeout: 15_000,
    // On CI only, a test that failed once runs once more: these tests talk to a fake server in
    // memory, so a second run starts clean. Under a loaded CI machine a wait can read a page before
    // its last answer arrived, and one such read threw away a whole stop's work; a real fault fails
    // both runs, and vitest prints every retry.
    retry: process.env.CI ? 1 : 0,
  },
});
