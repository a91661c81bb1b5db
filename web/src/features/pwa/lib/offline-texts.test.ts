import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS } from './offline-texts';

describe('the offline notice', () => {
  it('says the same words on the static offline page as in the app', () => {
    const page = fs.readFileSync(new URL('../../../../offline.html', import.meta.url), 'utf8');
    expect(page).toContain(`<h1>${OFFLINE_TEXTS.title}</h1>`);
    expect(page).toContain(`<p>${OFFLINE_TEXTS.body}</p>`);
    expect(page).toContain(`>${OFFLINE_TEXTS.retry}</a>`);
  });

  it('promises nothing Kindred does not have', () => {
    const page = fs.readFileSync(new URL('../../../../offline.html', import.meta.url), 'utf8');
    for (const text of [page, ...Object.values(OFFLINE_TEXTS)]) {
      expect(text).not.toMatch(/messages|conversations|chat/i);
    }
  });
});
