import fs from 'node:fs/promises';
import path from 'node:path';
import { packageEntry, runShortLivedChild } from '../../lib/short-lived-child.js';
import { avatarSvg, type AvatarSubject } from './avatar-svg.js';

/** Where avatars live under the data directory, and the path stored on the profile. */
export function avatarImagePath(id: string): string {
  return `avatars/${id}.webp`;
}

/**
 * Reads [{ file, svg }] from stdin and writes each SVG as WebP. Rendering is CPU-bound in libvips'
 * thread pool; four at a time keeps every core busy. WebP effort 2 halves the encode time of the
 * default for files only slightly larger.
 */
const RENDER_SCRIPT = `
const fs = require('node:fs/promises');
const sharp = require(process.argv[process.argv.length - 1]);
let text = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', async () => {
  const jobs = JSON.parse(text);
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      await fs.writeFile(job.file, await sharp(Buffer.from(job.svg)).webp({ quality: 82, effort: 2 }).toBuffer());
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
});`;

/**
 * Renders each subject's avatar to `${mediaDir}/avatars/${id}.webp`, overwriting stale files.
 * The rendering runs in a child process: libvips' worker threads leave tens of megabytes of
 * malloc arenas resident behind them, which a long-running server would carry for nothing.
 */
export async function renderAvatars(subjects: readonly AvatarSubject[], mediaDir: string): Promise<void> {
  await fs.mkdir(path.join(mediaDir, 'avatars'), { recursive: true });
  const jobs = subjects.map((subject) => ({ file: path.join(mediaDir, avatarImagePath(subject.id)), svg: avatarSvg(subject) }));
  await runShortLivedChild({ script: RENDER_SCRIPT, args: [packageEntry('sharp')], input: JSON.stringify(jobs), failure: 'Could not render the demo avatars' });
}
