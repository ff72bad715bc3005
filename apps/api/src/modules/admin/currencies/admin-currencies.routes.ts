import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCurrencySchema,
  CreateCurrencyBodySchema,
  CurrencyCodeParamSchema,
  RateHistoryEntrySchema,
  UpdateCurrencyBodySchema,
} from '@portal/contracts/admin-content';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';

/** Currencies and their rates, with the history of every rate (admins). */
export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = app.services;
  const area = { staff: ['currencies'] } as const;
  const one = { 200: z.object({ data: AdminCurrencySchema }) };

  app.get(
    '/currencies',
    { config: area, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(AdminCurrencySchema) }) } } },
    async () => ({ data: await admin.currencies.list() }),
  );

  app.post(
    '/currencies',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: CreateCurrencyBodySchema,
        response: { 201: z.object({ data: AdminCurrencySchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await admin.currencies.create(staffOf(request), request.body) }),
  );

  app.patch(
    '/currencies/:code',
    {
      config: area,
      schema: { tags: ['admin'], params: CurrencyCodeParamSchema, body: UpdateCurrencyBodySchema, response: one },
    },
    async (request) => ({
      data: await admin.currencies.update(staffOf(request), request.params.code, request.body),
    }),
  );

  app.get(
    '/currencies/:code/rates',
    {
      config: area,
      schema: {
        tags: ['admin'],
        params: CurrencyCodeParamSchema,
        response: { 200: z.object({ data: z.array(RateHistoryEntrySchema) }) },
      },
    },
    async (request) => ({ data: await admin.currencies.history(request.params.code) }),
  );
};
