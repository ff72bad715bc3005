import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { IdSchema } from '@portal/contracts/common';
import {
  CreateDocumentShareBodySchema,
  CreatedDocumentShareSchema,
  DocumentPdfQuerySchema,
  DocumentShareSchema,
  DocumentVerificationSchema,
  DocumentViewQuerySchema,
  DocumentViewSchema,
} from '@portal/contracts/documents';
import { isLang, type Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

const TokenSchema = z.string().min(20).max(100);
const CodeSchema = z.string().min(8).max(40);

function sendPdf(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * Documents made by the server (issue 20, decisions 136 and 137): every service's booking document through one
 * route (the service registry's document, drawn by the web app), shared links, and the QR code's verification.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.services;
  const params = z.object({ id: IdSchema });

  app.get(
    '/bookings/:id/document.pdf',
    {
      onRequest: authenticated,
      schema: { tags: ['documents'], params, querystring: DocumentPdfQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const ctx = requireUser(request);
      const userLang = isLang(ctx.user.lang ?? '') ? (ctx.user.lang as Lang) : request.lang;
      const lang = request.query.lang ?? userLang;
      return sendPdf(reply, await documents.bookingPdf(ctx, request.params.id, lang, request.query.copy));
    },
  );

  app.post(
    '/bookings/:id/document-shares',
    {
      onRequest: authenticated,
      schema: {
        tags: ['documents'],
        params,
        body: CreateDocumentShareBodySchema,
        response: { 201: z.object({ data: CreatedDocumentShareSchema }) },
      },
    },
    async (request, reply) => {
      const lang = request.body.lang ?? request.lang;
      return reply.code(201).send({ data: await documents.share(requireUser(request), request.params.id, lang) });
    },
  );

  app.get(
    '/bookings/:id/document-shares',
    {
      onRequest: authenticated,
      schema: { tags: ['documents'], params, response: { 200: z.object({ data: z.array(DocumentShareSchema) }) } },
    },
    async (request) => ({ data: await documents.shares(requireUser(request), request.params.id) }),
  );

  app.delete(
    '/bookings/:id/document-shares/:share',
    {
      onRequest: authenticated,
      schema: { tags: ['documents'], params: z.object({ id: IdSchema, share: IdSchema }) },
    },
    async (request, reply) => {
      await documents.revokeShare(requireUser(request), request.params.id, request.params.share);
      return reply.code(204).send();
    },
  );

  // Opened without logging in: the token is the key (a shared link's, or the renderer's own for a minute).
  app.get(
    '/documents/:token',
    {
      schema: {
        tags: ['documents'],
        params: z.object({ token: TokenSchema }),
        querystring: DocumentViewQuerySchema,
        response: { 200: z.object({ data: DocumentViewSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await documents.view(request.params.token, request.query.lang) };
    },
  );

  app.get(
    '/documents/:token/pdf',
    {
      schema: {
        tags: ['documents'],
        params: z.object({ token: TokenSchema }),
        querystring: DocumentViewQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await documents.sharedPdf(request.params.token, request.query.lang)),
  );

  app.get(
    '/verify/:code',
    {
      schema: {
        tags: ['documents'],
        params: z.object({ code: CodeSchema }),
        response: { 200: z.object({ data: DocumentVerificationSchema }) },
      },
    },
    async (request) => ({ data: await documents.verify(request.params.code) }),
  );
};
