import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error: a plain-JS ESLint rule has no type declarations
import { importBoundaries } from './import-boundaries.js';

// RuleTester reports through the host test framework's hooks.
Object.assign(RuleTester, { afterAll, describe, it });

const root = path.resolve(import.meta.dirname, '../..');
const at = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('web/src/features/auth/components/login.tsx'), code: "import { x } from '../api/sign-in.js';" },
    { filename: at('web/src/features/auth/components/login.tsx'), code: "import { x } from '../../../shared/ui/button.js';" },
    { filename: at('web/src/app/router.tsx'), code: "import { Login } from '../features/auth/components/login.js';" },
    { filename: at('web/src/features/auth/api/me.ts'), code: "import { meResponseSchema } from '@kindred/contract';" },
    { filename: at('server/src/app.ts'), code: "import { x } from './features/session/session-routes.js';" },
    { filename: at('server/src/app.ts'), code: "import Fastify from 'fastify';" },
    { filename: at('server/test/voice.test.ts'), code: "import { startFakeOpenAi } from '../../fakes/openai-server.js';" },
    { filename: at('web/src/shared/ui/sheet-dialog.tsx'), code: "import { useNativeDialog } from '../hooks/use-native-dialog.js';" },
    { filename: at('web/src/shared/api/http.ts'), code: "import { meResponseSchema } from '@kindred/contract';" },
    { filename: at('web/src/shared/ui/button.tsx'), code: "import { clsx } from 'clsx';" },
    // Layers: the app layer (app/, prerender/) may build on shared and features.
    { filename: at('web/src/prerender/page-document.ts'), code: "import { x } from '../shared/lib/seeded-queries-id.js';" },
    { filename: at('web/src/app/drawn-page.ts'), code: "import { y } from '../prerender/page-document.js';" },
    { filename: at('web/src/features/pwa/lib/service-worker-rules.test.ts'), code: "import { fillDocument } from '../../../prerender/page-document';" },
    // Server layers: features and auth build on the layers below; the top is imported by itself.
    { filename: at('server/src/features/moderation/restriction-error.ts'), code: "import { HttpError } from '../../http/error-handler.js';" },
    { filename: at('server/src/auth/session-check.ts'), code: "import { LiveSessionRepository } from '../features/session/live-session-repository.js';" },
    { filename: at('server/src/http/session-guard.ts'), code: "import { HttpError } from './error-handler.js';" },
    { filename: at('server/src/db/pglite-initdb.ts'), code: "import { runShortLivedChild } from '../lib/short-lived-child.js';" },
    { filename: at('server/src/adapters/ai/ai-usage-repository.ts'), code: "import { DB } from '../../db/schema.js';" },
    { filename: at('server/src/config/env-schema.ts'), code: "import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-service-hosts.js';" },
    { filename: at('server/src/lib/short-lived-child.ts'), code: "import { execFile } from 'node:child_process';" },
    { filename: at('server/src/http/response-serialiser.test.ts'), code: "import { browsingRoutes } from '../features/matching/browsing-routes.js';" },
    { filename: at('server/src/compose.ts'), code: "import { buildApp } from './app.js';" },
    { filename: at('server/src/main.ts'), code: "import { composeServer } from './compose.js';" },
    { filename: at('server/src/app.ts'), code: "import { AppServices } from './composition/services.js';" },
    { filename: at('server/src/composition/services.ts'), code: "import { composeMail } from './mail.js';" },
    { filename: at('server/test/subscription/sandbox-checkout.test.ts'), code: "import { composeSubscription } from '../../src/composition/subscription.js';" },
  ],
  invalid: [
    {
      filename: at('server/src/app.ts'),
      code: "import { startFakeOpenAi } from '../../fakes/openai-server.js';",
      errors: [{ messageId: 'crossArea' }],
    },
    {
      filename: at('web/src/features/auth/components/login.tsx'),
      code: "import { Home } from '../../home/components/home.js';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('web/src/features/home/index.ts'),
      code: "export * from '../auth/api/me.js';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('web/src/shared/http.ts'),
      code: "import { x } from '../../../server/src/app.js';",
      errors: [{ messageId: 'crossArea' }],
    },
    {
      filename: at('web/src/shared/ui/banner.tsx'),
      code: "import { useProfile } from '../../features/profile/index.js';",
      errors: [{ messageId: 'sharedReachesUp' }],
    },
    {
      filename: at('web/src/shared/hooks/use-me.ts'),
      code: "export { useMe } from '../../features/session/api/get-me.js';",
      errors: [{ messageId: 'sharedReachesUp' }],
    },
    {
      filename: at('web/src/shared/routing/lazy-routes.ts'),
      code: "const screen = () => import('../../features/auth/components/login.js');",
      errors: [{ messageId: 'sharedReachesUp' }],
    },
    {
      filename: at('web/src/shared/lib/seeded.ts'),
      code: "import { seedQueriesFromPage } from '../../app/seeded-queries.js';",
      errors: [{ messageId: 'sharedReachesUp' }],
    },
    {
      filename: at('web/src/shared/lib/typed-before-start.ts'),
      code: "import { SEEDED_QUERIES_ID } from '../../prerender/page-document.js';",
      errors: [{ messageId: 'sharedReachesUp', data: { to: 'prerender' } }],
    },
    {
      filename: at('web/src/features/pwa/lib/service-worker-rules.ts'),
      code: "import { PAGE_SHELL } from '../../../prerender/page-document.js';",
      errors: [{ messageId: 'featureReachesApp', data: { to: 'prerender' } }],
    },
    {
      filename: at('web/src/features/home/components/home.tsx'),
      code: "import { seedQueriesFromPage } from '../../../app/seeded-queries.js';",
      errors: [{ messageId: 'featureReachesApp', data: { to: 'app' } }],
    },
    {
      filename: at('server/src/http/session-guard.ts'),
      code: "import { Auth } from '../auth/auth.js';",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'http', to: 'auth' } }],
    },
    {
      filename: at('server/src/http/session-guard.ts'),
      code: "import { restrictionError } from '../features/moderation/restriction-error.js';",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'http', to: 'features/moderation' } }],
    },
    {
      filename: at('server/src/config/env-schema.ts'),
      code: "import { DEFAULT_PUSH_SERVICE_HOSTS } from '../features/notifications/push-endpoint-policy.js';",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'config', to: 'features/notifications' } }],
    },
    {
      filename: at('server/src/db/dater-shown.ts'),
      code: "export { x } from '../features/matching/match-view.js';",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'db', to: 'features/matching' } }],
    },
    {
      filename: at('server/src/jobs/worker.ts'),
      code: "const handlers = () => import('../features/mail/mail-job.js');",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'jobs', to: 'features/mail' } }],
    },
    {
      filename: at('server/src/adapters/ai/chat-model.ts'),
      code: "import { x } from '../../features/coach/coach-prompts.js';",
      errors: [{ messageId: 'serverLayerReachesUp', data: { from: 'adapters', to: 'features/coach' } }],
    },
    {
      filename: at('server/src/lib/short-lived-child.ts'),
      code: "import { AppConfig } from '../config/env.js';",
      errors: [{ messageId: 'libReachesOut', data: { to: 'config/env.js' } }],
    },
    {
      filename: at('server/src/features/session/session-routes.ts'),
      code: "import { buildApp } from '../../app.js';",
      errors: [{ messageId: 'serverTopImported', data: { to: 'app.ts' } }],
    },
    {
      filename: at('server/src/features/mail/mail-templates.ts'),
      code: "import { MAIL_PREVIEWS } from '../../composition/mail-previews.js';",
      errors: [{ messageId: 'serverTopImported', data: { to: 'composition' } }],
    },
    {
      filename: at('server/src/http/web-app.ts'),
      code: "import { composeServer } from '../compose.js';",
      errors: [{ messageId: 'serverTopImported', data: { to: 'compose.ts' } }],
    },
    {
      filename: at('contract/src/rules/x.ts'),
      code: "import { y } from '../../../server/src/db/schema.js';",
      errors: [{ messageId: 'crossArea' }],
    },
  ],
});
