import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDepartureProductSchema,
  AdminDepartureProductSummarySchema,
  AdminWaitlistEntrySchema,
  AdminWaitlistQuerySchema,
  ItineraryBodySchema,
  DepartureBodySchema,
  DepartureKindsQuerySchema,
  DepartureCategoryUpdateBodySchema,
  DepartureProductListQuerySchema,
  DepartureProductUpdateBodySchema,
} from '@portal/contracts/admin-departures';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

const productParams = z.object({ id: IdSchema });
const departureParams = z.object({ id: IdSchema, departureId: IdSchema });
const categoryParams = z.object({ id: IdSchema, departureId: IdSchema, categoryId: IdSchema });
const entryParams = z.object({ id: IdSchema, entryId: IdSchema });
const line = { 200: z.object({ data: z.array(AdminWaitlistEntrySchema) }) };

/**
 * Products sold as departures of every such service (tour packages, medical conferences, cruises; decision 128):
 * list by service, one product with its departures, its title and featured flag, archive and restore; departures
 * added, deactivated and restored; a category's capacity and prices (content editors and admins).
 */
export const adminDepartureInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inventory = app.services.admin.departures;
  const area = { staff: ['inventory'] } as const;
  const product = { 200: z.object({ data: AdminDepartureProductSchema }) };

  app.get(
    '/departure-products',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: DepartureProductListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminDepartureProductSummarySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => inventory.list(request.query),
  );

  app.get(
    '/departure-kinds',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: DepartureKindsQuerySchema,
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request) => ({ data: await inventory.kinds(request.query.service) }),
  );

  app.get(
    '/departure-products/:id',
    { config: area, schema: { tags: ['admin'], params: productParams, response: product } },
    async (request) => ({ data: await inventory.detail(request.params.id) }),
  );

  app.patch(
    '/departure-products/:id',
    {
      config: area,
      schema: { tags: ['admin'], params: productParams, body: DepartureProductUpdateBodySchema, response: product },
    },
    async (request) => ({ data: await inventory.update(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/departure-products/:id', {
    params: productParams,
    data: AdminDepartureProductSchema,
    setActive: (staff, { id }, active) => inventory.setActive(staff, id, active),
  });

  app.post(
    '/departure-products/:id/departures',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: productParams,
        body: DepartureBodySchema,
        response: { 201: z.object({ data: AdminDepartureProductSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await inventory.addDeparture(staffOf(request), request.params.id, request.body) }),
  );

  archiveRoutes(app, '/departure-products/:id/departures/:departureId', {
    params: departureParams,
    data: AdminDepartureProductSchema,
    setActive: (staff, { id, departureId }, active) => inventory.setDepartureActive(staff, id, departureId, active),
  });

  app.patch(
    '/departure-products/:id/departures/:departureId/categories/:categoryId',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: categoryParams,
        body: DepartureCategoryUpdateBodySchema,
        response: product,
      },
    },
    async (request) => ({
      data: await inventory.updateCategory(
        staffOf(request),
        request.params.id,
        request.params.departureId,
        request.params.categoryId,
        request.body,
      ),
    }),
  );

  app.put(
    '/departure-products/:id/itinerary',
    { config: area, schema: { tags: ['admin'], params: productParams, body: ItineraryBodySchema, response: product } },
    async (request) => ({ data: await inventory.setItinerary(staffOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/departure-products/:id/waitlist',
    {
      config: area,
      schema: { tags: ['admin'], params: productParams, querystring: AdminWaitlistQuerySchema, response: line },
    },
    async (request) => ({ data: await inventory.waitlist(request.params.id, request.query.scope) }),
  );

  app.post(
    '/departure-products/:id/waitlist/:entryId/remove',
    { config: area, schema: { tags: ['admin'], params: entryParams, response: line } },
    async (request) => ({
      data: await inventory.removeFromWaitlist(staffOf(request), request.params.id, request.params.entryId),
    }),
  );

  app.post(
    '/departure-products/:id/departures/:departureId/categories/:categoryId/offer',
    { config: area, schema: { tags: ['admin'], params: categoryParams, response: line } },
    async (request) => ({
      data: await inventory.offerToWaitlist(
        staffOf(request),
        request.params.id,
        request.params.departureId,
        request.params.categoryId,
      ),
    }),
  );
};
