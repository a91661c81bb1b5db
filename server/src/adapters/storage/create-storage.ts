import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import { createDiskStorage } from './disk-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The storage the configuration names: DATA_DIR/media by default, a bucket with STORAGE=s3. */
export function createStorage(config: AppConfig): Storage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage.s3) : createDiskStorage(path.join(config.dataDir, 'media'));
}
