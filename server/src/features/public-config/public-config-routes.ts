import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, publicConfigSchema, type PublicConfig } from '@kindred/contract';
import type { AppConfig } from '../../config/env.js';
import { offFeaturesLine } from './off-features.js';

/** What the login screen may know about this deployment. It never includes a secret. */
export function describePublicConfig(config: AppConfig): PublicConfig {
  return {
    productName: PRODUCT_NAME,
    // Only whether each works: a dater is never told how the server is configured.
    google: { enabled: config.google !== undefined },
    apple: { enabled: config.apple !== undefined },
    termsUrl: config.termsUrl,
    privacyUrl: config.privacyUrl,
    supportEmail: config.supportEmail,
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = describePublicConfig(config);
  // What the login and onboarding screens leave out, and why, is for the operator's eyes only.
  const off = offFeaturesLine(config);
  if (off) app.log.info(off);
  app.get(
    '/api/public-config',
    {
      config: { public: true },
      schema: { tags: ['session'], summary: 'Sign-in options and legal links', response: { 200: publicConfigSchema } },
    },
    async () => body,
  );
};
