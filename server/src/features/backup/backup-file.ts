import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/** What a backup file says of itself; restore reads it before it touches anything. */
export interface BackupManifest {
  format: 'kindred-backup';
  version: 1;
  createdAt: string;
  /** The newest schema migration the database holds: a server that does not know it cannot restore it. */
  newestMigration: string;
  /** Whether the uploaded photos are inside (they are when they live on disk, not in a bucket). */
  media: boolean;
}

/** A backup that cannot be restored, with a message for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'manifest.json';
const DATABASE = 'pgdata.tar.gz';
const MEDIA = 'media';

/**
 * Writes one backup file: a gzipped tar of the manifest, the embedded database's snapshot and,
 * when they are on disk, the uploaded photos. It is written beside its final name and renamed
 * into place, so a backup that is cut short never looks like a whole one.
 */
export async function writeBackupFile(options: { file: string; snapshot: Blob; mediaDir: string | null; newestMigration: string }): Promise<BackupManifest> {
  const folder = path.dirname(options.file);
  fs.mkdirSync(folder, { recursive: true });
  const work = fs.mkdtempSync(path.join(folder, '.writing-'));
  try {
    const media = options.mediaDir !== null && fs.existsSync(options.mediaDir);
    const manifest: BackupManifest = { format: 'kindred-backup', version: 1, createdAt: new Date().toISOString(), newestMigration: options.newestMigration, media };
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.writeFileSync(path.join(work, DATABASE), Buffer.from(await options.snapshot.arrayBuffer()));
    if (media && options.mediaDir) linkTree(options.mediaDir, path.join(work, MEDIA));
    const partial = `${options.file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [MANIFEST, DATABASE, ...(media ? [MEDIA] : [])]);
    fs.renameSync(partial, options.file);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Unpacks a backup into `into` and checks that it is one; the caller decides what to do with it. */
export async function readBackupFile(file: string, into: string): Promise<{ manifest: BackupManifest; database: Blob; mediaDir: string | null }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file at ${file}.`);
  try {
    // node-tar drops absolute paths and "..", so an entry cannot land outside `into`.
    await tar.extract({ file, cwd: into, strict: true });
  } catch {
    throw new BackupError(`${file} is not a Kindred backup: it is not a gzipped tar file.`);
  }
  const manifest = parseManifest(path.join(into, MANIFEST), file);
  const databaseFile = path.join(into, DATABASE);
  if (!fs.existsSync(databaseFile)) throw new BackupError(`${file} is not a whole Kindred backup: it holds no database.`);
  const database = new Blob([fs.readFileSync(databaseFile)], { type: 'application/x-gzip' });
  const mediaDir = manifest.media && fs.existsSync(path.join(into, MEDIA)) ? path.join(into, MEDIA) : null;
  return { manifest, database, mediaDir };
}

function parseManifest(manifestFile: string, file: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not a Kindred backup: it has no readable ${MANIFEST}.`);
  }
  const manifest = parsed as Partial<BackupManifest>;
  if (manifest.format !== 'kindred-backup' || typeof manifest.newestMigration !== 'string') throw new BackupError(`${file} is not a Kindred backup.`);
  if (manifest.version !== 1) throw new BackupError(`${file} is a Kindred backup of format ${String(manifest.version)}, which this version cannot read.`);
  return manifest as BackupManifest;
}

/** Hard-links every file of `from` into `to` (copying where links cannot cross file systems), so a backup costs no second copy of the photos while it is written. */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}
