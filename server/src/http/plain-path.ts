/** The path part of a raw request target, before any query string or fragment. */
export function rawPathOf(url: string | undefined): string {
  const target = url ?? '/';
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

/**
 * A path as a browser or provider sends it when nobody is playing tricks: no percent escapes, no
 * empty, "." or ".." segments, no backslashes, no semicolons. A second router that parses the raw
 * URL itself (the auth library's resolves dot segments and escapes) can only agree with ours on a
 * path like this, so anything else is refused before it reaches such a router.
 */
export function isPlainPath(path: string): boolean {
  if (/[%\\;]/.test(path)) return false;
  return !path.split('/').slice(1).some((segment) => segment === '' || segment === '.' || segment === '..');
}
