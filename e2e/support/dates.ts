// Plain date helpers, free of Playwright, so the server-side seed can use them too.

/** A date of birth, YYYY-MM-DD, that makes a dater `age` today: their birthday was `daysAgo` days ago. */
export function birthDateForAge(age: number, daysAgo = 40, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - daysAgo));
  return date.toISOString().slice(0, 10);
}
