import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error: a plain-JS ESLint rule has no type declarations
import { oneTransactionHelper } from './one-transaction-helper.js';

// RuleTester reports through the host test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../..');
const at = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module', parser: tseslint.parser } });
const error = { messageId: 'rawTransaction' };

const raw = "await db.transaction().execute(async (trx) => trx.deleteFrom('matches').execute());";

tester.run('one-transaction-helper', oneTransactionHelper, {
  valid: [
    { filename: at('server/src/db/transaction.ts'), code: 'const transaction = db.transaction();' },
    { filename: at('server/src/features/share-card/share-card-repository.ts'), code: "return inTransaction(db, async (trx) => trx.selectFrom('insta_cards').execute());" },
    { filename: at('server/src/features/matching/browsing-service.ts'), code: 'await browsing.inTransaction(async (trx) => allowance.lockUsage(trx, id, month));' },
    // Tests and code outside the server may set up a case in a transaction of their own.
    { filename: at('server/test/moderation-console.test.ts'), code: raw },
    { filename: at('server/src/features/matching/llm-scoring.test.ts'), code: raw },
    { filename: at('bench/matching/seed.ts'), code: raw },
  ],
  invalid: [
    { filename: at('server/src/features/share-card/share-card-repository.ts'), code: raw, errors: [error] },
    { filename: at('server/src/db/db-errors.ts'), code: raw, errors: [error] },
    { filename: at('server/src/jobs/job-queue.ts'), code: "const open = db.transaction().setIsolationLevel('serializable');", errors: [error] },
    { filename: at('server/src/features/subscription/subscription-service.ts'), code: 'await deps.db.transaction().execute(work);', errors: [error] },
  ],
});
