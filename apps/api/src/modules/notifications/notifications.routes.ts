import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationListSchema, NotificationQuerySchema, UnreadCountSchema } from '@portal/contracts/notifications';
import { authenticated, requireUser } from '../../plugins/auth.js';

/** The signed-in user's notices (decision 131): the list, the bell's count, and marking them read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    '/notifications',
    {
      onRequest: authenticated,
      schema: { tags: ['account'], querystring: NotificationQuerySchema, response: { 200: NotificationListSchema } },
    },
    async (request) => notifications.list(requireUser(request), request.query, request.lang),
  );

  app.get(
    '/notifications/unread',
    { onRequest: authenticated, schema: { tags: ['account'], response: { 200: UnreadCountSchema } } },
    async (request) => ({ data: { unread: await notifications.unread(requireUser(request)) } }),
  );

  app.post(
    '/notifications/read',
    { onRequest: authenticated, schema: { tags: ['account'], response: { 200: UnreadCountSchema } } },
    async (request) => {
      const ctx = requireUser(request);
      await notifications.markRead(ctx);
      return { data: { unread: await notifications.unread(ctx) } };
    },
  );
};
