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
    const parsed = storedSecretsSchema.safeParse(readJson(file));
    if (!parsed.success) throw new Error(`${file} is damaged. Remove it to generate new secrets (this signs everybody out).`);
    const { vapidPublicKey, vapidPrivateKey } = parsed.data;
    if (vapidPublicKey && vapidPrivateKey) return { ...parsed.data, vapidPublicKey, vapidPrivateKey };
    const upgraded = { ...parsed.data, ...vapidKeys() };
    writeAtomically(file, upgraded);
    return upgraded;
  }
  const secrets: StoredSecrets = { sessionSecret: crypto.randomBytes(32).toString('base64url'), ...vapidKeys() };
  writeAtomically(file, secrets);
  return secrets;
}

/** Unparseable JSON is reported by the caller as a damaged file, like JSON of the wrong shape. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The process may be killed at any moment (the crash-safety test does exactly that). Writing a
 * temporary file, flushing it and renaming it over the old one means the secrets file is always
 * either the old one or the new one, never empty or half-written.
 */
function writeAtomically(file: string, secrets: object): void {
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  const descriptor = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(descriptor, JSON.stringify(secrets, null, 2));
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  fs.renameSync(temporary, file);
}

/** Web Push's server identity. Changing it invalidates every browser's subscription. */
function vapidKeys() {
  const keys = webpush.generateVAPIDKeys();
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
}
