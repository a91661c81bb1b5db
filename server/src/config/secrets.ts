import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

const storedSecretsSchema = z
  .object({
    sessionSecret: z.string().min(32),
    /** Added on first start after Web Push landed, so older files gain them without signing anyone out. */
    vapidPublicKey: z.string().min(1).optional(),
    vapidPrivateKey: z.string().min(1).optional(),
  })
  .passthrough();
export type StoredSecrets = z.infer<typeof storedSecretsSchema> & { vapidPublicKey: string; vapidPrivateKey: string };

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
    const { vapidPublicKey, vapidPrivateKey } = parsed.data;
    if (vapidPublicKey && vapidPrivateKey) return { ...parsed.data, vapidPublicKey, vapidPrivateKey };
    const upgraded = { ...parsed.data, ...vapidKeys() };
    fs.writeFileSync(file, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
    return upgraded;
  }
  const secrets: StoredSecrets = { sessionSecret: crypto.randomBytes(32).toString('base64url'), ...vapidKeys() };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}

/** Web Push's server identity. Changing it invalidates every browser's subscription. */
function vapidKeys() {
  const keys = webpush.generateVAPIDKeys();
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
}
