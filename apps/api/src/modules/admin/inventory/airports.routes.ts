import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAirportSchema,
  AirportBodySchema,
  AirportCodeParamSchema,
  AirportListQuerySchema,
  AirportUpdateBodySchema,
} from '@portal/contracts/admin-inventory';
import { ListMetaSchema } from '@portal/contracts/admin';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

/** The flight network's airports: list, search, create, edit, archive and restore (content editors and admins). */
export const adminAirportRoutes: FastifyPluginAsyncZod = async (app) => {
  const airports = app.services.admin.airports;
  const area = { staff: ['inventory'] } as const;
  const one = { 200: z.object({ data: AdminAirportSchema }) };

  app.get(
    '/flights/airports',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AirportListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminAirportSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => airports.list(request.query),
  );

  app.post(
    '/flights/airports',
    {
      config: area,
      schema: { tags: ['admin'], body: AirportBodySchema, response: { 201: z.object({ data: AdminAirportSchema }) } },
    },
    async (request, reply) => reply.code(201).send({ data: await airports.create(staffOf(request), request.body) }),
  );

  app.get(
    '/flights/airports/:code',
    { config: area, schema: { tags: ['admin'], params: AirportCodeParamSchema, response: one } },
    async (request) => ({ data: await airports.one(request.params.code) }),
  );

  app.patch(
    '/flights/airports/:code',
    {
      config: area,
      schema: { tags: ['admin'], params: AirportCodeParamSchema, body: AirportUpdateBodySchema, response: one },
    },
    async (request) => ({ data: await airports.update(staffOf(request), request.params.code, request.body) }),
  );

  archiveRoutes(app, '/flights/airports/:code', {
    params: AirportCodeParamSchema,
    data: AdminAirportSchema,
    setActive: (staff, { code }, active) => airports.setActive(staff, code, active),
  });
};
