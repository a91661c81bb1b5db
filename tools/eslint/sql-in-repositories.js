import path from 'node:path';

/**
 * SQL lives in repositories. Under server/src/, only `*-repository.ts` files, server/src/db/
 * (the database handle, the transaction helper, the schema) and the migrations may build or
 * run a query: services, routes and adapters ask a repository. Reported: `sql` tagged templates,
 * calls of Kysely's selectFrom, insertInto, updateTable and deleteFrom, `.with('name', …)` (a
 * common table expression; Array's `.with(index, value)` is left alone) and `.transaction(…)`.
 * Tests, benches, scripts and the evaluation harness are outside server/src/ or are tests, and
 * are not checked.
 */
const root = path.resolve(import.meta.dirname, '../..');

const QUERY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom']);

function inScope(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith('server/src/')) return false;
  if (rel.startsWith('server/src/db/') || rel.includes('/migrations/')) return false;
  if (/\.test\.[cm]?[jt]sx?$/.test(rel)) return false;
  return !/-repository\.[cm]?[jt]s$/.test(rel);
}

function calledName(callee) {
  if (callee.type === 'Identifier') return { name: callee.name, member: false };
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return { name: callee.property.name, member: true };
  return null;
}

const isText = (node) => node?.type === 'TemplateLiteral' || (node?.type === 'Literal' && typeof node.value === 'string');

export const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps SQL in *-repository.ts files and server/src/db/' },
    schema: [],
    messages: {
      sqlOutsideRepository: '{{what}} outside a repository: move the query into the feature\'s *-repository.ts (or server/src/db/ for a generic helper) and call that from here.',
    },
  },
  create(context) {
    if (!inScope(context.filename)) return {};
    return {
      TaggedTemplateExpression(node) {
        if (node.tag.type === 'Identifier' && node.tag.name === 'sql') context.report({ node, messageId: 'sqlOutsideRepository', data: { what: 'An sql`…` template' } });
      },
      CallExpression(node) {
        const called = calledName(node.callee);
        if (!called) return;
        const { name, member } = called;
        const query = QUERY_BUILDERS.has(name);
        const transaction = member && name === 'transaction';
        const commonTable = member && name === 'with' && isText(node.arguments[0]);
        if (query || transaction || commonTable) context.report({ node, messageId: 'sqlOutsideRepository', data: { what: `${name}(…)` } });
      },
    };
  },
};
