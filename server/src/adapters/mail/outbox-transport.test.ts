import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { outboxFiles, readOutboxEntry } from './outbox-reader.js';
import { createOutboxTransport } from './outbox-transport.js';

describe('the outbox', () => {
  it('writes each message as an .eml file a mail parser reads back, newest first, and logs the link', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-outbox-')), 'outbox');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const outbox = createOutboxTransport({ dir, from: 'Kindred <no-reply@kindred.test>', log });
    await outbox.send({ to: 'ada@example.test', subject: 'First', text: 'One', html: '<p>One</p>' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send({ to: 'bob@example.test', subject: 'Second', text: 'Two https://kindred.test/x', html: '<p>Two</p>', link: 'https://kindred.test/x' });
    const files = await outboxFiles(dir);
    expect(files).toHaveLength(2);
    const newest = await readOutboxEntry(files[0] ?? '');
    expect(newest).toMatchObject({ to: 'bob@example.test', subject: 'Second' });
    expect(newest.text).toContain('https://kindred.test/x');
    expect((await readOutboxEntry(files[1] ?? '')).subject).toBe('First');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('https://kindred.test/x');
    expect(lines[1]).not.toContain('\n"');
    expect(await outboxFiles(path.join(dir, 'missing'))).toEqual([]);
    outbox.close();
  });
});
