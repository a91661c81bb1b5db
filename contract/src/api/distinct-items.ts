import type { z } from 'zod';

/**
 * Every list a request carries is a set. A repeated item (compared without regard to case, since
 * "Hiking" and "hiking" are one interest) is merged into its first occurrence rather than refused:
 * a double tap is not an error worth showing a dater, and passing it on would break the database's
 * unique keys. This is the one rule for every request list; limits apply to the list as sent.
 */
export function distinctItems<Item extends z.ZodType<string>>(list: z.ZodArray<Item>) {
  // overwrite, not transform: the type is unchanged, so the same schema also serialises answers.
  return list.overwrite((values) => {
    const seen = new Set<string>();
    return values.filter((value) => {
      const key = value.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}
