import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'packages/contracts/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/build/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database, so files run in parallel safely.
    fileParallelism: true,
    pool: 'forks',
  },
});
