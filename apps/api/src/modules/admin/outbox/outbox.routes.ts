import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OutboxIdParamSchema,
  OutboxListSchema,
  OutboxMailSchema,
  OutboxQuerySchema,
} from '@portal/contracts/admin-outbox';
import { z } from 'zod';

/** The mail outbox (admins): the mails written to `DATA_DIR/outbox` when no SMTP server is configured. */
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
};
