import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  UguideBookingBodySchema,
  UguideCountrySchema,
  UguideDetailSchema,
  UguideSearchQuerySchema,
  UguideSearchResultSchema,
} from '@portal/contracts/uguides';
import {
  AdminUguideChoicesSchema,
  AdminUguideCreateBodySchema,
  AdminUguideListQuerySchema,
  AdminUguideProgrammeSchema,
  AdminUguideUpdateBodySchema,
} from '@portal/contracts/admin-uguides';
import { ListMetaSchema } from '@portal/contracts/admin';
import { z } from 'zod';
import { archiveRoutes } from '../admin/inventory/archive-routes.js';
import { staffOf } from '../admin/staff-access.js';
import { bookingRoute } from '../bookings/booking-route.js';

/** Study abroad: the countries on offer, the programme search, a programme, and the application (through the checkout). */
export const uguideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uguides, uguideBookings } = app.services;

  app.get(
    '/uguide-countries',
    {
      schema: {
        tags: ['uguides'],
        security: [],
        response: { 200: z.object({ data: z.array(UguideCountrySchema) }) },
      },
    },
    async () => ({ data: await uguides.countries() }),
  );

  app.get(
    '/uguides',
    {
      schema: {
        tags: ['uguides'],
        security: [],
        querystring: UguideSearchQuerySchema,
        response: { 200: UguideSearchResultSchema },
      },
    },
    async (request) => uguides.search(request.query, request.currency),
  );

  app.get(
    '/uguides/:id',
    {
      schema: {
        tags: ['uguides'],
        security: [],
        params: z.object({ id: IdSchema }),
        response: { 200: z.object({ data: UguideDetailSchema }) },
      },
    },
    async (request) => ({ data: await uguides.detail(request.params.id, request.currency) }),
  );

  bookingRoute(app, {
    url: '/uguide-bookings',
    tag: 'uguides',
    body: UguideBookingBodySchema,
    service: uguideBookings,
  });
};

/**
 * The back office's study programmes (issue 17, decision 140), for the inventory staff: list and search, the
 * countries and universities to add at, one programme, added, changed, archived and restored.
 */
export const uguideAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.uguideAdmin;
  const area = { staff: ['inventory'] } as const;
  const params = z.object({ id: IdSchema });
  const one = { 200: z.object({ data: AdminUguideProgrammeSchema }) };

  app.get(
    '/uguide-programmes',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminUguideListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminUguideProgrammeSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/uguide-programme-choices',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: AdminUguideChoicesSchema }) } } },
    async () => ({ data: admin.choices() }),
  );

  app.post(
    '/uguide-programmes',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: AdminUguideCreateBodySchema,
        response: { 201: z.object({ data: AdminUguideProgrammeSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await admin.create(staffOf(request), request.body) }),
  );

  app.get(
    '/uguide-programmes/:id',
    { config: area, schema: { tags: ['admin'], params, response: one } },
    async (request) => ({ data: await admin.detail(request.params.id) }),
  );

  app.patch(
    '/uguide-programmes/:id',
    { config: area, schema: { tags: ['admin'], params, body: AdminUguideUpdateBodySchema, response: one } },
    async (request) => ({ data: await admin.update(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/uguide-programmes/:id', {
    params,
    data: AdminUguideProgrammeSchema,
    setActive: (staff, { id }, active) => admin.setActive(staff, id, active),
  });
};
