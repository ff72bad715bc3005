import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CarBookingBodySchema,
  CarDestinationSchema,
  CarDetailSchema,
  CarQuoteQuerySchema,
  CarSearchQuerySchema,
  CarSearchResultSchema,
} from '@portal/contracts/cars';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
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
