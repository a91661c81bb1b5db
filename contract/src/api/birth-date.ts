import { z } from 'zod/mini';
import { parseIsoDate } from '../rules/birth-date.js';

const birthDate = z.string().check(
  z.trim(),
  z.refine((text) => parseIsoDate(text) !== null, { error: 'Please enter your date of birth as a real date, year first (YYYY-MM-DD).' }),
);

/**
 * PUT /api/profile/birth-date. The first entry needs no reason; a later change needs one and is
 * allowed BIRTH_DATE_CHANGES_ALLOWED times, so nobody moves their age to pass a filter.
 */
export const birthDateRequestSchema = z.strictObject({
  birthDate,
  reason: z.optional(z.string().check(z.trim(), z.minLength(5, { error: 'Please say in a few words why the date changes.' }), z.maxLength(300))),
});
export type BirthDateRequest = z.infer<typeof birthDateRequestSchema>;

/** GET and PUT /api/profile/birth-date: the dater's own date of birth and what it allows. */
export const birthDateStateSchema = z.object({
  birthDate: z.nullable(z.string()),
  age: z.nullable(z.int()),
  status: z.enum(['unknown', 'adult', 'under_age']),
  /** How many more changes are allowed; 0 once used, and always 0 for an under-age date. */
  changesLeft: z.int().check(z.minimum(0)),
});
export type BirthDateState = z.infer<typeof birthDateStateSchema>;
