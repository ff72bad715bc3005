import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCarrierSchema,
  AdminScheduleSchema,
  CarrierBodySchema,
  CarrierListQuerySchema,
  CarrierUpdateBodySchema,
  ScheduleBodySchema,
  ScheduleKeyParamSchema,
  ScheduleListQuerySchema,
  ScheduleUpdateBodySchema,
  SeatCapacityBodySchema,
  SeatInventoryQuerySchema,
  SeatInventorySchema,
} from '@portal/contracts/admin-inventory';
import { ListMetaSchema } from '@portal/contracts/admin';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

const carrierParams = z.object({
  code: z
    .string()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, { error: 'invalid_carrier' }),
});

/** The flight network: carriers, schedules and fares, seats per date (content editors and admins). */
export const adminFlightInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const inventory = app.services.admin.flights;
  const area = { staff: ['inventory'] } as const;
  const schedule = { 200: z.object({ data: AdminScheduleSchema }) };

  app.get(
    '/flights/aircraft',
    {
      config: area,
      schema: {
        tags: ['admin'],
        response: {
          200: z.object({
            data: z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                seats: z.object({ economy: z.number(), business: z.number(), first: z.number() }),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ data: inventory.aircraft() }),
  );

  app.get(
    '/flights/carriers',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: CarrierListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminCarrierSchema) }) },
      },
    },
    async (request) => ({ data: await inventory.carriers(request.query) }),
  );

  app.post(
    '/flights/carriers',
    {
      config: area,
      schema: { tags: ['admin'], body: CarrierBodySchema, response: { 201: z.object({ data: AdminCarrierSchema }) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await inventory.createCarrier(staffOf(request), request.body) }),
  );

  app.patch(
    '/flights/carriers/:code',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: carrierParams,
        body: CarrierUpdateBodySchema,
        response: { 200: z.object({ data: AdminCarrierSchema }) },
      },
    },
    async (request) => ({ data: await inventory.updateCarrier(staffOf(request), request.params.code, request.body) }),
  );

  archiveRoutes(app, '/flights/carriers/:code', {
    params: carrierParams,
    data: AdminCarrierSchema,
    setActive: (staff, { code }, active) => inventory.setCarrierActive(staff, code, active),
  });

  app.get(
    '/flights/schedules',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: ScheduleListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminScheduleSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => inventory.schedules(request.query),
  );

  app.post(
    '/flights/schedules',
    {
      config: area,
      schema: { tags: ['admin'], body: ScheduleBodySchema, response: { 201: z.object({ data: AdminScheduleSchema }) } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await inventory.createSchedule(staffOf(request), request.body) }),
  );

  app.get(
    '/flights/schedules/:key',
    { config: area, schema: { tags: ['admin'], params: ScheduleKeyParamSchema, response: schedule } },
    async (request) => ({ data: await inventory.schedule(request.params.key) }),
  );

  app.patch(
    '/flights/schedules/:key',
    {
      config: area,
      schema: { tags: ['admin'], params: ScheduleKeyParamSchema, body: ScheduleUpdateBodySchema, response: schedule },
    },
    async (request) => ({ data: await inventory.updateSchedule(staffOf(request), request.params.key, request.body) }),
  );

  archiveRoutes(app, '/flights/schedules/:key', {
    params: ScheduleKeyParamSchema,
    data: AdminScheduleSchema,
    setActive: (staff, { key }, active) => inventory.setActive(staff, key, active),
  });

  app.get(
    '/flights/schedules/:key/inventory',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: ScheduleKeyParamSchema,
        querystring: SeatInventoryQuerySchema,
        response: { 200: z.object({ data: SeatInventorySchema }) },
      },
    },
    async (request) => ({ data: await inventory.inventory(request.params.key, request.query) }),
  );

  app.put(
    '/flights/schedules/:key/inventory',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: ScheduleKeyParamSchema,
        body: SeatCapacityBodySchema,
        response: {
          200: z.object({
            data: z.object({ date: z.string(), cabin: z.string(), capacity: z.number(), sold: z.number() }),
          }),
        },
      },
    },
    async (request) => ({ data: await inventory.setCapacity(staffOf(request), request.params.key, request.body) }),
  );
};
