import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CarBookingBodySchema,
  CarDestinationSchema,
  CarDetailSchema,
  CarQuoteQuerySchema,
  CarSearchQuerySchema,
  CarSearchResultSchema,
} from '@portal/contracts/cars';
import {
  AdminCarChoicesSchema,
  AdminCarDayBodySchema,
  AdminCarDaySchema,
  AdminCarDaysQuerySchema,
  AdminCarDaysSchema,
  AdminCarOfferListQuerySchema,
  AdminCarOfferSchema,
  AdminCarOfferUpdateBodySchema,
} from '@portal/contracts/admin-cars';
import { AdminDateSchema, ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { archiveRoutes } from '../admin/inventory/archive-routes.js';
import { staffOf } from '../admin/staff-access.js';
import { bookingRoute } from '../bookings/booking-route.js';
import { carImageSvg, parseCarImageName } from './builtin/car-images.js';

export const carRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cars, carBookings } = app.services;

  app.get(
    '/car-destinations',
    {
      schema: {
        tags: ['cars'],
        security: [],
        response: { 200: z.object({ data: z.array(CarDestinationSchema) }) },
      },
    },
    async () => ({ data: await cars.destinations() }),
  );

  app.get(
    '/car-search',
    {
      schema: {
        tags: ['cars'],
        security: [],
        querystring: CarSearchQuerySchema,
        response: {
          200: z.object({
            data: CarSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => cars.search(request.query, request.currency),
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['cars'],
        security: [],
        params: z.object({ id: IdSchema }),
        querystring: CarQuoteQuerySchema,
        response: { 200: z.object({ data: CarDetailSchema }) },
      },
    },
    async (request) => ({ data: await cars.detail(request.params.id, request.query, request.currency) }),
  );

  bookingRoute(app, { url: '/car-bookings', tag: 'cars', body: CarBookingBodySchema, service: carBookings });
};

/**
 * The back office's car rental offers under `/api/v1/admin/car-offers` (inventory staff; decision 133): the list
 * with its filters' choices, one offer, its rate, deposit, driver and fleet, archive and restore, its fleet per day.
 */
export const carAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.carAdmin;
  const area = { staff: ['inventory'] } as const;
  const params = z.object({ id: IdSchema });
  const offer = { 200: z.object({ data: AdminCarOfferSchema }) };

  app.get(
    '/car-offers',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminCarOfferListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminCarOfferSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/car-offer-choices',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: AdminCarChoicesSchema }) } } },
    async () => ({ data: await admin.choices() }),
  );

  app.get(
    '/car-offers/:id',
    { config: area, schema: { tags: ['admin'], params, response: offer } },
    async (request) => ({ data: await admin.detail(request.params.id) }),
  );

  app.patch(
    '/car-offers/:id',
    { config: area, schema: { tags: ['admin'], params, body: AdminCarOfferUpdateBodySchema, response: offer } },
    async (request) => ({ data: await admin.update(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/car-offers/:id', {
    params,
    data: AdminCarOfferSchema,
    setActive: (staff, { id }, active) => admin.setActive(staff, id, active),
  });

  app.get(
    '/car-offers/:id/days',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params,
        querystring: AdminCarDaysQuerySchema,
        response: { 200: z.object({ data: AdminCarDaysSchema }) },
      },
    },
    async (request) => ({ data: await admin.days(request.params.id, request.query.from) }),
  );

  app.put(
    '/car-offers/:id/days/:day',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: params.extend({ day: AdminDateSchema }),
        body: AdminCarDayBodySchema,
        response: { 200: z.object({ data: AdminCarDaySchema }) },
      },
    },
    async (request) => ({
      data: await admin.setDay(staffOf(request), request.params.id, request.params.day, request.body.cars),
    }),
  );
};

/** Car pictures under /uploads/cars/: public and cacheable, drawn on first request (`lib/drawn-images.ts`). */
export const carMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carImages } = app.services;
  app.get(
    '/uploads/cars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const parsed = parseCarImageName(request.params.file);
      if (!parsed) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const body = await carImages(request.params.file, () => carImageSvg(parsed.slug, parsed.carClass, parsed.colour));
      return reply.header('cache-control', 'public, max-age=604800').type('image/webp').send(body);
    },
  );
};
