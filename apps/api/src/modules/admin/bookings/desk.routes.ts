import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBookingQuerySchema,
  AdminBookingSchema,
  AdminBookingSummarySchema,
  BookingFileSchema,
  BookingNoteBodySchema,
  FulfilBodySchema,
  StatusBodySchema,
} from '@portal/contracts/admin-bookings';
import { ListMetaSchema } from '@portal/contracts/admin';
import { CancelBookingBodySchema, CancellationQuoteSchema, PayBookingBodySchema } from '@portal/contracts/bookings';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { MAX_UPLOAD_BYTES, sendPrivateFile } from '../../uploads/uploads.service.js';
import { staffOf } from '../staff-access.js';

const params = z.object({ id: IdSchema });
const detail = { 200: z.object({ data: AdminBookingSchema }) };

/** The bookings desk: every booking of every service, status changes, payment, cancellation, notes, documents. */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin, uploads } = app.services;
  const area = { staff: ['bookings'] } as const;

  app.get(
    '/bookings',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: AdminBookingQuerySchema,
        response: { 200: z.object({ data: z.array(AdminBookingSummarySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => admin.desk.list(request.query, request.lang),
  );

  app.get(
    '/bookings/:id',
    { config: area, schema: { tags: ['admin'], params, response: detail } },
    async (request) => ({ data: await admin.desk.detail(staffOf(request), request.params.id) }),
  );

  app.post(
    '/bookings/:id/fulfil',
    { config: area, schema: { tags: ['admin'], params, body: FulfilBodySchema, response: detail } },
    async (request) => ({ data: await admin.desk.fulfil(staffOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/bookings/:id/status',
    { config: area, schema: { tags: ['admin'], params, body: StatusBodySchema, response: detail } },
    async (request) => ({
      data: await admin.desk.setStatus(staffOf(request), request.params.id, request.body.status, request.body.note),
    }),
  );

  app.post(
    '/bookings/:id/notes',
    { config: area, schema: { tags: ['admin'], params, body: BookingNoteBodySchema, response: detail } },
    async (request) => ({ data: await admin.desk.addNote(staffOf(request), request.params.id, request.body.text) }),
  );

  app.post(
    '/bookings/:id/pay',
    {
      config: { ...area, idempotent: true },
      schema: { tags: ['admin'], params, body: PayBookingBodySchema, response: detail },
    },
    async (request) => ({ data: await admin.desk.pay(staffOf(request), request.params.id, request.body.currency) }),
  );

  app.get(
    '/bookings/:id/cancellation-quote',
    {
      config: area,
      schema: { tags: ['admin'], params, response: { 200: z.object({ data: CancellationQuoteSchema }) } },
    },
    async (request) => ({ data: await admin.desk.cancellationQuote(staffOf(request), request.params.id) }),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      config: { ...area, idempotent: true },
      schema: { tags: ['admin'], params, body: CancelBookingBodySchema, response: detail },
    },
    async (request) => ({
      data: await admin.desk.cancel(staffOf(request), request.params.id, request.body.accepted_refund),
    }),
  );

  app.post(
    '/bookings/:id/files',
    {
      config: area,
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['admin'],
        params,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: BookingFileSchema }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const file = await request.file();
      if (!file) throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'document_file_invalid' }] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new AppError('upload_invalid', { fields: [{ field: 'file', key: 'document_file_invalid' }] });
      }
      return reply.code(201).send({ data: await admin.desk.uploadFile(staffOf(request), request.params.id, bytes) });
    },
  );

  app.get(
    '/bookings/:id/files/:fileId',
    { config: area, schema: { tags: ['admin'], params: z.object({ id: IdSchema, fileId: IdSchema }) } },
    async (request, reply) => {
      const row = await admin.desk.file(request.params.id, request.params.fileId);
      const file = await uploads.readAny(row.id);
      return sendPrivateFile(reply, file);
    },
  );
};
