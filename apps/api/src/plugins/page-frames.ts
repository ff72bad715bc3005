import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { startWorker } from '../lib/worker-thread.js';
import type { FrameFromWorker, FrameToWorker, PageFrame } from './page-frame-protocol.js';

/** Where the web build keeps its server-side renderer and the document without a picture (prerender-plugin.ts). */
const SERVER_DIR = '.server';
const ROOT = '<div id="root"></div>';
const BOOT = '<script src="/boot.js"';

/**
 * How long a document waits for its page to be drawn; past it the plain document goes out (and the app asks for
 * the data itself). A drawing takes 100–300 ms on a quiet machine, several times that on a loaded one; the
 * plain document's page shows its content some 4 s later in Lighthouse's mobile profile, so waiting up to 2 s
 * for the drawn one still wins. It covers a slow moment, not a slow supplier.
 */
export const FRAME_TIMEOUT_MS = 2_000;

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
 * The document for a drawn page: the page's picture in #root (boot.js shows it at this path only, and only to
 * the audience it was drawn for), its first data for the app's query client (app/page-data.ts) and its first
 * pictures preloaded from the head. A signed-in page's frame (decision 151) carries no data.
 */
export function frameDocument(shell: string, pathname: string, frame: PageFrame): string {
  const preloads = frame.pictures
    .filter((src) => !/["<>]/.test(src))
    .slice(0, PRELOADED_PICTURES)
    .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${src}">`)
    .join('');
  const data =
    frame.state === null || frame.state === undefined
      ? ''
      : `<script type="application/json" id="page-data">${jsonForHtml(frame.state)}</script>`;
  const audience = frame.audience === 'signed-in' ? ' data-picture-for="signed-in"' : '';
  // Replacer functions: a `$` in the markup or the data is text, not a replacement pattern.
  return shell
    .replace(BOOT, () => `${preloads}${BOOT} data-picture="${escapeAttribute(pathname)}"${audience}`)
    .replace(ROOT, () => `<div id="root">${frame.markup}</div>${data}`);
}

/**
 * A page's request, answered by this server in-process (`inject`) as the visitor's own would be: same routes,
 * checks and limits (from the visitor's address), never a token. Only the API's own paths.
 */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  ask: Extract<FrameFromWorker, { type: 'ask' }>,
): Promise<Omit<Extract<FrameToWorker, { type: 'answer' }>, 'type' | 'ask'>> {
  if (!ask.url.startsWith('/api/'))
    return { status: 0, headers: {}, body: new Uint8Array(), error: `a page frame asks only the API, not ${ask.url}` };
  const headers = Object.fromEntries(Object.entries(ask.headers).filter(([name]) => name !== 'authorization'));
  const res = await app.inject({
    method: ask.method as InjectOptions['method'],
    url: ask.url,
    headers,
    payload: ask.body,
    remoteAddress: request.ip,
  });
  const answered: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined) answered[name] = Array.isArray(value) ? value.join(', ') : String(value);
  return { status: res.statusCode, headers: answered, body: new Uint8Array(res.rawPayload) };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Pages being drawn at most: a burst beyond it gets plain documents at once, rather than a queue on the drawing
 * thread that would make every later page miss its time too.
 */
export const MAX_DRAWINGS = 8;

/** After the drawing thread ended unexpectedly, the next one starts no sooner than this. */
const RESTART_AFTER_MS = 10_000;

/**
 * Results and detail pages drawn per request with their first data (decision 144), when the web build has its
 * renderer (`dist/.server/`). The drawing happens on a thread of its own (page-frame-worker.ts), started when
 * the server is ready, one page at a time; its API requests are answered here. `draw` never throws: a failure,
 * a timeout (also while the thread starts, or is busy) or an address that is not such a page gives null, and
 * the caller sends the plain document.
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

  interface Drawing {
    request: FastifyRequest;
    done: (frame: PageFrame | null) => void;
  }
  const drawings = new Map<number, Drawing>();
  let lastFrame = 0;
  let worker: { thread: Worker; ready: Promise<void> } | undefined;
  let endedAt = 0;
  let closing = false;

  function onMessage(thread: Worker, message: FrameFromWorker) {
    if (message.type === 'drawn') {
      if (message.error !== undefined) {
        const drawing = drawings.get(message.frame);
        drawing?.request.log.warn({ err: message.error, url: drawing.request.url }, 'page frame not drawn');
      }
      drawings.get(message.frame)?.done(message.result ?? null);
      drawings.delete(message.frame);
    } else if (message.type === 'ask') {
      const drawing = drawings.get(message.frame);
      const answered = drawing
        ? answer(app, drawing.request, message)
        : Promise.resolve({ status: 0, headers: {}, body: new Uint8Array(), error: 'the page is no longer drawn' });
      void answered
        .catch((error: unknown) => ({ status: 0, headers: {}, body: new Uint8Array(), error: String(error) }))
        .then((reply) => thread.postMessage({ type: 'answer', ask: message.ask, ...reply } satisfies FrameToWorker));
    }
  }

  function start(): { thread: Worker; ready: Promise<void> } | undefined {
    if (worker) return worker;
    if (closing || Date.now() - endedAt < RESTART_AFTER_MS) return undefined;
    const thread = startWorker(import.meta.url, 'page-frame-worker', { name: 'page-frames', workerData: { entry } });
    const ready = new Promise<void>((resolve) => {
      thread.on('message', (message: FrameFromWorker) => {
        if (message.type === 'ready') resolve();
        else onMessage(thread, message);
      });
    });
    thread.on('error', (error) => app.log.warn({ err: error }, 'page frames: the drawing thread failed'));
    thread.on('exit', () => {
      if (worker?.thread === thread) worker = undefined;
      if (!closing) endedAt = Date.now();
      for (const drawing of drawings.values()) drawing.done(null);
      drawings.clear();
    });
    thread.unref();
    return (worker = { thread, ready });
  }

  app.addHook('onReady', async () => {
    start();
  });
  app.addHook('onClose', async () => {
    closing = true;
    await worker?.thread.terminate();
  });

  return {
    async draw(request: FastifyRequest): Promise<string | null> {
      if (request.method !== 'GET' || drawings.size >= MAX_DRAWINGS) return null;
      const running = start();
      if (!running) return null;
      const frame = ++lastFrame;
      const drawn = new Promise<PageFrame | null>((done) => {
        drawings.set(frame, { request, done });
        void running.ready.then(() =>
          running.thread.postMessage({ type: 'draw', frame, url: request.url } satisfies FrameToWorker),
        );
      });
      const result = await withTimeout(drawn, timeoutMs);
      drawings.delete(frame);
      try {
        return result ? frameDocument(shell, request.url.split('?')[0]!, result) : null;
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'page frame not drawn; plain document sent');
        return null;
      }
    },
  };
}
