import { defineConfig } from 'vitest/config';

export default defineConfig({
  // '@/…' imports, as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
