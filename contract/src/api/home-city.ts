import { z } from 'zod/mini';

/** A city from the bundled GeoNames gazetteer (decision 046), as the home city search offers it. */
const placeSchema = z.object({
  /** The GeoNames id: what the profile stores to name the city. */
  id: z.int(),
  name: z.string(),
  /**
   * The state, province or region in English ("New Jersey"), so "Newark" in New Jersey and in
   * Ohio can be told apart. Offered by the search; absent where it is not known, or would only
   * repeat the city's name, and from a saved home city, which stores no region.
   */
  region: z.optional(z.string()),
  /** The country's English name. */
  country: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

const PLACE_QUERY_MAX_LENGTH = 80;

/** GET /api/places?q=: cities whose name starts with q, ignoring case and accents, most populous first. */
export const placeSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Type the first letters of your city.' }),
      z.maxLength(PLACE_QUERY_MAX_LENGTH, { error: `Please keep it under ${PLACE_QUERY_MAX_LENGTH} characters.` }),
    ),
});
export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) });

/** The dater's home city as their profile shows it; null until they choose one. */
export const homeCitySchema = z.nullable(placeSchema);
export type HomeCity = z.infer<typeof homeCitySchema>;
