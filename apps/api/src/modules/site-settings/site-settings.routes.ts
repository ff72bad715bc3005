import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HomeContentSchema, SiteSettingsSchema } from '@portal/contracts/site-settings';
import { z } from 'zod';

export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteSettings } = app.services;
  // The answers are serialized once per cache period by the service and sent as they are.

  app.get(
    '/site-settings',
    { schema: { tags: ['site'], security: [], response: { 200: z.object({ data: SiteSettingsSchema }) } } },
    async (_request, reply) => {
      const body = await siteSettings.siteSettingsJson();
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as never);
    },
  );

  app.get(
    '/home-content',
    { schema: { tags: ['site'], security: [], response: { 200: z.object({ data: HomeContentSchema }) } } },
    async (_request, reply) => {
      const body = await siteSettings.homeContentJson();
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as never);
    },
  );
};
