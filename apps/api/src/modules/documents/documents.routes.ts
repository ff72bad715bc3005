import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdSchema } from '@portal/contracts/common';
import {
  CreateDocumentShareBodySchema,
  CreatedDocumentShareSchema,
  DocumentLangQuerySchema,
  DocumentPdfQuerySchema,
  DocumentShareSchema,
  DocumentVerificationSchema,
  DocumentViewQuerySchema,
  DocumentViewSchema,
  StatementPdfQuerySchema,
} from '@portal/contracts/documents';
import { isLang, type Lang } from '@portal/contracts/i18n';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

const TokenSchema = z.string().min(20).max(100);
const CodeSchema = z.string().min(8).max(40);

/** `?lang=`, else the language the user last logged in with, else the request's. */
function readerLang(request: FastifyRequest, asked: Lang | undefined): Lang {
  const user = request.auth?.user;
  return asked ?? (user && isLang(user.lang ?? '') ? (user.lang as Lang) : request.lang);
}

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
      const lang = readerLang(request, request.query.lang);
      return sendPdf(
        reply,
        await documents.bookingPdf(requireUser(request), request.params.id, lang, request.query.copy),
      );
    },
  );

  app.get(
    '/wallet-statement.pdf',
    {
      onRequest: authenticated,
      schema: { tags: ['documents'], querystring: StatementPdfQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      return sendPdf(reply, await documents.statementPdf(requireUser(request), query, readerLang(request, lang)));
    },
  );

  app.get(
    '/wallet-topups/:id/receipt.pdf',
    {
      onRequest: authenticated,
      schema: { tags: ['documents'], params, querystring: DocumentLangQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documents.topupPdf(requireUser(request), request.params.id, readerLang(request, request.query.lang)),
      ),
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
