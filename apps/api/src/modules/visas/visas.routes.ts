import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  VisaBookingBodySchema,
  VisaDestinationSchema,
  VisaDetailSchema,
  VisaSearchQuerySchema,
  VisaSearchResultSchema,
} from '@portal/contracts/visas';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

/** Visas: the destinations on offer, the search, a product, and the application (a booking through the checkout). */
export const visaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visas, visaBookings } = app.services;

  app.get(
    '/visa-destinations',
    {
      schema: {
        tags: ['visas'],
        security: [],
        response: { 200: z.object({ data: z.array(VisaDestinationSchema) }) },
      },
    },
    async () => ({ data: await visas.destinations() }),
  );

  app.get(
    '/visas',
    {
      schema: {
        tags: ['visas'],
        security: [],
        querystring: VisaSearchQuerySchema,
        response: { 200: VisaSearchResultSchema },
      },
    },
    async (request) => visas.search(request.query, request.currency),
  );

  app.get(
    '/visas/:id',
    {
      schema: {
        tags: ['visas'],
        security: [],
        params: z.object({ id: IdSchema }),
        response: { 200: z.object({ data: VisaDetailSchema }) },
      },
    },
    async (request) => ({ data: await visas.detail(request.params.id, request.currency) }),
  );

  bookingRoute(app, { url: '/visa-bookings', tag: 'visas', body: VisaBookingBodySchema, service: visaBookings });
};

/** The products' thumbnails, drawn on first request (`/uploads/visa/thumb/<code>.webp`). */
export const visaMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visaImages } = app.services;
  app.get(
    '/uploads/visa/thumb/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const code = /^([A-Z0-9-]{3,40})\.webp$/.exec(request.params.file)?.[1];
      const body = code ? visaImages(code) : null;
      if (!body) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=604800')
        .type('image/webp')
        .send(await body);
    },
  );
};
