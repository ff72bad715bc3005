import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  CruiseBookingBodySchema,
  CruiseDetailSchema,
  CruiseSearchBodySchema,
  CruiseSearchResultSchema,
  CruiseSelectionBodySchema,
  CruiseSelectionSchema,
  PricedCruiseSelectionSchema,
} from '@portal/contracts/cruises';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

/** Cruises (decision 127): search, detail, the 30-minute selection of cabins, and the booking through the checkout. */
export const cruiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cruises, cruiseSales } = app.services;
  const tag = 'cruises';

  app.post(
    '/cruise-searches',
    {
      schema: {
        tags: [tag],
        security: [],
        body: CruiseSearchBodySchema,
        response: {
          200: z.object({
            data: CruiseSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => cruises.search(request.body, request.currency),
  );

  app.get(
    '/cruises/:id',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'invalid_id' }) }),
        response: { 200: z.object({ data: CruiseDetailSchema }) },
      },
    },
    async (request) => ({ data: await cruises.detail(request.params.id, request.currency) }),
  );

  app.post(
    '/cruise-selections',
    {
      schema: {
        tags: [tag],
        security: [],
        body: CruiseSelectionBodySchema,
        response: { 201: z.object({ data: CruiseSelectionSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await cruiseSales.select(request.body, request.currency, request.auth?.user.id) }),
  );

  app.get(
    '/cruise-selections/:refId',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ refId: IdSchema }),
        response: { 200: z.object({ data: PricedCruiseSelectionSchema }) },
      },
    },
    async (request) => ({
      data: await cruiseSales.reprice(request.params.refId, request.currency, request.auth?.user.id),
    }),
  );

  bookingRoute(app, {
    url: '/cruise-bookings',
    tag,
    body: CruiseBookingBodySchema,
    service: {
      book: (ctx, body, currency, key) => cruiseSales.book(app.services.bookings.checkout, ctx, body, currency, key),
    },
  });
};
