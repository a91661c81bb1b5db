import path from 'node:path';

/**
 * Our architecture's import rules, checked on every import:
 * - contract/ is pure and shared, so it imports nothing of ours but itself;
 * - web/ and server/ may import contract/ but never each other;
 * - fakes/ (protocol fakes for tests) are imported only by tests;
 * - a web feature never imports another web feature (shared code lives in web/src/shared,
 *   and features are composed in web/src/app);
 * - web/src/shared imports neither a feature nor the app: both build on it, so a shared piece
 *   that reached up would tie every feature to the one it reached into;
 * - web/src/prerender (the server-side page document) belongs to the app layer with web/src/app:
 *   neither shared nor a feature imports either;
 * - on the server, the layers below the features (config, db, jobs, adapters, http, observability,
 *   lib) import no feature and not auth/ (auth builds on the mail and moderation features, so it
 *   sits at the features' level); lib/ imports nothing else of the server;
 * - the top of the server (main.ts, compose.ts, app.ts, composition/) is imported only by itself:
 *   everything else receives what it needs as parameters.
 * Test files are exempt from the layer rules that follow web/src/shared's (not from the area and
 * feature rules): a test may put layers together as the composition root does. bench/ and
 * scripts/ are not checked at all. docs/architecture.md ("Layers") explains the order.
 */
const root = path.resolve(import.meta.dirname, '../..');

function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^web\/src\/features\/([^/]+)\//.exec(rel)?.[1];
  const area = rel.split('/')[0];
  const webLayer = /^web\/src\/(shared|features|app|prerender)\//.exec(rel)?.[1];
  const serverLayer = /^server\/src\/(config|db|jobs|adapters|http|observability|lib)\//.exec(rel)?.[1];
  const serverUpper = /^server\/src\/(features\/[^/]+|auth)\//.exec(rel)?.[1];
  const top = /^server\/src\/(?:(main|compose|app)(?:\.[jt]s)?$|(composition)\/)/.exec(rel);
  const serverTop = top && (top[1] ? `${top[1]}.ts` : top[2]);
  const isTest = rel.startsWith('server/test/') || /\.test\.tsx?$/.test(rel);
  return { area, feature, webLayer, serverLayer, serverUpper, serverTop, isTest, rel };
}

/** The layer rule an import breaks (message id and its data), or null when it keeps the order. */
function layerBreach(from, to) {
  if (from.webLayer === 'shared' && (to.webLayer === 'features' || to.webLayer === 'app' || to.webLayer === 'prerender')) {
    return { messageId: 'sharedReachesUp', data: { to: to.webLayer } };
  }
  if (from.isTest) return null;
  if (from.webLayer === 'features' && (to.webLayer === 'app' || to.webLayer === 'prerender')) return { messageId: 'featureReachesApp', data: { to: to.webLayer } };
  if (from.serverLayer && to.serverUpper) return { messageId: 'serverLayerReachesUp', data: { from: from.serverLayer, to: to.serverUpper } };
  if (from.serverLayer === 'lib' && to.area === 'server' && to.serverLayer !== 'lib') {
    return { messageId: 'libReachesOut', data: { to: to.rel.replace(/^server\/src\//, '') } };
  }
  if (to.serverTop && !from.serverTop) return { messageId: 'serverTopImported', data: { to: to.serverTop } };
  return null;
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
    docs: { description: 'Keeps contract, server, web and web features apart, and every layer importing only the layers below it' },
    schema: [],
    messages: {
      crossArea: '{{from}}/ may not import from {{to}}/: only {{allowed}} are allowed.',
      crossFeature:
        'Web feature "{{from}}" may not import feature "{{to}}". Move the shared piece to web/src/shared or compose both in web/src/app.',
      sharedReachesUp:
        'web/src/shared may not import from web/src/{{to}}: features and the app build on shared, not the other way. Move the piece into web/src/shared.',
      featureReachesApp:
        'A web feature may not import from web/src/{{to}}: the app layer (app/, prerender/) builds on the features, not the other way. Move the piece into web/src/shared.',
      serverLayerReachesUp:
        'server/src/{{from}} may not import from server/src/{{to}}: the features and auth build on {{from}}, not the other way. Take what you need as a parameter or an interface wired in server/src/composition, or move the piece down (config owns its constants; contract/ owns pure shared ones).',
      libReachesOut:
        'server/src/lib may not import server/src/{{to}}: lib holds small pure helpers every layer uses, so it imports nothing else of the server. Pass the value in, or keep the helper where it is used.',
      serverTopImported:
        'Only main.ts, compose.ts, app.ts and server/src/composition may import server/src/{{to}}: it puts the whole server together. Receive what you need as a parameter instead (tests, bench/ and scripts/ may import it).',
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
      } else {
        const breach = layerBreach(from, to);
        if (breach) context.report({ node, ...breach });
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
