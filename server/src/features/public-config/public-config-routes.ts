import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, publicConfigSchema, type PublicConfig } from '@kindred/contract';
import type { AppConfig } from '../../config/env.js';

/** What the login screen may know about this deployment. It never includes a secret. */
export function describePublicConfig(config: AppConfig): PublicConfig {
  const status = (configured: boolean, name: string) =>
    configured ? { enabled: true } : { enabled: false, reason: `${name} sign-in is not set up on this server yet.` };
  return {
    productName: PRODUCT_NAME,
    google: status(config.google !== undefined, 'Google'),
    apple: status(config.apple !== undefined, 'Apple'),
    termsUrl: config.termsUrl,
    privacyUrl: config.privacyUrl,
    supportEmail: config.supportEmail,
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = describePublicConfig(config);
  app.get(
    '/api/public-config',
    {
      config: { public: true },
      schema: { tags: ['session'], summary: 'Sign-in options and legal links', response: { 200: publicConfigSchema } },
    },
    async () => body,
  );
};
