import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxEntry {
  file: string;
  date: Date | undefined;
  to: string;
  subject: string;
  text: string;
}

/** The outbox's .eml files, newest first (their names start with the time they were written). */
export async function outboxFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((n) => n.endsWith('.eml')).sort().reverse().map((n) => path.join(dir, n));
}

/** One outbox message, parsed as a mail client would read it. */
export async function readOutboxEntry(file: string): Promise<OutboxEntry> {
  const parsed = await simpleParser(await fs.readFile(file));
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  return { file, date: parsed.date, to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
}
