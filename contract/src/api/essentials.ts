import { z } from 'zod/mini';
import { ESSENTIAL_KEYS, essentialOptions, type EssentialKey } from '../rules/essentials.js';

export const essentialKeySchema = z.enum(ESSENTIAL_KEYS as [EssentialKey, ...EssentialKey[]]);
const essentialSourceSchema = z.enum(['extracted', 'confirmed']);
const essentialStrengthSchema = z.enum(['must', 'nice']);

/**
 * One essential as its owner sees it. `quote` is the dater's own words the value was read from
 * ("no smokers please"), shown beside an extracted value; a confirmed value has none.
 */
export const essentialStateSchema = z.object({
  key: essentialKeySchema,
  self: z.object({
    value: z.nullable(z.string()),
    source: z.nullable(essentialSourceSchema),
    quote: z.nullable(z.string()),
  }),
  need: z.object({
    values: z.array(z.string()),
    strength: essentialStrengthSchema,
    source: z.nullable(essentialSourceSchema),
    quote: z.nullable(z.string()),
  }),
});
export type EssentialState = z.infer<typeof essentialStateSchema>;

/** GET /api/profile/essentials: every essential, in the contract's order. Private to its owner. */
export const essentialsResponseSchema = z.object({ essentials: z.array(essentialStateSchema) });
export type EssentialsResponse = z.infer<typeof essentialsResponseSchema>;

const optionId = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/**
 * PUT /api/profile/essentials/:key: the dater's own answer for one essential, both sides at once.
 * Saving confirms it, and a confirmed answer (an empty one too) is never overwritten by what is
 * read from a later text. Options must belong to the essential named in the path.
 */
export const essentialUpdateSchema = z.strictObject({
  self: z.nullable(optionId),
  need: z.array(optionId).check(z.maxLength(12)),
  strength: essentialStrengthSchema,
});
export type EssentialUpdate = z.infer<typeof essentialUpdateSchema>;

/** The options an update names that the essential does not have; empty when it is valid. */
export function unknownEssentialOptions(key: EssentialKey, update: EssentialUpdate): string[] {
  const known = new Set(essentialOptions(key));
  return [...(update.self === null ? [] : [update.self]), ...update.need].filter((value) => !known.has(value));
}

/**
 * One row of the essentials check as the dater saw it: the values shown, confirmed as they are,
 * and `keepMust` only when the dater tapped "Keep this must" for a must the reader proposed.
 */
const essentialSeenSchema = z.strictObject({
  key: essentialKeySchema,
  self: z.nullable(optionId),
  need: z.array(optionId).check(z.maxLength(12)),
  keepMust: z.boolean(),
});
export type EssentialSeen = z.infer<typeof essentialSeenSchema>;

/**
 * POST /api/profile/essentials/confirm: "Looks good" (or a row's "Looks right"). Every row sent is
 * confirmed with the values shown; its partner side is a must only with `keepMust`, so a must the
 * reader proposed never becomes a dealbreaker without the dater's own tap. Answers every essential.
 */
export const essentialsConfirmSchema = z.strictObject({
  essentials: z.array(essentialSeenSchema).check(z.minLength(1), z.maxLength(ESSENTIAL_KEYS.length)),
});
export type EssentialsConfirm = z.infer<typeof essentialsConfirmSchema>;

/** Why a confirmation is refused, or null when it is well formed (the server checks the rest). */
export function essentialsConfirmProblem(confirm: EssentialsConfirm): string | null {
  const seen = new Set<string>();
  for (const row of confirm.essentials) {
    if (seen.has(row.key)) return `${row.key} is listed twice.`;
    seen.add(row.key);
    const unknown = unknownEssentialOptions(row.key, { self: row.self, need: row.need, strength: 'nice' });
    if (unknown.length > 0) return `Unknown option for ${row.key}: ${unknown.join(', ')}.`;
    if (row.keepMust && row.need.length === 0) return `A must for ${row.key} needs at least one option it accepts.`;
  }
  return null;
}
