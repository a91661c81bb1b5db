/**
 * PostgreSQL's foreign_key_violation: the row a write names as its owner does not exist, e.g. a
 * dater who signed up but has no profile yet, or whose account was just deleted.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/** PostgreSQL's unique_violation: another row already holds this key. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
