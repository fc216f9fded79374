import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Node 25+ has a localStorage of its own, which hides jsdom's in the test's window: off.
    execArgv:
      Number(process.versions.node.split('.')[0]) >= 22 ? ['--no-experimental-webstorage'] : [],
    // Refine's packages through Vite, so they and the test share one react-router (not its CJS twin).
    server: { deps: { inline: [/@refinedev\//] } },
    // antd in jsdom is slow to render a whole page; on a loaded machine one took over 15 s.
    testTimeout: 30_000,
    // On CI only, a test that failed once runs once more: these tests talk to a fake server in
    // memory, so a second run starts clean. Under a loaded CI machine a wait can read a page before
    // its last answer arrived, and one such read threw away a whole stop's work; a real fault fails
    // both runs, and vitest prints every retry.
    retry: process.env.CI ? 1 : 0,
  },
});
