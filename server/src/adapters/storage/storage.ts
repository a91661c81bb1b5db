import type { Readable } from 'node:stream';

/** A stored object read back for serving. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * Where uploaded files live. Keys are always chosen by the server (e.g.
 * `profiles/{userId}/profile-{timestamp}.jpg`), never taken from an uploader, so an adapter can
 * trust them as relative paths.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Succeeds when the key is already gone, so a retried purge never fails on a file it removed. */
  delete(key: string): Promise<void>;
  /** Removes every key under a prefix ending in "/": all of one dater's files at account purge. */
  deletePrefix(prefix: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
}

/** Keys are server-made; this refuses anything that could climb out of the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/**
 * A stored object's whole body. Routes send pictures read whole, in one write: they are at most a
 * few megabytes, and a piped file whose reader had stopped reading could hold the server's
 * shutdown open.
 */
export async function readWhole(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
