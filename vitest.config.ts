import { defineConfig } from 'vitest/config';

/**
 * unit: pure code and locale files. api: the real API app (Hono, services, Kysely) against a
 * freshly migrated database, SQLite by default or PostgreSQL with TEST_DB=postgres
 * (scripts/with-postgres.sh provides TEST_POSTGRES_URL).
 */
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // `*.postgres.test.ts`: what only PostgreSQL has (two server processes on one database).
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['tests/api/**/*.postgres.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
