import { describe, expect, it } from 'vitest';
import { checkDisplayName, parseModeratorsCommand } from './moderators-command.js';

describe('npm run moderators arguments', () => {
  it('reads add with a display name, in either spelling, trimmed; remove and list', () => {
    expect(parseModeratorsCommand(['add', 'sam@example.test', '--name', '  Sam (Safety) '])).toEqual({ ok: true, command: { command: 'add', email: 'sam@example.test', displayName: 'Sam (Safety)' } });
    expect(parseModeratorsCommand(['add', '--name=Sam', 'sam@example.test'])).toEqual({ ok: true, command: { command: 'add', email: 'sam@example.test', displayName: 'Sam' } });
    expect(parseModeratorsCommand(['remove', 'sam@example.test'])).toEqual({ ok: true, command: { command: 'remove', email: 'sam@example.test' } });
    expect(parseModeratorsCommand(['list'])).toEqual({ ok: true, command: { command: 'list' } });
  });

  it('refuses a missing or bad display name, a missing address, stray words and unknown commands or options', () => {
    const refused: [string[], RegExp][] = [
      [[], /No command/],
      [['grant', 'sam@example.test'], /Unknown command "grant"/],
      [['add', 'sam@example.test'], /add needs --name/],
      [['add', 'sam@example.test', '--name'], /--name needs a display name/],
      [['add', 'sam@example.test', '--name', ''], /empty/],
      [['add', 'sam@example.test', '--name', 'sam@example.test'], /not be an e-mail address/],
      [['add', 'sam@example.test', '--name', 'Sam', '--name', 'Samuel'], /twice/],
      [['add', 'sam@example.test', '--name', 'Sam', 'Smith'], /in quotes/],
      [['add', '--name', 'Sam'], /needs the dater's e-mail address/],
      [['add', 'sam', '--name', 'Sam'], /needs the dater's e-mail address/],
      [['add', 'sam@example.test', '--nme', 'Sam'], /Unknown option "--nme"/],
      [['remove'], /needs the dater's e-mail address/],
      [['remove', 'sam@example.test', '--name', 'Sam'], /remove takes no --name/],
      [['list', 'sam@example.test'], /list takes no arguments/],
    ];
    for (const [argv, error] of refused) {
      const parsed = parseModeratorsCommand(argv);
      expect(parsed.ok, argv.join(' ')).toBe(false);
      if (!parsed.ok) expect(parsed.error, argv.join(' ')).toMatch(error);
    }
  });

  it('keeps a display name to 1 to 60 characters, trimmed, with no "@"', () => {
    expect(checkDisplayName('x'.repeat(60))).toEqual({ ok: true, name: 'x'.repeat(60) });
    expect(checkDisplayName('x'.repeat(61))).toMatchObject({ ok: false, error: expect.stringContaining('60') });
    expect(checkDisplayName('   ')).toMatchObject({ ok: false });
    expect(checkDisplayName('Noor @ Safety')).toMatchObject({ ok: false });
    expect(checkDisplayName(' Noor ')).toEqual({ ok: true, name: 'Noor' });
  });
});
