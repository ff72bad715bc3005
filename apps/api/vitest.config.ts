import { defineConfig } from 'vitest/config';

// API tests run through HTTP (app.inject) on a real database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set (CI runs the suite on both). Each file gets its own clone of a migrated template.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // Multi-process tests need a PostgreSQL server and Redis that several processes can share.
    exclude: [...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? [] : ['src/**/*.pg.test.ts'])],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
