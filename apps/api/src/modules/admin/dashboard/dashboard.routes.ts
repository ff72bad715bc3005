import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '@portal/contracts/admin';
import { z } from 'zod';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { staff: ['dashboard'] },
      schema: { tags: ['admin'], response: { 200: z.object({ data: DashboardSchema }) } },
    },
    async () => ({ data: await app.services.admin.dashboard.get() }),
  );
};
