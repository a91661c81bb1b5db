import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { avatarSvg, type AvatarSubject } from './avatar-svg.js';

/** Where avatars live under the data directory, and the path stored on the profile. */
export function avatarImagePath(id: string): string {
  return `avatars/${id}.webp`;
}

/**
 * Rendering is CPU-bound in libvips' thread pool; a few at a time keeps every core busy. WebP
 * effort 2 halves the encode time of the default for files only slightly larger.
 */
const RENDER_CONCURRENCY = 4;

/** Renders each subject's avatar to `${mediaDir}/avatars/${id}.webp`, overwriting stale files. */
export async function renderAvatars(subjects: readonly AvatarSubject[], mediaDir: string): Promise<void> {
  await fs.mkdir(path.join(mediaDir, 'avatars'), { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < subjects.length) {
      const subject = subjects[next++];
      if (!subject) return;
      const webp = await sharp(Buffer.from(avatarSvg(subject))).webp({ quality: 82, effort: 2 }).toBuffer();
      await fs.writeFile(path.join(mediaDir, avatarImagePath(subject.id)), webp);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}
