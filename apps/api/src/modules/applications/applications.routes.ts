import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationSchema, ResubmitBodySchema } from '@portal/contracts/applications';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { sendPrivateFile } from '../uploads/uploads.service.js';

/**
 * An application as its applicant sees it (decision 080): the timeline, the papers, the issued files, and sending
 * the papers staff asked for. The booking's rules decide who may: its owner, the sub-user who booked it, a
 * sub-user who sees all bookings; everyone else gets 404 for the application and for each of its files.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { applications, uploads } = app.services;
  const params = z.object({ id: IdSchema });
  const one = { 200: z.object({ data: ApplicationSchema }) };

  app.get(
    '/applications/:id',
    { onRequest: authenticated, schema: { tags: ['applications'], params, response: one } },
    async (request) => ({ data: await applications.get(requireUser(request), request.params.id) }),
  );

  app.post(
    '/applications/:id/resubmit',
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: { tags: ['applications'], params, body: ResubmitBodySchema, response: one },
    },
    async (request) => ({ data: await applications.resubmit(requireUser(request), request.params.id, request.body) }),
  );

  app.get(
    '/applications/:id/files/:fileId',
    {
      onRequest: authenticated,
      schema: { tags: ['applications'], params: z.object({ id: IdSchema, fileId: IdSchema }) },
    },
    async (request, reply) => {
      const id = await applications.file(requireUser(request), request.params.id, request.params.fileId);
      return sendPrivateFile(reply, await uploads.readChecked(id));
    },
  );
};
