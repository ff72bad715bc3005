import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  UguideBookingBodySchema,
  UguideCountrySchema,
  UguideDetailSchema,
  UguideSearchQuerySchema,
  UguideSearchResultSchema,
} from '@portal/contracts/uguides';
import { z } from 'zod';
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
    async () => ({ data: uguides.countries() }),
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
