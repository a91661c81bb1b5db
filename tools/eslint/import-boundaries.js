import path from 'node:path';

/**
 * Our architecture's import rules, checked on every import:
 * - contract/ is pure and shared, so it imports nothing of ours but itself;
 * - web/ and server/ may import contract/ but never each other;
 * - fakes/ (protocol fakes for tests) are imported only by tests;
 * - a web feature never imports another web feature (shared code lives in web/src/shared,
 *   and features are composed in web/src/app);
 * - web/src/shared imports neither a feature nor the app: both build on it, so a shared piece
 *   that reached up would tie every feature to the one it reached into.
 */
const root = path.resolve(import.meta.dirname, '../..');

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^web\/src\/features\/([^/]+)\//.exec(rel)?.[1];
  const area = rel.split('/')[0];
  const webLayer = /^web\/src\/(shared|features|app)\//.exec(rel)?.[1];
  return { area, feature, webLayer, rel };
}

function resolveTarget(fromFile, source) {
  if (source === '@kindred/contract' || source.startsWith('@kindred/contract/')) return path.join(root, 'contract/src/index.ts');
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null; // a package: not ours to police here
}

const ALLOWED_AREAS = {
  contract: ['contract'],
  web: ['web', 'contract'],
  server: ['server', 'contract'],
  fakes: ['fakes', 'contract'],
};
const TEST_AREAS = ['fakes'];

function allowedAreas(from) {
  const base = ALLOWED_AREAS[from.area];
  if (!base) return undefined;
  return from.rel.startsWith('server/test/') ? [...base, ...TEST_AREAS] : base;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps contract, server, web and web features apart' },
    schema: [],
    messages: {
      crossArea: '{{from}}/ may not import from {{to}}/: only {{allowed}} are allowed.',
      crossFeature:
        'Web feature "{{from}}" may not import feature "{{to}}". Move the shared piece to web/src/shared or compose both in web/src/app.',
      sharedReachesUp:
        'web/src/shared may not import from web/src/{{to}}: features and the app build on shared, not the other way. Move the piece into web/src/shared.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    const allowed = allowedAreas(from);
    if (!allowed) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = resolveTarget(file, source);
      if (!target) return;
      const to = areaOf(target);
      if (!allowed.includes(to.area)) {
        context.report({ node, messageId: 'crossArea', data: { from: from.area, to: to.area, allowed: allowed.join(' and ') } });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.feature, to: to.feature } });
      } else if (from.webLayer === 'shared' && (to.webLayer === 'features' || to.webLayer === 'app')) {
        context.report({ node, messageId: 'sharedReachesUp', data: { to: to.webLayer } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
