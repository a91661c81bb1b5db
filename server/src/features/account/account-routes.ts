import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionResponseSchema, apiErrorSchema } from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { AccountService } from './account-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

// A suspended or banned dater may still delete their account and download their data
// (allowRestricted): those rights do not wait for a moderator (decision 040).
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.delete(
    '/api/account',
    {
      config: { allowRestricted: true },
      schema: { tags: ['account'], summary: 'Deletes the account: sessions end and the dater is hidden at once; a job purges the rest',
        response: { 200: accountDeletionResponseSchema, 401: apiErrorSchema } },
    },
    async (request) => account.delete(currentUser(request)),
  );

  app.get(
    '/api/account/export',
    {
      config: { allowRestricted: true, ...perDaterLimit(10) },
      // No response schema: the body is a pre-rendered, indented JSON document sent as a download.
      schema: { tags: ['account'], summary: 'Everything held about the dater, as a JSON download (kindred-data.json)' },
    },
    async (request, reply) => {
      const data = await account.export(currentUser(request));
      // Personal data: never kept by a cache on the way.
      return reply
        .header('content-disposition', 'attachment; filename="kindred-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
