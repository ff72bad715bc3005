import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const PUBLIC_MEDIA = ['hotels', 'visa', 'trips', 'site', 'cars', 'cruises'];

/**
 * Serves public media under /uploads and, when the web app is built, the SPA: hashed assets cached
 * for a year, everything else revalidated, and index.html for every client-side route.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => PUBLIC_MEDIA.includes(pathname.split('/').filter(Boolean)[0] ?? ''),
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  const dist = config.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (!existsSync(path.join(dist, 'index.html'))) return null;
  const indexHtml = await readFile(path.join(dist, 'index.html'));

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: true,
    // The web build writes .br and .gz beside each asset; the one the browser accepts is sent.
    preCompressed: true,
    index: false,
    decorateReply: false,
    serveDotFiles: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(dist, filePath);
      res.header(
        'cache-control',
        rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  return {
    sendIndex: (_path: string, reply: FastifyReply) => sendIndex(reply),
  };
}
