import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachedJson } from './site-settings.service.js';
import { HomeContentSchema, SiteSettingsSchema } from '@portal/contracts/site-settings';
import { z } from 'zod';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Answers with the service's ready bytes, or 304 when the client already has them: browsers revalidate
 * after `max-age` with the entity tag instead of downloading the settings again.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply.header('cache-control', 'public, max-age=60').header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body as never);
}

export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteSettings } = app.services;
  // The answers are serialized once per cache period by the service and sent as they are.

  app.get(
    '/site-settings',
    { schema: { tags: ['site'], security: [], response: { 200: z.object({ data: SiteSettingsSchema }) } } },
    async (request, reply) => sendCached(request, reply, await siteSettings.siteSettings()),
  );

  app.get(
    '/home-content',
    { schema: { tags: ['site'], security: [], response: { 200: z.object({ data: HomeContentSchema }) } } },
    async (request, reply) => sendCached(request, reply, await siteSettings.homeContent()),
  );
};
