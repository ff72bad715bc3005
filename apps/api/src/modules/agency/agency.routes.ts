import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgencySettingsSchema, UpdateAgencySettingsBodySchema } from '@portal/contracts/agency';
import { z } from 'zod';
import { authenticated, requireUser } from '../../plugins/auth.js';

export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency } = app.services;
  app.get(
    '/agency-settings',
    {
      onRequest: authenticated,
      schema: { tags: ['account'], response: { 200: z.object({ data: AgencySettingsSchema }) } },
    },
    async (request) => ({
      data: await agency.get(requireUser(request)),
    }),
  );
  app.put(
    '/agency-settings',
    {
      onRequest: authenticated,
      schema: {
        tags: ['account'],
        body: UpdateAgencySettingsBodySchema,
        response: { 200: z.object({ data: AgencySettingsSchema }) },
      },
    },
    async (request) => ({ data: await agency.update(requireUser(request), request.body) }),
  );
};
