import { z } from 'zod/mini';

const providerStatusSchema = z.object({
  enabled: z.boolean(),
  /** Why the button is disabled, in words a dater understands. */
  reason: z.optional(z.string()),
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
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
