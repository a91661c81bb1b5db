import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { createDiskStorage } from './disk-storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('disk storage', () => {
  const storage = createDiskStorage(root);

  it('puts, reads back, deletes, and deletes again without complaint', async () => {
    await storage.put('profiles/u1/profile-1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const found = await storage.get('profiles/u1/profile-1.jpg');
    expect(found?.contentType).toBe('image/jpeg');
    expect(found && (await text(found.body))).toBe('jpeg bytes');
    await storage.delete('profiles/u1/profile-1.jpg');
    await storage.delete('profiles/u1/profile-1.jpg');
    expect(await storage.get('profiles/u1/profile-1.jpg')).toBeNull();
  });

  it("removes one dater's folder and nobody else's", async () => {
    await storage.put('covers/u2/cover-1.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('covers/u2/cover-2.jpg', Buffer.from('b'), 'image/jpeg');
    await storage.put('covers/u20/cover-1.jpg', Buffer.from('c'), 'image/jpeg');
    await storage.deletePrefix('covers/u2/');
    expect(await storage.get('covers/u2/cover-2.jpg')).toBeNull();
    const kept = await storage.get('covers/u20/cover-1.jpg');
    expect(kept && (await text(kept.body))).toBe('c');
    await expect(storage.deletePrefix('covers/u2')).rejects.toThrow(/must end/);
  });

  it.each(['../escape.jpg', 'profiles/../../etc/passwd', '/abs/path.jpg', 'a//b.jpg', 'with space.jpg'])('refuses the key %s', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
  });
});

describe('storage configuration', () => {
  it('defaults to disk', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
  });

  it('names every missing S3 setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'photos' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual(['S3_ACCESS_KEY_ID: is required when STORAGE is s3', 'S3_SECRET_ACCESS_KEY: is required when STORAGE is s3']);
  });

  it('reads a complete S3 configuration', () => {
    const config = loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(config.storage).toEqual({ kind: 's3', s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'photos', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' } });
  });
});
