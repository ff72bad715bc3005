import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@portal/contracts/common';
import {
  StatementQuerySchema,
  StatementSchema,
  TopupBodySchema,
  TopupQuoteBodySchema,
  TopupQuoteSchema,
  TopupSchema,
} from '@portal/contracts/topups';
import { z } from 'zod';
import { csv } from '../../lib/csv.js';
import { authenticated, requireUser } from '../../plugins/auth.js';
import { statementCsvRows } from '../wallets/statement-text.js';

const params = z.object({ id: IdSchema });

export const topupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { topups, wallets } = app.services;

  app.post(
    '/wallet-topups/quote',
    {
      onRequest: authenticated,
      schema: { tags: ['wallet'], body: TopupQuoteBodySchema, response: { 200: z.object({ data: TopupQuoteSchema }) } },
    },
    async (request) => ({
      data: await topups.quote(requireUser(request), request.body),
    }),
  );

  app.post(
    '/wallet-topups',
    {
      onRequest: authenticated,
      config: { idempotent: true },
      schema: { tags: ['wallet'], body: TopupBodySchema, response: { 201: z.object({ data: TopupSchema }) } },
    },
    async (request, reply) => reply.code(201).send({ data: await topups.create(requireUser(request), request.body) }),
  );

  app.get(
    '/wallet-topups',
    {
      onRequest: authenticated,
      schema: { tags: ['wallet'], response: { 200: z.object({ data: z.array(TopupSchema) }) } },
    },
    async (request) => ({
      data: await topups.listMine(requireUser(request)),
    }),
  );

  app.post(
    '/wallet-topups/:id/cancel',
    {
      onRequest: authenticated,
      schema: { tags: ['wallet'], params, response: { 200: z.object({ data: TopupSchema }) } },
    },
    async (request) => ({
      data: await topups.cancel(requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/wallet-statement',
    {
      onRequest: authenticated,
      schema: {
        tags: ['wallet'],
        querystring: StatementQuerySchema,
        response: { 200: z.object({ data: StatementSchema }) },
      },
    },
    async (request, reply) => {
      const statement = await wallets.statement(requireUser(request), request.query, request.lang);
      if (request.query.format !== 'csv') return { data: statement };
      const rows = statementCsvRows(statement, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${statement.currency}-${statement.from}-${statement.to}.csv"`,
        )
        .serializer(String)
        .send(csv(rows) as never);
    },
  );
  // The back office decides requests: modules/admin/money.
};
