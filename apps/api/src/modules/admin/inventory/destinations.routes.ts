import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDestinationSchema,
  DestinationBodySchema,
  DestinationListQuerySchema,
  DestinationParamSchema,
  DestinationSeasonsSchema,
  DestinationUpdateBodySchema,
  SeasonsBodySchema,
} from '@portal/contracts/admin-hotels';
import { z } from 'zod';
import { staffOf } from '../staff-access.js';
import { archiveRoutes } from './archive-routes.js';

/** Hotel destinations and their seasons: list, create, edit, archive, restore (content editors and admins). */
export const adminDestinationRoutes: FastifyPluginAsyncZod = async (app) => {
  const destinations = app.services.admin.destinations;
  const area = { staff: ['inventory'] } as const;
  const one = { 200: z.object({ data: AdminDestinationSchema }) };
  const seasons = { 200: z.object({ data: DestinationSeasonsSchema }) };

  app.get(
    '/hotels/destinations',
    {
      config: area,
      schema: {
        tags: ['admin'],
        querystring: DestinationListQuerySchema,
        response: { 200: z.object({ data: z.array(AdminDestinationSchema) }) },
      },
    },
    async (request) => ({ data: await destinations.list(request.query) }),
  );

  app.post(
    '/hotels/destinations',
    {
      config: area,
      schema: {
        tags: ['admin'],
        body: DestinationBodySchema,
        response: { 201: z.object({ data: AdminDestinationSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await destinations.create(staffOf(request), request.body) }),
  );

  app.patch(
    '/hotels/destinations/:slug',
    {
      config: area,
      schema: { tags: ['admin'], params: DestinationParamSchema, body: DestinationUpdateBodySchema, response: one },
    },
    async (request) => ({ data: await destinations.update(staffOf(request), request.params.slug, request.body) }),
  );

  archiveRoutes(app, '/hotels/destinations/:slug', {
    params: DestinationParamSchema,
    data: AdminDestinationSchema,
    setActive: (staff, { slug }, active) => destinations.setActive(staff, slug, active),
  });

  app.get(
    '/hotels/destinations/:slug/seasons',
    { config: area, schema: { tags: ['admin'], params: DestinationParamSchema, response: seasons } },
    async (request) => ({ data: await destinations.seasons(request.params.slug) }),
  );

  app.put(
    '/hotels/destinations/:slug/seasons',
    {
      config: area,
      schema: { tags: ['admin'], params: DestinationParamSchema, body: SeasonsBodySchema, response: seasons },
    },
    async (request) => ({
      data: await destinations.setSeasons(staffOf(request), request.params.slug, request.body),
    }),
  );
};
