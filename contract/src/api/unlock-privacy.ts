import { z } from 'zod/mini';

/**
 * GET/PUT /api/unlocks/privacy: "Show my handles only to matches I have unlocked too" (mutual
 * reveal). The dater's own setting; it never appears in what another dater receives.
 */
export const unlockPrivacySchema = z.object({ mutualReveal: z.boolean() });
export type UnlockPrivacy = z.infer<typeof unlockPrivacySchema>;
export const updateUnlockPrivacySchema = z.strictObject({ mutualReveal: z.boolean({ error: 'mutualReveal must be true or false.' }) });
