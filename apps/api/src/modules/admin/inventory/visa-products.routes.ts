import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminVisaProductSchema,
  VisaProductBodySchema,
  VisaProductListQuerySchema,
  VisaProductUpdateBodySchema,
} from '@portal/contracts/admin-visas';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

/** Visa products: list, search, create, edit, archive and restore (content editors and admins). */
export const adminVisaProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const products = app.services.visaInventory;
  const area = { staff: ['inventory'] } as const;
  const one = { 200: z.object({ data: AdminVisaProductSchema }) };
  const params = z.object({ id: IdSchema });

  app.get(
    '/visas/products',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: VisaProductListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminVisaProductSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => products.list(request.query),
  );

  app.post(
    '/visas/products',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: VisaProductBodySchema,
        response: { 201: z.object({ data: AdminVisaProductSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await products.create(staffOf(request), request.body) }),
  );

  app.get(
    '/visas/products/:id',
    { config: area, schema: { tags: ['admin'], params, response: one } },
    async (request) => ({ data: await products.one(request.params.id) }),
  );

  app.patch(
    '/visas/products/:id',
    { config: area, schema: { tags: ['admin'], params, body: VisaProductUpdateBodySchema, response: one } },
    async (request) => ({ data: await products.update(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/visas/products/:id', {
    params,
    data: AdminVisaProductSchema,
    setActive: (staff, { id }, active) => products.setActive(staff, id, active),
  });
};
