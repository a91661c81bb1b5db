import { z } from 'zod/mini';
import { ESSENTIAL_KEYS, essentialOptions, type EssentialKey } from '../rules/essentials.js';

export const essentialKeySchema = z.enum(ESSENTIAL_KEYS as [EssentialKey, ...EssentialKey[]]);
export const essentialSourceSchema = z.enum(['extracted', 'confirmed']);
export const essentialStrengthSchema = z.enum(['must', 'nice']);

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
