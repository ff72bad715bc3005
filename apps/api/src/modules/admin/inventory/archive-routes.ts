import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth.service.js';
import { staffOf } from '../staff-access.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `POST <path>/archive` and `POST <path>/restore` of one kind of inventory record (content editors and admins):
 * the same change with `active` false or true, answering the record as it is now. Archived records leave the
 * search and come back as they were on restore; bookings keep their snapshot.
 */
export function archiveRoutes<P extends z.ZodObject, D extends z.ZodType>(
  app: App,
  path: string,
  {
    params,
    data,
    setActive,
  }: {
    params: P;
    data: D;
    setActive: (staff: AuthContext, params: z.infer<P>, active: boolean) => Promise<z.infer<D>>;
  },
) {
  // Typed as a plain schema: the reply's type is `setActive`'s, which the response schema then checks.
  const schema: FastifySchema = { tags: ['admin'], params, response: { 200: z.object({ data }) } };
  for (const [action, active] of [
    ['archive', false],
    ['restore', true],
  ] as const)
    app.post(`${path}/${action}`, { config: { staff: ['inventory'] }, schema }, async (request) => ({
      data: await setActive(staffOf(request), request.params as z.infer<P>, active),
    }));
}
