// Every package the lock file installs must accept the Node version in package.json's "engines"
// (the version the README names): npm only warns about a package that needs a newer Node, and the
// warning scrolls past, so this check makes it a failure. Packages for other platforms are skipped.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const supported = manifest.engines.node;
const oldestSupported = semver.minVersion(supported).version;

const refusing = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && !entry.optional && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldestSupported, entry.engines.node) || !semver.satisfies(process.version, entry.engines.node))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${entry.engines.node}`);

if (refusing.length > 0) {
  console.error(`These packages do not support Node ${supported} (package.json "engines"):\n  ${refusing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${supported}.`);
