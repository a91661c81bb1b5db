/**
 * Fails when the built web assets contain anything that must stay on the server: secret-shaped
 * strings, the names of server-only settings, database addresses or server-only modules.
 * Run after `npm run build`; `npm test` does.
 */
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist/web');
const forbidden: Array<[string, RegExp]> = [
  ['an OpenAI-style key', /sk-[A-Za-z0-9_-]{20,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a database URL', /postgres(ql)?:\/\/[^\s"'`]+/],
  ['a Creem key or webhook secret', /\b(creem_(test_|live_)?[A-Za-z0-9]{12,}|whsec_[A-Za-z0-9]{8,})/],
  [
    'a server-only setting name',
    /\b(SESSION_SECRET|DATABASE_URL|GOOGLE_CLIENT_SECRET|APPLE_CLIENT_SECRET|OPENAI_API_KEY|AI_API_KEY|STT_API_KEY|VAPID_PRIVATE_KEY|CREEM_API_KEY|CREEM_WEBHOOK_SECRET|S3_SECRET_ACCESS_KEY)\b/,
  ],
  ['the secrets file', /secrets\.json/],
  ['a server-only module', /better-auth\/plugins|@electric-sql\/pglite|fastify/],
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|mjs|css|html|json|webmanifest|map|txt)$/.test(entry.name)) yield full;
  }
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`scan-web-build: no build in ${dist}; run npm run build first.`);
  process.exit(1);
}
const secretsFile = path.resolve('data/secrets.json');
// The VAPID public key is public by design (browsers subscribe with it); every other value is secret.
const knownSecrets = fs.existsSync(secretsFile)
  ? Object.entries(JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>).filter(([name]) => name !== 'vapidPublicKey').map(([, value]) => value)
  : [];

const findings: string[] = [];
let scanned = 0;
for (const file of files(dist)) {
  scanned += 1;
  const text = fs.readFileSync(file, 'utf8');
  for (const [what, pattern] of forbidden) {
    const hit = pattern.exec(text);
    if (hit) findings.push(`${path.relative(dist, file)}: ${what} (${hit[0].slice(0, 40)})`);
  }
  for (const secret of knownSecrets) {
    if (typeof secret === 'string' && secret.length >= 16 && text.includes(secret)) findings.push(`${path.relative(dist, file)}: a generated server secret`);
  }
}
if (findings.length > 0) {
  console.error(`scan-web-build: ${findings.length} finding(s) in ${dist}:\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(`scan-web-build: ${scanned} files in ${dist}, no secrets found.`);
