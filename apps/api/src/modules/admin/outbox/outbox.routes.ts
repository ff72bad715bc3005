import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OutboxIdParamSchema,
  OutboxListSchema,
  OutboxMailSchema,
  OutboxQuerySchema,
} from '@portal/contracts/admin-outbox';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';

/** The mail queue (admins): every mail the portal sends, its state and errors; a failed one is sent again here. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.services.admin.outbox;
  const area = { staff: ['outbox'] } as const;

  app.get(
    '/outbox',
    { config: area, schema: { tags: ['admin'], querystring: OutboxQuerySchema, response: { 200: OutboxListSchema } } },
    async (request) => outbox.list(request.query),
  );

  app.get(
    '/outbox/:id',
    {
      config: area,
      schema: { tags: ['admin'], params: OutboxIdParamSchema, response: { 200: z.object({ data: OutboxMailSchema }) } },
    },
    async (request) => ({ data: await outbox.one(request.params.id) }),
  );

  app.post(
    '/outbox/:id/resend',
    {
      config: area,
      schema: { tags: ['admin'], params: OutboxIdParamSchema, response: { 200: z.object({ data: OutboxMailSchema }) } },
    },
    async (request) => {
      const mail = await outbox.resend(staffOf(request), request.params.id);
      // Tried at once; the answer says what it was when queued, the list shows how it went.
      void app.mailer.flush();
      return { data: mail };
    },
  );
};
