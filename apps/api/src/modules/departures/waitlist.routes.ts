import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WaitlistEntryResponseSchema,
  WaitlistIdParamsSchema,
  WaitlistJoinBodySchema,
  WaitlistListSchema,
} from '@portal/contracts/departures';
import { authenticated, requireUser } from '../../plugins/auth.js';

/** The waitlists of full departures of every departures service (decision 132): join, list mine, leave. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services;

  app.post(
    '/departure-waitlist',
    {
      onRequest: authenticated,
      schema: { tags: ['account'], body: WaitlistJoinBodySchema, response: { 201: WaitlistEntryResponseSchema } },
    },
    async (request, reply) => reply.code(201).send({ data: await waitlist.join(requireUser(request), request.body) }),
  );

  app.get(
    '/departure-waitlist',
    { onRequest: authenticated, schema: { tags: ['account'], response: { 200: WaitlistListSchema } } },
    async (request) => ({ data: await waitlist.mine(requireUser(request)) }),
  );

  app.post(
    '/departure-waitlist/:id/leave',
    {
      onRequest: authenticated,
      schema: { tags: ['account'], params: WaitlistIdParamsSchema, response: { 200: WaitlistEntryResponseSchema } },
    },
    async (request) => ({ data: await waitlist.leave(requireUser(request), request.params.id) }),
  );
};
