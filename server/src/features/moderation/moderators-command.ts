/**
 * The operator command's arguments (`npm run moderators`), read without touching the database so
 * a mistake is told before anything opens. A moderator is named by a display name the operator
 * sets; the audit log, selfie decisions and the console show it, never an e-mail.
 */

export const DISPLAY_NAME_MAX = 60;

export const MODERATORS_USAGE = [
  'Usage: npm run moderators -- add <email> --name <display name>',
  '       npm run moderators -- remove <email>',
  '       npm run moderators -- list',
  `The display name (1 to ${DISPLAY_NAME_MAX} characters, not an e-mail address) is what the audit log and`,
  'selfie decisions show. Run add again with another --name to rename a moderator.',
].join('\n');

export type ModeratorsCommand = { command: 'add'; email: string; displayName: string } | { command: 'remove'; email: string } | { command: 'list' };

/** The display name trimmed, or why it cannot be one. */
export function checkDisplayName(input: string): { ok: true; name: string } | { ok: false; error: string } {
  const name = input.trim();
  if (name.length === 0) return { ok: false, error: 'The display name is empty.' };
  if (name.length > DISPLAY_NAME_MAX) return { ok: false, error: `The display name is ${name.length} characters; keep it to ${DISPLAY_NAME_MAX}.` };
  // No "@" at all: the simplest rule that no address passes, and the database checks the same.
  if (name.includes('@')) return { ok: false, error: 'The display name must not be an e-mail address (no "@"): moderators are never shown by their address.' };
  return { ok: true, name };
}

/** `add <email> --name <name>` (or `--name=<name>`), `remove <email>`, `list`; anything else is an error to show with the usage. */
export function parseModeratorsCommand(argv: readonly string[]): { ok: true; command: ModeratorsCommand } | { ok: false; error: string } {
  const [command, ...rest] = argv;
  if (command !== 'add' && command !== 'remove' && command !== 'list') return { ok: false, error: command ? `Unknown command "${command}".` : 'No command given.' };

  const positional: string[] = [];
  let name: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (arg === '--name' || arg.startsWith('--name=')) {
      if (name !== undefined) return { ok: false, error: '--name is given twice.' };
      let value: string | undefined = arg.slice('--name='.length);
      if (arg === '--name') {
        value = rest[i + 1];
        i += 1;
      }
      if (value === undefined) return { ok: false, error: '--name needs a display name after it.' };
      name = value;
    } else if (arg.startsWith('--')) {
      return { ok: false, error: `Unknown option "${arg}".` };
    } else {
      positional.push(arg);
    }
  }

  if (command === 'list') {
    if (positional.length > 0 || name !== undefined) return { ok: false, error: 'list takes no arguments.' };
    return { ok: true, command: { command } };
  }
  const [email, ...extra] = positional;
  if (!email || !email.includes('@')) return { ok: false, error: `${command} needs the dater's e-mail address.` };
  if (extra.length > 0) return { ok: false, error: `Unexpected "${extra.join(' ')}"; put a display name with spaces in quotes after --name.` };
  if (command === 'remove') {
    if (name !== undefined) return { ok: false, error: 'remove takes no --name.' };
    return { ok: true, command: { command, email } };
  }
  if (name === undefined) return { ok: false, error: 'add needs --name <display name>: the name the audit log shows for this moderator.' };
  const checked = checkDisplayName(name);
  if (!checked.ok) return checked;
  return { ok: true, command: { command, email, displayName: checked.name } };
}
