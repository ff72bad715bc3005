import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookerSchema,
  BookingListQuerySchema,
  BookingSchema,
  BookingSummarySchema,
  CancelBookingBodySchema,
  CancellationQuoteSchema,
  PayBookingBodySchema,
} from '@portal/contracts/bookings';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;

  const params = z.object({ id: IdSchema });

  app.get(
    '/bookings',
    {
      onRequest: authenticated,
      schema: {
        tags: ['bookings'],
        querystring: BookingListQuerySchema,
        response: {
          200: z.object({
            data: z.array(BookingSummarySchema),
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => bookings.list(requireUser(request), request.query, request.lang),
  );

  app.get(
    '/bookings/bookers',
    {
      onRequest: authenticated,
      schema: { tags: ['bookings'], response: { 200: z.object({ data: z.array(BookerSchema) }) } },
    },
    async (request) => ({ data: await bookings.bookers(requireUser(request)) }),
  );

  app.get(
    '/bookings/:id/cancellation-quote',
    {
      onRequest: authenticated,
      schema: { tags: ['bookings'], params, response: { 200: z.object({ data: CancellationQuoteSchema }) } },
    },
    async (request) => ({ data: await bookings.cancellationQuote(requireUser(request), request.params.id) }),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ['bookings'],
        params,
        body: CancelBookingBodySchema,
        response: { 200: z.object({ data: BookingSchema }) },
      },
    },
    async (request) => ({
      data: await bookings.cancel(requireUser(request), request.params.id, request.body.accepted_refund),
    }),
  );

  app.post(
    '/bookings/:id/pay',
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: {
        tags: ['bookings'],
        params,
        body: PayBookingBodySchema,
        response: { 200: z.object({ data: BookingSchema }) },
      },
    },
    async (request) => ({ data: await bookings.pay(requireUser(request), request.params.id, request.body.currency) }),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['bookings'],
        params: z.object({ id: IdSchema }),
        response: { 200: z.object({ data: BookingSchema }) },
      },
    },
    async (request) => ({ data: await bookings.get(requireUser(request), request.params.id) }),
  );
};
