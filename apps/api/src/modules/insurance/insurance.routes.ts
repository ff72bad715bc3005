import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InsuranceBookingBodySchema,
  InsurancePlanDetailSchema,
  InsuranceQuoteBodySchema,
  InsuranceQuoteSchema,
  InsuranceSearchBodySchema,
  InsuranceSearchResultSchema,
} from '@portal/contracts/insurance';
import { z } from 'zod';
import { bookingRoute } from '../bookings/booking-route.js';

/** Travel insurance: search, a plan, a quote for given travellers, and the booking that issues the policy. */
export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { insurance, insuranceBookings } = app.services;

  app.post(
    '/insurance-searches',
    {
      schema: {
        tags: ['insurance'],
        security: [],
        body: InsuranceSearchBodySchema,
        response: {
          200: z.object({
            data: InsuranceSearchResultSchema,
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => insurance.search(request.body, request.currency),
  );

  app.get(
    '/insurance-plans/:id',
    {
      schema: {
        tags: ['insurance'],
        security: [],
        params: z.object({ id: z.uuid({ error: 'invalid_id' }) }),
        response: { 200: z.object({ data: InsurancePlanDetailSchema }) },
      },
    },
    async (request) => ({ data: await insurance.detail(request.params.id) }),
  );

  app.post(
    '/insurance-quotes',
    {
      schema: {
        tags: ['insurance'],
        security: [],
        body: InsuranceQuoteBodySchema,
        response: { 200: z.object({ data: InsuranceQuoteSchema }) },
      },
    },
    async (request) => ({ data: await insurance.quote(request.body, request.currency) }),
  );

  bookingRoute(app, {
    url: '/insurance-bookings',
    tag: 'insurance',
    body: InsuranceBookingBodySchema,
    service: insuranceBookings,
  });
};
