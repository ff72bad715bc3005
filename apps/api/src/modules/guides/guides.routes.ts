import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGuideCalendarSchema,
  AdminGuideDayBodySchema,
  AdminGuideListQuerySchema,
  AdminGuideRowSchema,
  GuideBookingBodySchema,
  GuideDateSchema,
  GuideCitySchema,
  GuideDetailSchema,
  GuideQuoteQuerySchema,
  GuideSearchQuerySchema,
  GuideSearchResultSchema,
} from '@portal/contracts/guides';
import { IdSchema } from '@portal/contracts/common';
import { ListMetaSchema } from '@portal/contracts/admin';
import { z } from 'zod';
import { staffOf } from '../admin/staff-access.js';
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

/** The back office's guide calendars under `/api/v1/admin/guides` (inventory staff; decision 123). */
export const guideAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.guideAdmin;
  const area = { staff: ['inventory'] } as const;
  const params = z.object({ id: IdSchema });

  app.get(
    '/guides',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminGuideListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminGuideRowSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.get(
    '/guides/:id/calendar',
    {
      config: area,
      schema: { tags: ['admin'], params, response: { 200: z.object({ data: AdminGuideCalendarSchema }) } },
    },
    async (request) => ({ data: await admin.calendar(request.params.id) }),
  );

  app.put(
    '/guides/:id/days/:day',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: params.extend({ day: GuideDateSchema }),
        body: AdminGuideDayBodySchema,
        response: {
          200: z.object({
            data: z.object({ guide_id: z.string(), day: z.string(), available: z.boolean(), taken: z.number() }),
          }),
        },
      },
    },
    async (request) => ({
      data: await admin.setDay(staffOf(request), request.params.id, request.params.day, request.body.available),
    }),
  );
};
