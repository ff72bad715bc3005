/**
 * The baseline: a bare Fastify hello-world, with no plugins, hooks, logging or database, run as its own
 * process like the API. `fastify` is the API's dependency, resolved here through the hoisted root
 * node_modules, so both run the same Fastify version.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
