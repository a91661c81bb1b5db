import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contract = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@kindred/contract': contract } },
  test: {
    projects: [
      {
        resolve: { alias: { '@kindred/contract': contract } },
        test: { name: 'unit',
          include: ['contract/src/**/*.test.ts', 'server/src/**/*.test.ts', 'tools/**/*.test.ts', 'bench/**/*.test.ts', 'eval/**/*.test.ts', 'web/build/**/*.test.ts', 'web/src/prerender/**/*.test.ts',
            'web/src/shared/routing/**/*.test.ts', 'web/src/shared/ui/**/*.test.ts', 'web/src/shared/lib/**/*.test.ts', 'web/src/shared/api/**/*.test.ts', 'web/src/shared/styles/**/*.test.ts',
            'web/src/features/*/lib/**/*.test.ts', 'web/src/features/*/api/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@kindred/contract': contract } },
        test: {
          name: 'integration',
          include: ['server/test/**/*.test.ts'],
          // Runs on its own, on PostgreSQL only: see the multi-process project below.
          exclude: ['server/test/multi-process/**'],
          environment: 'node',
          globalSetup: ['server/test/support/global-setup.ts'],
          // Each file gets its own database; PGlite is single-connection and CPU-bound, and the
          // machine has two cores, so files run two at a time.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@kindred/contract': contract } },
        test: {
          // Several server processes on one PostgreSQL (docs/scaling-out.md); npm test runs it
          // through scripts/with-postgres.sh, as the embedded database serves one process only.
          name: 'multi-process',
          include: ['server/test/multi-process/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/support/global-setup.ts'],
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
