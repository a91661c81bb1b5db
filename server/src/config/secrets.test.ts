import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('loadOrCreateSecrets', () => {
  it('generates the secrets once, owner-readable only, and returns the same ones on the next start', () => {
    const dir = freshDir();
    const first = loadOrCreateSecrets(dir);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
  });

  it('adds Web Push keys to an older file without changing the session secret', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ sessionSecret: 'x'.repeat(40) }));
    const upgraded = loadOrCreateSecrets(dir);
    expect(upgraded.sessionSecret).toBe('x'.repeat(40));
    expect(upgraded.vapidPublicKey).toBeTruthy();
    expect(loadOrCreateSecrets(dir).vapidPrivateKey).toBe(upgraded.vapidPrivateKey);
  });

  it('says the file is damaged, in words, when a crash or an edit left it unreadable', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{"sessionSec');
    expect(() => loadOrCreateSecrets(dir)).toThrow(/secrets\.json is damaged/);
  });
});
