import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // The web build writes index.html (the home page prerendered, for every client-side path) and a document
  // of its own for a few more pages (login.html for /login…). Each is compressed once here: the prerendered
  // page makes it ~45 KB, ~6 KB with brotli.
  const documents = new Map<string, { html: Buffer; br: Buffer; gzip: Buffer }>();
  for (const file of (await readdir(dist)).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(path.join(dist, file));
    documents.set(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, {
      html,
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  const index = documents.get('/')!;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const document = documents.get(request.url.split('?')[0]!) ?? index;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', document.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', document.gzip]
        : [null, document.html];
    reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  // The document page, which the PDF renderer opens for every document (decision 146): the app at once, without
  // looking for a file of that name in the build first.
  app.get('/documents/:token', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
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
    sendIndex: (_path: string, reply: FastifyReply) => sendIndex(reply.request, reply),
  };
}
