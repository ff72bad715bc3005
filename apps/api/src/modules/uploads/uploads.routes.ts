import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { requireAgency } from '../agency/agency.service.js';
import { MAX_UPLOAD_BYTES, sendPrivateFile, UPLOAD_PURPOSES } from './uploads.service.js';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 } });
  const { uploads } = app.services;

  app.post(
    '/uploads',
    {
      onRequest: authenticated,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        querystring: z.object({ purpose: z.enum(UPLOAD_PURPOSES, { error: 'invalid_choice' }) }),
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const ctx = requireUser(request);
      // A logo is part of an agency's branding (decision 074).
      if (request.query.purpose === 'logo') requireAgency(ctx);
      await uploads.countUpload(ctx);
      const file = await request.file();
      if (!file) throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'upload_invalid' }] });
      }
      return reply.code(201).send({ data: await uploads.store(ctx, request.query.purpose, bytes) });
    },
  );

  app.get(
    '/uploads/:id',
    { onRequest: authenticated, schema: { tags: ['uploads'], params: z.object({ id: IdSchema }) } },
    async (request, reply) => {
      return sendPrivateFile(reply, await uploads.read(requireUser(request), request.params.id));
    },
  );
};
