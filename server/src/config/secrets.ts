import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const storedSecretsSchema = z.object({ sessionSecret: z.string().min(32) }).passthrough();
export type StoredSecrets = z.infer<typeof storedSecretsSchema>;

/**
 * Secrets the operator did not provide are generated once and kept in DATA_DIR, so sessions
 * survive restarts. The file is readable by its owner only.
 */
export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const parsed = storedSecretsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged. Remove it to generate new secrets (this signs everybody out).`);
    return parsed.data;
  }
  const secrets: StoredSecrets = { sessionSecret: crypto.randomBytes(32).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}
