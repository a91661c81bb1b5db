import { describe, expect, it } from 'vitest';
import { replaceSection } from './doc-sections';

describe('replaceSection', () => {
  it('starts a file from nothing with the header and the section', () => {
    const text = replaceSection('', 'web', '## Web\nfigures');
    expect(text).toMatch(/^# Performance/);
    expect(text).toContain('<!-- bench:web:start -->\n## Web\nfigures\n<!-- bench:web:end -->');
  });

  it('replaces only its own section and keeps the others', () => {
    const first = replaceSection(replaceSection('', 'api', 'old api'), 'matching', 'matching figures');
    const second = replaceSection(first, 'api', 'new api');
    expect(second).toContain('new api');
    expect(second).not.toContain('old api');
    expect(second).toContain('matching figures');
  });

  it('puts a new section in its place in the order', () => {
    const text = replaceSection(replaceSection(replaceSection('', 'matching', 'M'), 'api', 'A'), 'web', 'W');
    expect(text.indexOf('A')).toBeLessThan(text.indexOf('W'));
    expect(text.indexOf('W')).toBeLessThan(text.indexOf('\nM\n'));
  });
});
