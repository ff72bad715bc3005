import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HomeContentBodySchema,
  MediaQuerySchema,
  MediaSchema,
  SiteSettingsBodySchema,
} from '@portal/contracts/admin-content';
import { HomeContentSchema, SiteSettingsSchema } from '@portal/contracts/site-settings';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { MAX_UPLOAD_BYTES } from '../../uploads/uploads.service.js';
import { staffOf } from '../staff-access.js';

const GeneralSchema = SiteSettingsSchema.omit({ currencies: true });

/** Site settings, home-page sections (content editors and admins) and public media (also for inventory). */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const area = { staff: ['content'] } as const;

  app.get(
    '/site-settings',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: GeneralSchema }) } } },
    async () => ({ data: await admin.content.settings() }),
  );

  app.put(
    '/site-settings',
    {
      config: area,
      schema: { tags: ['admin'], body: SiteSettingsBodySchema, response: { 200: z.object({ data: GeneralSchema }) } },
    },
    async (request) => ({ data: await admin.content.saveSettings(staffOf(request), request.body) }),
  );

  app.get(
    '/home-content',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: HomeContentSchema }) } } },
    async () => ({ data: await admin.content.home() }),
  );

  app.put(
    '/home-content',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: HomeContentBodySchema,
        response: { 200: z.object({ data: HomeContentSchema }) },
      },
    },
    async (request) => ({ data: await admin.content.saveHome(staffOf(request), request.body) }),
  );

  app.post(
    '/media',
    {
      config: { staff: ['content', 'inventory'] },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['admin'],
        querystring: MediaQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: MediaSchema }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const file = await request.file();
      if (!file) throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      }
      const data = await admin.content.storeMedia(staffOf(request), request.query.folder, bytes);
      return reply.code(201).send({ data });
    },
  );
};
