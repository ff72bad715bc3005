import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustmentBodySchema,
  AdjustmentSchema,
  AdminTopupQuerySchema,
  ApproveTopupBodySchema,
  LedgerAccountQuerySchema,
  LedgerAccountSchema,
  LedgerEntriesQuerySchema,
  LedgerEntriesSchema,
  LedgerSummarySchema,
} from '@portal/contracts/admin-money';
import { ListMetaSchema } from '@portal/contracts/admin';
import { IdSchema } from '@portal/contracts/common';
import { RejectTopupBodySchema, TopupSchema } from '@portal/contracts/topups';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { idempotencyClaimKey } from '../../../plugins/idempotency.js';
import { sendPrivateFile } from '../../uploads/uploads.service.js';
import { staffOf } from '../staff-access.js';

const params = z.object({ id: IdSchema });

/** Top-up decisions (agent desk and admins), wallet adjustments and the ledger (admins). */
export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { topups, uploads, admin } = app.services;
  const topupArea = { staff: ['topups'] } as const;
  const moneyArea = { staff: ['money'] } as const;

  app.get(
    '/wallet-topups',
    {
      config: topupArea,
      schema: {
        tags: ['admin'],
        querystring: AdminTopupQuerySchema,
        response: { 200: z.object({ data: z.array(TopupSchema) }) },
      },
    },
    async (request) => ({ data: await topups.staffList(request.query.status) }),
  );

  app.post(
    '/wallet-topups/:id/approve',
    {
      config: { ...topupArea, idempotent: true },
      schema: {
        tags: ['admin'],
        params,
        // A bare POST (no body) approves without a note.
        body: ApproveTopupBodySchema.nullish(),
        response: { 200: z.object({ data: TopupSchema }) },
      },
    },
    async (request) => ({
      data: await topups.approve(staffOf(request), request.params.id, request.body?.note || undefined),
    }),
  );

  app.post(
    '/wallet-topups/:id/reject',
    {
      config: topupArea,
      schema: {
        tags: ['admin'],
        params,
        body: RejectTopupBodySchema,
        response: { 200: z.object({ data: TopupSchema }) },
      },
    },
    async (request) => ({ data: await topups.reject(staffOf(request), request.params.id, request.body.reason) }),
  );

  app.get(
    '/wallet-topups/:id/receipt',
    { config: topupArea, schema: { tags: ['admin'], params } },
    async (request, reply) => {
      const uploadId = await topups.receiptOf(request.params.id);
      if (!uploadId) throw new AppError('not_found');
      const file = await uploads.readAny(uploadId);
      return sendPrivateFile(reply, file);
    },
  );

  app.post(
    '/wallet-adjustments',
    {
      config: { ...moneyArea, idempotent: true },
      schema: { tags: ['admin'], body: AdjustmentBodySchema, response: { 201: z.object({ data: AdjustmentSchema }) } },
    },
    async (request, reply) => {
      const data = await admin.money.adjust(staffOf(request), request.body, idempotencyClaimKey(request));
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/ledger/accounts',
    {
      config: moneyArea,
      schema: {
        tags: ['admin'],
        querystring: LedgerAccountQuerySchema,
        response: { 200: z.object({ data: z.array(LedgerAccountSchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.money.accounts(request.query),
  );

  app.get(
    '/ledger/accounts/:id/entries',
    {
      config: moneyArea,
      schema: {
        tags: ['admin'],
        params,
        querystring: LedgerEntriesQuerySchema,
        response: { 200: z.object({ data: LedgerEntriesSchema }) },
      },
    },
    async (request) => ({ data: await admin.money.entries(request.params.id, request.query) }),
  );

  app.get(
    '/ledger/summary',
    { config: moneyArea, schema: { tags: ['admin'], response: { 200: z.object({ data: LedgerSummarySchema }) } } },
    async () => ({ data: await admin.money.summary() }),
  );
};
