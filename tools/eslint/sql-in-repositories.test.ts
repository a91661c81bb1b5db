import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error: a plain-JS ESLint rule has no type declarations
import { sqlInRepositories } from './sql-in-repositories.js';

// RuleTester reports through the host test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../..');
const at = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module', parser: tseslint.parser } });
const error = { messageId: 'sqlOutsideRepository' };

const query = "await db.selectFrom('profiles').select('name').where('user_id', '=', id).executeTakeFirst();";

tester.run('sql-in-repositories', sqlInRepositories, {
  valid: [
    { filename: at('server/src/features/matching/browsing-repository.ts'), code: query },
    { filename: at('server/src/features/matching/browsing-repository.ts'), code: "await db.transaction().execute(async (trx) => trx.deleteFrom('matches').execute());" },
    { filename: at('server/src/db/transaction.ts'), code: 'const open = db.transaction();' },
    { filename: at('server/src/db/migrations/001-initial.ts'), code: 'await sql`create table t (id text)`.execute(db);' },
    { filename: at('server/src/features/health/health-repository.ts'), code: 'await sql<number>`select 1`.execute(db);' },
    // Tests, benches, scripts and the evaluation harness are outside its scope.
    { filename: at('server/test/profile.test.ts'), code: query },
    { filename: at('server/src/features/matching/llm-scoring.test.ts'), code: query },
    { filename: at('bench/searches.ts'), code: 'await sql`select 1`.execute(db);' },
    { filename: at('scripts/subscriptions.ts'), code: query },
    { filename: at('eval/matching/inspect.ts'), code: query },
    // A service may ask its repository for a unit of work, and Array's with() is not a query.
    { filename: at('server/src/features/matching/browsing-service.ts'), code: 'await browsing.inTransaction(async (trx) => allowance.lockUsage(trx, id, month));' },
    { filename: at('server/src/features/matching/search-pipeline.ts'), code: 'const next = ranked.with(0, best);' },
    { filename: at('server/src/features/matching/search-pipeline.ts'), code: 'const text = html`<p>${name}</p>`;' },
  ],
  invalid: [
    { filename: at('server/src/features/matching/browsing-service.ts'), code: query, errors: [error] },
    { filename: at('server/src/features/health/health-routes.ts'), code: 'await sql`select 1`.execute(db);', errors: [error] },
    { filename: at('server/src/features/matching/hard-filters.ts'), code: 'const clause = sql<boolean>`p.country = ${country}`;', errors: [error] },
    { filename: at('server/src/features/media/media-access.ts'), code: "await db.insertInto('notifications').values(row).execute();", errors: [error] },
    { filename: at('server/src/jobs/job-queue.ts'), code: "await db.updateTable('jobs').set({ status: 'queued' }).execute();", errors: [error] },
    { filename: at('server/src/adapters/payments/sandbox/sandbox-provider.ts'), code: "await db.deleteFrom('sandbox_checkouts').execute();", errors: [error] },
    { filename: at('server/src/features/subscription/subscription-service.ts'), code: 'await db.transaction().execute(work);', errors: [error] },
    { filename: at('server/src/features/matching/match-view.ts'), code: "await db.with('recent', (qb) => qb).execute();", errors: [error] },
    // A query builder taken from a callback's argument is still a query.
    { filename: at('server/src/features/matching/browsing-service.ts'), code: "const q = ({ selectFrom }) => selectFrom('blocks');", errors: [error] },
  ],
});
