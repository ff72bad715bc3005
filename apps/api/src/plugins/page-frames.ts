import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/** What the web build's renderer returns for a page (apps/web/src/entry-prerender.tsx, `renderFrame`). */
export interface PageFrame {
  markup: string;
  state: unknown;
  pictures: string[];
}

type RenderFrame = (url: string, sender: typeof fetch) => Promise<PageFrame | null>;

/** Where the web build keeps its server-side renderer and the document without a picture (prerender-plugin.ts). */
const SERVER_DIR = '.server';
const ROOT = '<div id="root"></div>';
const BOOT = '<script src="/boot.js"';

/**
 * How long a document waits for its page to be drawn; past it the plain document goes out (and the app asks for
 * the data itself). Searches answer in a few milliseconds; this covers a slow moment, not a slow supplier.
 */
export const FRAME_TIMEOUT_MS = 1_000;

/** At most this many pictures are preloaded from the head: the first result's (and a hotel's large one). */
const PRELOADED_PICTURES = 2;

/**
 * JSON for a `<script type="application/json">` block: nothing in it can end the element or open a comment
 * (`</script>`, `<!--`), whatever the data holds.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The document for a drawn page: the page's picture in #root (boot.js shows it at this path only), its first
 * data for the app's query client (app/page-data.ts) and its first pictures preloaded from the head.
 */
export function frameDocument(shell: string, pathname: string, frame: PageFrame): string {
  const preloads = frame.pictures
    .filter((src) => !/["<>]/.test(src))
    .slice(0, PRELOADED_PICTURES)
    .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${src}">`)
    .join('');
  const root = `<div id="root">${frame.markup}</div><script type="application/json" id="page-data">${jsonForHtml(frame.state)}</script>`;
  // Replacer functions: the markup may hold `$&` and the like, which a replacement string would expand.
  return shell
    .replace(BOOT, () => `${preloads}${BOOT} data-picture="${escapeAttribute(pathname)}"`)
    .replace(ROOT, () => root);
}

/**
 * The page's requests, answered by this server in-process (`inject`) as the visitor's own would be: same
 * routes, checks and limits (from the visitor's address), no token. Only the API's own paths.
 */
function senderFor(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/api/')) throw new TypeError(`a page frame asks only the API, not ${url}`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (name !== 'authorization') headers[name] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = [101, 204, 205, 304].includes(res.statusCode);
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: answer });
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Results and detail pages drawn per request with their first data (decision 144), when the web build has its
 * renderer (`dist/.server/`). The renderer is loaded when the server is ready, not on the first visitor.
 * `draw` never throws: any failure, a timeout or an address that is not such a page gives null, and the caller
 * sends the plain document.
 */
export async function loadPageFrames(app: FastifyInstance, dist: string, timeoutMs = FRAME_TIMEOUT_MS) {
  const entry = path.join(dist, SERVER_DIR, 'entry-prerender.js');
  const shellFile = path.join(dist, SERVER_DIR, 'shell.html');
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const shell = await readFile(shellFile, 'utf8');
  if (!shell.includes(ROOT) || !shell.includes(BOOT)) {
    app.log.warn({ shellFile }, 'page frames off: the web build’s shell.html has no empty #root or boot.js');
    return null;
  }
  let renderer: Promise<RenderFrame> | undefined;
  const load = () =>
    (renderer ??= import(pathToFileURL(entry).href).then((module: { renderFrame?: RenderFrame }) => {
      if (typeof module.renderFrame !== 'function') throw new Error(`${entry} exports no renderFrame`);
      return module.renderFrame;
    }));
  app.addHook('onReady', async () => {
    await load().catch((error: unknown) => app.log.warn({ err: error }, 'page frames off: renderer not loaded'));
  });
  return {
    async draw(request: FastifyRequest): Promise<string | null> {
      if (request.method !== 'GET') return null;
      try {
        const render = await load();
        const frame = await withTimeout(render(request.url, senderFor(app, request)), timeoutMs);
        if (!frame) return null;
        return frameDocument(shell, request.url.split('?')[0]!, frame);
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'page frame not drawn; plain document sent');
        return null;
      }
    },
  };
}
