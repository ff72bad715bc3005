import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminInsurancePlanListQuerySchema,
  AdminInsurancePlanSchema,
  InsurancePlanBodySchema,
  InsurancePlanUpdateBodySchema,
  InsuranceRatesBodySchema,
} from '@portal/contracts/insurance';
import { z } from 'zod';
import { archiveRoutes } from '../admin/inventory/archive-routes.js';
import { staffOf } from '../admin/staff-access.js';

const params = z.object({ id: z.uuid({ error: 'invalid_id' }) });

/** The back office's insurance plans and rate tables under `/api/v1/admin/insurance/plans` (inventory staff). */
export const insuranceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const plans = app.services.insuranceAdmin;
  const area = { staff: ['inventory'] } as const;
  const one = { 200: z.object({ data: AdminInsurancePlanSchema }) };

  app.get(
    '/insurance/plans',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminInsurancePlanListQuerySchema,
        response: {
          200: z.object({
            data: z.array(AdminInsurancePlanSchema),
            meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
          }),
        },
      },
    },
    async (request) => plans.list(request.query),
  );

  app.get(
    '/insurance/plans/:id',
    { config: area, schema: { tags: ['admin'], params, response: one } },
    async (request) => ({ data: await plans.one(request.params.id) }),
  );

  app.post(
    '/insurance/plans',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: InsurancePlanBodySchema,
        response: { 201: z.object({ data: AdminInsurancePlanSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await plans.create(staffOf(request), request.body) }),
  );

  app.patch(
    '/insurance/plans/:id',
    { config: area, schema: { tags: ['admin'], params, body: InsurancePlanUpdateBodySchema, response: one } },
    async (request) => ({ data: await plans.update(staffOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/insurance/plans/:id/rates',
    { config: area, schema: { tags: ['admin'], params, body: InsuranceRatesBodySchema, response: one } },
    async (request) => ({ data: await plans.setRates(staffOf(request), request.params.id, request.body.rates) }),
  );

  archiveRoutes(app, '/insurance/plans/:id', {
    params,
    data: AdminInsurancePlanSchema,
    setActive: (staff, { id }, active) => plans.setActive(staff, id, active),
  });
};
