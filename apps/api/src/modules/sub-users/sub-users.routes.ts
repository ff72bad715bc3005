import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSubUserBodySchema,
  SubUserListSchema,
  SubUserSchema,
  UpdateSubUserBodySchema,
} from '@portal/contracts/sub-users';
import { IdSchema } from '@portal/contracts/common';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

const params = z.object({ id: IdSchema });

export const subUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subUsers } = app.services;

  app.get(
    '/sub-users',
    {
      onRequest: authenticated,
      schema: { tags: ['sub-users'], response: { 200: SubUserListSchema } },
    },
    async (request) => {
      const data = await subUsers.list(requireUser(request));
      return { data, meta: { total: data.length, page: 1, per_page: data.length } };
    },
  );

  app.post(
    '/sub-users',
    {
      onRequest: authenticated,
      schema: {
        tags: ['sub-users'],
        body: CreateSubUserBodySchema,
        response: { 201: z.object({ data: SubUserSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await subUsers.create(requireUser(request), request.body) }),
  );

  app.get(
    '/sub-users/:id',
    {
      onRequest: authenticated,
      schema: { tags: ['sub-users'], params, response: { 200: z.object({ data: SubUserSchema }) } },
    },
    async (request) => ({
      data: await subUsers.get(requireUser(request), request.params.id),
    }),
  );

  app.patch(
    '/sub-users/:id',
    {
      onRequest: authenticated,
      schema: {
        tags: ['sub-users'],
        params,
        body: UpdateSubUserBodySchema,
        response: { 200: z.object({ data: SubUserSchema }) },
      },
    },
    async (request) => ({ data: await subUsers.update(requireUser(request), request.params.id, request.body) }),
  );
};
