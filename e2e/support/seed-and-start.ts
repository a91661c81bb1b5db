import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createAuth } from '../../server/src/auth/auth.js';
import { loadConfig } from '../../server/src/config/env.js';
import { loadOrCreateSecrets } from '../../server/src/config/secrets.js';
import { openDatabase } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { createModeratorRepository } from '../../server/src/features/moderation/moderator-repository.js';
import { FINISHED_DATER, SEEDED_MODERATOR } from './seed-data.js';

/**
 * The e2e app server's entry point. The embedded database belongs to one process at a time, so
 * the seed goes in first, through the app's own modules, and the data-dir lock is released
 * before the real server (`server/src/main.ts`) starts on the same DATA_DIR and environment.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    const secret = config.sessionSecret ?? loadOrCreateSecrets(config.dataDir).sessionSecret;
    const auth = createAuth({ config, pool: database.pool, secret });
    const { email, password, name, profile } = FINISHED_DATER;
    const { user } = await auth.api.signUpEmail({ body: { email, password, name } });
    await database.db
      .insertInto('profiles')
      .values({ user_id: user.id, onboarding_completed: true, ...profile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ onboarding_completed: true, ...profile }))
      .execute();
    // The moderator, granted the role as the operator command would.
    const moderator = SEEDED_MODERATOR;
    const { user: moderatorUser } = await auth.api.signUpEmail({ body: { email: moderator.email, password: moderator.password, name: moderator.name } });
    await database.db.insertInto('profiles').values({ user_id: moderatorUser.id, onboarding_completed: true, ...moderator.profile }).onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ onboarding_completed: true, ...moderator.profile })
    ).execute();
    await createModeratorRepository(database.db).grant(moderatorUser.id, 'e2e seed', moderator.displayName);
    // Both stand for daters who confirmed their address long ago (decision 054). The seed's auth
    // sends no e-mail, so the flag is written here, as the verification would have set it.
    await database.db.updateTable('user').set({ emailVerified: true }).where('id', 'in', [user.id, moderatorUser.id]).execute();
  } finally {
    await database.close();
  }
}

function startServer(): void {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit', env: process.env });
  const forward = (signal: NodeJS.Signals) => {
    if (server.exitCode === null) server.kill(signal);
  };
  process.on('SIGTERM', () => forward('SIGTERM'));
  process.on('SIGINT', () => forward('SIGINT'));
  server.on('exit', (code, signal) => {
    // The data directory is a throwaway made for this run; keep it only when asked to.
    const dataDir = process.env.DATA_DIR;
    if (process.env.E2E_REMOVE_DATA_DIR === '1' && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}

try {
  await seed();
} catch (error) {
  console.error('[e2e seed] could not seed the database:', error);
  process.exit(1);
}
startServer();
