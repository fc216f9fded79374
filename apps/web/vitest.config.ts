import { defineConfig } from 'vitest/config';

export default defineConfig({
  // '@/…' imports, as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // A whole-app journey takes 2–3 s alone and more on a loaded CI machine; the waits inside a
    // test give up after 6 s (setup.ts), so the test's own limit must be longer than that.
    testTimeout: 15_000,
  },
});
