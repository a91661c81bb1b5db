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
      filename: at('contract/src/rules/x.ts'),
      code: "import { y } from '../../../server/src/db/schema.js';",
      errors: [{ messageId: 'crossArea' }],
    },
  ],
});
