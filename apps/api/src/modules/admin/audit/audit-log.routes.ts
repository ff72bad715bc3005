import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntrySchema, AuditQuerySchema, ListMetaSchema } from '@portal/contracts/admin';
import { z } from 'zod';

/** The audit log viewer (admins): read only; no route changes an entry, and a trigger refuses changes anyway. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { staff: ['audit'] },
      schema: {
        tags: ['admin'],
        querystring: AuditQuerySchema,
        response: { 200: z.object({ data: z.array(AuditEntrySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => app.services.admin.audit.search(request.query),
  );
};
