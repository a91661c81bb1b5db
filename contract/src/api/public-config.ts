import { z } from 'zod/mini';

/**
 * Whether a sign-in provider works here. A provider that is off is simply not offered: why it is
 * off is the operator's business (the start-up log and docs/configuration.md say), never the dater's.
 */
const providerStatusSchema = z.object({
  enabled: z.boolean(),
});

/** GET /api/public-config: what the login screen may know. Never a secret. */
export const publicConfigSchema = z.object({
  productName: z.string(),
  google: providerStatusSchema,
  apple: providerStatusSchema,
  termsUrl: z.url(),
  privacyUrl: z.url(),
  /** Where Contact Support e-mails go. */
  supportEmail: z.email(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
