import path from 'node:path';

/**
 * Transactions open in one place. Under server/src/, only server/src/db/transaction.ts calls
 * Kysely's `.transaction()`; every repository that needs a unit of work calls `inTransaction(db,
 * work)` from there, so isolation levels, retries and logging have one home. Tests are outside
 * its scope: they may open a transaction to set up a case.
 */
const root = path.resolve(import.meta.dirname, '../..');
const HELPER = 'server/src/db/transaction.ts';

function inScope(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith('server/src/') || rel === HELPER) return false;
  return !/\.test\.[cm]?[jt]sx?$/.test(rel);
}

export const oneTransactionHelper = {
  meta: {
    type: 'problem',
    docs: { description: 'Opens every transaction through inTransaction() in server/src/db/transaction.ts' },
    schema: [],
    messages: {
      rawTransaction: 'A transaction opened outside the helper: call inTransaction(db, work) from server/src/db/transaction.ts instead.',
    },
  },
  create(context) {
    if (!inScope(context.filename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        const named = callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.property.name === 'transaction';
        if (named) context.report({ node, messageId: 'rawTransaction' });
      },
    };
  },
};
