/**
 * Fails when the built web assets contain anything that must stay on the server: secret-shaped
 * strings, the names of server-only settings, database addresses, internal hostnames or
 * server-only modules. Run after `npm run build`; `npm test` does.
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
  ...internalHostPatterns(),
];

/**
 * Addresses of machines that only the server can reach. Hostname-like words are everywhere in
 * minified code (`e.internal`, `t.local?…:…`) and dotted numbers in SVG path data (`M10.5.5.5`),
 * so a host counts only where it is used as an address: in a URL, before a port, or as a whole
 * quoted string. The bare origin `http://localhost`, which router libraries use as a base to
 * parse relative URLs, is no address of ours; `localhost` with a port or a path is.
 */
function internalHostPatterns(): Array<[string, RegExp]> {
  const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  // Loopback, "this host", the private ranges, and link-local (the cloud metadata service).
  const privateIp = `(?:127(?:\\.${octet}){3}|0\\.0\\.0\\.0|10(?:\\.${octet}){3}|172\\.(?:1[6-9]|2\\d|3[01])(?:\\.${octet}){2}|192\\.168(?:\\.${octet}){2}|169\\.254(?:\\.${octet}){2})`;
  const privateIpv6 = '\\[(?:::1|f[cd][0-9a-f]{2}:[0-9a-f:]*|fe80:[0-9a-f:]*)\\]';
  // Names that resolve only inside a private network or a cluster (including *.svc.cluster.local).
  const internalName = '(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:internal|local|localdomain|lan|intranet|corp|home\\.arpa|svc)';
  const host = `(?:localhost(?=:\\d|/[^\\s"'\`/])|${privateIp}|${privateIpv6}|${internalName})`;
  const port = ':\\d{2,5}\\b';
  return [
    ['an internal address in a URL', new RegExp(`\\b[a-z][a-z0-9+.-]*://(?:[^\\s/"'\`@]+@)?${host}(?![\\w.-])`, 'i')],
    ['an internal host and port', new RegExp(`(?<![\\w.$-])(?:localhost|${privateIp}|${privateIpv6})${port}`, 'i')],
    ['an internal host in a string', new RegExp(`(["'\`])(?:${privateIp}|${privateIpv6}|${internalName})(?:${port})?\\1`, 'i')],
    ...configuredHosts().map((name): [string, RegExp] => ['a host from the server configuration', new RegExp(`(?<![\\w.-])${escapeRegExp(name)}(?![\\w-]|\\.[\\w-])`, 'i')]),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Hosts of the server's own back ends when they are set where the scan runs (the database above
 * all). A one-word name such as "db" would match ordinary words, so it is looked for with its
 * port; so is localhost, whose bare origin libraries carry.
 */
function configuredHosts(): string[] {
  const defaultPorts: Record<string, string> = { 'postgres:': '5432', 'postgresql:': '5432', 'http:': '80', 'https:': '443' };
  const hosts = new Set<string>();
  for (const name of ['DATABASE_URL', 'S3_ENDPOINT', 'AI_BASE_URL', 'STT_BASE_URL']) {
    const value = process.env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      continue;
    }
    const hostname = url.hostname.toLowerCase();
    if (!hostname) continue;
    const specific = hostname.includes('.') || hostname.includes(':') || hostname.startsWith('[');
    hosts.add(specific && hostname !== 'localhost' ? hostname : `${hostname}:${url.port || defaultPorts[url.protocol] || ''}`.replace(/:$/, ''));
  }
  return [...hosts];
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|mjs|css|html|json|webmanifest|map|txt|svg)$/.test(entry.name)) yield full;
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
