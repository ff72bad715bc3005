import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AirportSchema,
  AirportSuggestQuerySchema,
  DictionariesSchema,
  FareCalendarSchema,
  FlightSearchBodySchema,
  FlightSearchResultSchema,
  PricedOfferSchema,
  PriceSchema,
} from '@portal/contracts/flights';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';

export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flights } = app.services;

  app.get(
    '/airports',
    {
      schema: {
        tags: ['flights'],
        security: [],
        querystring: AirportSuggestQuerySchema,
        response: { 200: z.object({ data: z.array(AirportSchema) }) },
      },
    },
    async (request) => ({ data: await flights.suggestAirports(request.query.q, request.query.limit, request.lang) }),
  );

  app.post(
    '/flight-searches',
    {
      schema: {
        tags: ['flights'],
        security: [],
        body: FlightSearchBodySchema,
        response: { 201: z.object({ data: FlightSearchResultSchema }) },
      },
    },
    async (request, reply) => {
      // Computed before the reply is configured: an error must reach the error handler untouched.
      const body = await flights.search(request.body, request.currency);
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .serializer(String)
        .send(body as never);
    },
  );

  app.post(
    '/flight-searches/calendar',
    {
      schema: {
        tags: ['flights'],
        security: [],
        body: FlightSearchBodySchema,
        response: { 200: z.object({ data: FareCalendarSchema }) },
      },
    },
    async (request) => ({ data: await flights.calendar(request.body, request.currency) }),
  );

  app.get(
    '/flight-searches/:sessionId/offers/:offerId',
    {
      schema: {
        tags: ['flights'],
        security: [],
        params: z.object({ sessionId: IdSchema, offerId: z.string().regex(/^[\w-]{8,32}$/, { error: 'invalid_id' }) }),
        response: {
          200: z.object({
            data: z.object({
              offer: PricedOfferSchema,
              dictionaries: DictionariesSchema,
              query: FlightSearchResultSchema.shape.query,
              expires_at: z.string(),
              /** What the search showed for each fare family, to tell the user when the price moved. */
              searched_totals: z.record(z.string(), PriceSchema),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await flights.reprice(request.params.sessionId, request.params.offerId, request.currency),
    }),
  );
};
