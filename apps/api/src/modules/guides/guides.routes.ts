import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GuideBookingBodySchema,
  GuideCitySchema,
  GuideDetailSchema,
  GuideQuoteQuerySchema,
  GuideSearchQuerySchema,
  GuideSearchResultSchema,
} from '@portal/contracts/guides';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guides, guideBookings } = app.services;

  app.get(
    '/guide-cities',
    { schema: { tags: ['guides'], security: [], response: { 200: z.object({ data: z.array(GuideCitySchema) }) } } },
    async () => ({ data: guides.cities() }),
  );

  app.get(
    '/guide-search',
    {
      schema: {
        tags: ['guides'],
        security: [],
        querystring: GuideSearchQuerySchema,
        response: {
          200: z.object({
            data: GuideSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => guides.search(request.query, request.currency),
  );

  app.get(
    '/guides/:id',
    {
      schema: {
        tags: ['guides'],
        security: [],
        params: z.object({ id: IdSchema }),
        querystring: GuideQuoteQuerySchema,
        response: { 200: z.object({ data: GuideDetailSchema }) },
      },
    },
    async (request) => ({ data: await guides.detail(request.params.id, request.query, request.currency) }),
  );

  bookingRoute(app, { url: '/guide-bookings', tag: 'guides', body: GuideBookingBodySchema, service: guideBookings });
};
