import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  DestinationSchema,
  DestinationSuggestQuerySchema,
  HotelBookingBodySchema,
  HotelDetailSchema,
  HotelRatesBodySchema,
  HotelRatesSchema,
  HotelSearchBodySchema,
  HotelSearchResultSchema,
  HotelSelectionBodySchema,
  HotelSelectionSchema,
  PricedSelectionSchema,
} from '@portal/contracts/hotels';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';
import { parseImageName } from './builtin/hotel-images.js';

/** A hotel by its id (another supplier's as `<code>~<its id>`, decision 008) or its slug. */
const hotelParams = z.object({
  hotelId: z.string().regex(/^[A-Za-z0-9~._-]{1,120}$/, { error: 'invalid_id' }),
});

export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hotels, hotelSelections, hotelBookings } = app.services;

  app.get(
    '/hotel-destinations',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        querystring: DestinationSuggestQuerySchema,
        response: { 200: z.object({ data: z.array(DestinationSchema) }) },
      },
    },
    async (request) => ({ data: await hotels.suggest(request.query.q, request.query.limit) }),
  );

  app.get(
    '/hotel-destinations/:slug',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'unknown_destination' }) }),
        response: { 200: z.object({ data: DestinationSchema }) },
      },
    },
    async (request) => ({ data: await hotels.destination(request.params.slug) }),
  );

  app.post(
    '/hotel-searches',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        body: HotelSearchBodySchema,
        response: {
          200: z.object({
            data: HotelSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => hotels.search(request.body, request.currency),
  );

  app.get(
    '/hotels/:hotelId',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        params: hotelParams,
        response: { 200: z.object({ data: HotelDetailSchema }) },
      },
    },
    async (request) => ({ data: await hotels.detail(request.params.hotelId, request.currency) }),
  );

  app.post(
    '/hotels/:hotelId/rates',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        params: hotelParams,
        body: HotelRatesBodySchema,
        response: { 200: z.object({ data: HotelRatesSchema }) },
      },
    },
    async (request) => ({ data: await hotels.rates(request.params.hotelId, request.body, request.currency) }),
  );

  app.post(
    '/hotel-rate-selections',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        body: HotelSelectionBodySchema,
        response: { 201: z.object({ data: HotelSelectionSchema }) },
      },
    },
    async (request, reply) => {
      const data = await hotelSelections.select(request.body, request.currency);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/hotel-rate-selections/:refId',
    {
      schema: {
        tags: ['hotels'],
        security: [],
        params: z.object({ refId: IdSchema }),
        response: { 200: z.object({ data: PricedSelectionSchema }) },
      },
    },
    async (request) => ({ data: await hotelSelections.reprice(request.params.refId, request.currency) }),
  );

  bookingRoute(app, { url: '/hotel-bookings', tag: 'hotels', body: HotelBookingBodySchema, service: hotelBookings });
};

/**
 * Hotel pictures under /uploads/hotels/thumb/ (the spec's path): public and cacheable, rendered on first
 * request for the hotels of the inventory. Registered before the uploads' static files, which it shadows.
 */
export const hotelMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hotelImages, hotelCatalog } = app.services;
  app.get(
    '/uploads/hotels/thumb/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const parsed = parseImageName(request.params.file);
      const hotel = parsed && (await hotelCatalog.get()).hotelsBySlug.get(parsed.slug);
      const known =
        hotel &&
        (parsed.image.kind !== 'room' ||
          hotel.roomTypes.some((rt) => rt.code === (parsed.image as { code: string }).code));
      if (!parsed || !hotel || !known) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const body = await hotelImages(
        request.params.file,
        { slug: hotel.row.slug, profile: hotel.destination.profile, stars: hotel.row.stars },
        parsed.image,
      );
      return reply.header('cache-control', 'public, max-age=604800').type('image/webp').send(body);
    },
  );
};
