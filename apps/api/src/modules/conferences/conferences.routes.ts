import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  ConferenceBookingBodySchema,
  ConferenceDetailSchema,
  ConferenceSearchBodySchema,
  ConferenceSearchResultSchema,
  ConferenceSelectionBodySchema,
  ConferenceSelectionSchema,
  PricedConferenceSelectionSchema,
} from '@portal/contracts/conferences';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

export const conferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conferences, conferenceSales } = app.services;
  const tag = 'conferences';

  app.post(
    '/conference-searches',
    {
      schema: {
        tags: [tag],
        security: [],
        body: ConferenceSearchBodySchema,
        response: {
          200: z.object({
            data: ConferenceSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => conferences.search(request.body, request.currency),
  );

  app.get(
    '/conferences/:id',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'invalid_id' }) }),
        response: { 200: z.object({ data: ConferenceDetailSchema }) },
      },
    },
    async (request) => ({ data: await conferences.detail(request.params.id, request.currency) }),
  );

  app.post(
    '/conference-selections',
    {
      schema: {
        tags: [tag],
        security: [],
        body: ConferenceSelectionBodySchema,
        response: { 201: z.object({ data: ConferenceSelectionSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await conferenceSales.select(request.body, request.currency, request.auth?.user.id) }),
  );

  app.get(
    '/conference-selections/:refId',
    {
      schema: {
        tags: [tag],
        security: [],
        params: z.object({ refId: IdSchema }),
        response: { 200: z.object({ data: PricedConferenceSelectionSchema }) },
      },
    },
    async (request) => ({
      data: await conferenceSales.reprice(request.params.refId, request.currency, request.auth?.user.id),
    }),
  );

  bookingRoute(app, {
    url: '/conference-bookings',
    tag,
    body: ConferenceBookingBodySchema,
    service: {
      book: (ctx, body, currency, key) =>
        conferenceSales.book(app.services.bookings.checkout, ctx, body, currency, key),
    },
  });
};
