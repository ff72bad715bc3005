import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminApplicationSchema,
  ApplicationDecisionBodySchema,
  ApplicationQueueItemSchema,
  ApplicationQueueQuerySchema,
} from '@portal/contracts/applications';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { sendPrivateFile } from '../../uploads/uploads.service.js';
import { staffOf } from '../staff-access.js';

/**
 * The applications desk (decision 080): the queue by service and status with each application's age against its
 * processing days, one application with its documents, and the decisions (review, request documents, approve,
 * refuse with a reason, issue with a file), each audited and mailed to the applicant in their language.
 */
export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { applications, uploads } = app.services;
  const area = { staff: ['applications'] } as const;
  const params = z.object({ id: IdSchema });
  const one = { 200: z.object({ data: AdminApplicationSchema }) };

  app.get(
    '/applications',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: ApplicationQueueQuerySchema,
        response: { 200: z.object({ data: z.array(ApplicationQueueItemSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => applications.queue(request.query),
  );

  app.get(
    '/applications/:id',
    { config: area, schema: { tags: ['admin'], params, response: one } },
    async (request) => ({ data: await applications.adminDetail(request.params.id) }),
  );

  app.post(
    '/applications/:id/decisions',
    { config: area, schema: { tags: ['admin'], params, body: ApplicationDecisionBodySchema, response: one } },
    async (request) => ({
      data: await applications.decide(staffOf(request), request.params.id, request.body, {
        mailer: app.mailer,
      }),
    }),
  );

  app.get(
    '/applications/:id/files/:fileId',
    { config: area, schema: { tags: ['admin'], params: z.object({ id: IdSchema, fileId: IdSchema }) } },
    async (request, reply) => {
      const id = await applications.adminFile(request.params.id, request.params.fileId);
      return sendPrivateFile(reply, await uploads.readChecked(id));
    },
  );
};
