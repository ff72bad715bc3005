import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  DepartureBookingBodySchema,
  DepartureSelectionBodySchema,
  DepartureSelectionSchema,
  PricedDepartureSelectionSchema,
} from '@portal/contracts/departures';
import {
  TourCitiesSchema,
  TourDetailSchema,
  TourSearchBodySchema,
  TourSearchResultSchema,
} from '@portal/contracts/tours';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';
import { parseTripImage, tripImageSvg } from './trip-images.js';

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages, packageSales } = app.services;
  const tag = 'packages';

  app.get(
    '/tour-cities',
    { schema: { tags: [tag], security: [], response: { 200: z.object({ data: TourCitiesSchema }) } } },
    async () => ({ data: packages.cities() }),
  );

  app.post(
    '/tour-searches',
    {
      schema: {
        tags: [tag],
        security: [],
        body: TourSearchBodySchema,
        response: {
          200: z.object({
            data: TourSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => packages.search(request.body, request.currency),
  );

  app.get(
    '/tours/:id',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, { error: 'invalid_id' }) }),
        response: { 200: z.object({ data: TourDetailSchema }) },
      },
    },
    async (request) => ({ data: await packages.detail(request.params.id, request.currency) }),
  );

  app.post(
    '/tour-selections',
    {
      schema: {
        tags: [tag],
        security: [],
        body: DepartureSelectionBodySchema,
        response: { 201: z.object({ data: DepartureSelectionSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await packageSales.select(request.body, request.currency, request.auth?.user.id) }),
  );

  app.get(
    '/tour-selections/:refId',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ refId: IdSchema }),
        response: { 200: z.object({ data: PricedDepartureSelectionSchema }) },
      },
    },
    async (request) => ({
      data: await packageSales.reprice(request.params.refId, request.currency, request.auth?.user.id),
    }),
  );

  bookingRoute(app, {
    url: '/tour-bookings',
    tag,
    body: DepartureBookingBodySchema,
    service: {
      book: (ctx, body, currency, key) => packageSales.book(app.services.bookings.checkout, ctx, body, currency, key),
    },
  });
};

/** Package pictures under /uploads/trips/ (the path): drawn on first request, public and cacheable. */
export const packageMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages, tripImages } = app.services;
  app.get(
    '/uploads/trips/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const parsed = parseTripImage(request.params.file);
      const found = parsed && (await packages.imageOf(parsed.slug));
      if (!parsed || !found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const body = await tripImages(request.params.file, () => tripImageSvg(found.slug, found.scene, parsed.index));
      return reply.header('cache-control', 'public, max-age=604800').type('image/webp').send(body);
    },
  );
};
