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
import { FlightBookingBodySchema } from '@portal/contracts/bookings';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

/** Answers smaller than this go uncompressed: gzip would save little and cost a round through zlib. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Whether an Accept-Encoding header admits gzip (`gzip`, `x-gzip` or `*`, unless with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    const name = token.trim();
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/** `Cache-Control: no-cache` (or `no-store`) on a search: compute it now rather than reuse a recent answer. */
export function wantsFresh(header: string | undefined): boolean {
  return !!header && /(^|,)\s*no-(cache|store)\s*(,|$)/i.test(header);
}

export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { flights, flightBookings } = app.services;

  bookingRoute(app, {
    url: '/flight-bookings',
    tag: 'bookings',
    body: FlightBookingBodySchema,
    service: flightBookings,
  });

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
      const answer = await flights.search(request.body, request.currency, {
        fresh: wantsFresh(request.headers['cache-control']),
      });
      // The answer is already JSON (the same bytes for everyone asking the same within a minute), and
      // gzipped once when asked for: a round trip's 150 offers are about 400 kB, and 25 kB gzipped.
      let payload = answer.body;
      if (payload.length >= COMPRESS_ABOVE_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
        payload = await answer.gzipped().then(
          (gz) => (reply.header('content-encoding', 'gzip'), gz),
          () => answer.body,
        );
      }
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .header('vary', 'accept-encoding')
        .send(payload as never);
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
    async (request) => {
      const { offer, dictionaries, query, expires_at, searched_totals } = await flights.reprice(
        request.params.sessionId,
        request.params.offerId,
        request.currency,
      );
      return { data: { offer, dictionaries, query, expires_at, searched_totals } };
    },
  );
};
