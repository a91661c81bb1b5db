import { z } from 'zod/mini';

/**
 * Every list a request carries is a set. A repeated item (compared without regard to case, since
 * "Hiking" and "hiking" are one interest) is merged rather than refused: a double tap is not an
 * error worth showing a dater, and passing it on would break the database's unique keys. The
 * merged item keeps the place of its first occurrence and the spelling of its last, the dater's
 * latest correction. This is the one rule for every request list; limits apply to the list as sent.
 */
export function distinctItems<Item extends z.ZodMiniType<string>>(list: z.ZodMiniArray<Item>) {
  // overwrite, not transform: the type is unchanged, so the same schema also serialises answers.
  return list.check(z.overwrite((values) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()]));
}
