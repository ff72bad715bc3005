import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactMessageBodySchema, ContactMessageReceiptSchema } from '@portal/contracts/contact';
import { z } from 'zod';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['site'],
        security: [],
        body: ContactMessageBodySchema,
        response: { 201: z.object({ data: ContactMessageReceiptSchema }) },
      },
    },
    async (request, reply) => {
      const receipt = await app.services.contact.send({
        body: request.body,
        lang: request.lang,
        ip: request.ip,
        userId: request.auth?.user.id ?? null,
        mailer: app.mailer,
      });
      return reply.code(201).send({ data: receipt });
    },
  );
};
