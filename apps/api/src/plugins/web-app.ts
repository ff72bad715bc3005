import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { loadPageFrames } from './page-frames.js';

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
  const frames = await loadPageFrames(app, dist);

  const send = (reply: FastifyReply, encoding: Encoding, body: Buffer) => {
    reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request);
    const own = documents.get(request.url.split('?')[0]!);
    // A results or detail page: drawn with its first data when that works in time, else the plain document.
    const drawn = own || !frames ? null : await frames.draw(request);
    if (drawn) return send(reply, encoding, compress(drawn, encoding));
    const document = own ?? index;
    return send(reply, encoding, encoding ? document[encoding] : document.html);
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

type Encoding = 'br' | 'gzip' | null;

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A document drawn for one request, compressed at levels that take a few milliseconds (brotli 11 takes tens). */
function compress(html: string, encoding: Encoding): Buffer {
  const body = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}
