import type { FastifyPluginAsync } from 'fastify';

/** Liveness answers while the process runs; readiness also needs the database and not to be shutting down. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (app.shuttingDown) return reply.code(503).send({ status: 'shutting_down' });
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
