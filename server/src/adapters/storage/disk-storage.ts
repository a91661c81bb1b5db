import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.js';

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.svg': 'image/svg+xml' };

/** Files under a root directory (DATA_DIR/media), the embedded default; /api/media serves them. */
export function createDiskStorage(root: string): Storage {
  const locate = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const file = locate(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file. The aside name is unique
      // per write: two writes of one key at once must not share (and rename away) one file.
      const temporary = `${file}.${crypto.randomUUID()}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, file);
    },
    async delete(key) {
      await fsp.rm(locate(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('a prefix must end with "/"');
      await fsp.rm(locate(prefix), { recursive: true, force: true });
    },
    async get(key) {
      const file = locate(key);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: fs.createReadStream(file), contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', size: stat.size };
    },
  };
}
