import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from './app-error.js';
import type { RenderReply, RenderRequest } from './pdf-render-protocol.js';

/** The Chromium binaries looked for when `CHROMIUM_PATH` is not set (Debian's package, decision 136). */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * How much lower than the API the renderer's process and its browser run: the API's answers win the CPU
 * (decisions 136 and 146; 10 steps starved the browser behind other work on a shared machine). It weighs threads
 * against the API's where they share a CPU group (a container, a service's cgroup); where the kernel groups
 * processes by session (autogroup), the browser, which playwright starts in a session of its own, is a group of
 * its own at nice 0 (decision 149).
 */
const RENDERER_NICENESS = 5;

/** util-linux's `setpriv`, which starts a program with fewer capabilities. */
const SETPRIV = '/usr/bin/setpriv';

/**
 * Whether the renderer's process must be started without `CAP_SYS_NICE`. Chromium gives its threads their own
 * priorities (its compositor, IO and presentation threads nice -8, its thread pools 0); a process with that
 * capability (root's) may raise them above the niceness it inherited, and then the browser outranks the API
 * (decision 149). Without it, Linux only lets a thread lower its own priority.
 */
function dropNiceCapability(): boolean {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return false;
  try {
    const effective = BigInt(
      `0x${/^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0'}`,
    );
    // CAP_SYS_NICE (23) is what to drop; CAP_SETPCAP (8) is what dropping it from the bounding set takes.
    return (effective & (1n << 23n)) !== 0n && (effective & (1n << 8n)) !== 0n;
  } catch {
    return false;
  }
}

/**
 * The renderer's process: the built file next to this one, or in the sources (tests, `npm run dev`) the
 * TypeScript file through tsx, with the workspace's `source` condition. Started by root, it goes through
 * `setpriv`, which takes `CAP_SYS_NICE` out of its bounding set: neither it nor its browser can have it again.
 */
function forkHost(env: Record<string, string>): ChildProcess {
  const options = {
    env: { ...process.env, ...env },
    serialization: 'advanced' as const,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as ['ignore', 'inherit', 'inherit', 'ipc'],
  };
  const source = import.meta.url.endsWith('.ts');
  const module = new URL(source ? './pdf-render-host.ts' : './pdf-render-host.js', import.meta.url);
  const execArgv = source ? ['--import', 'tsx', '--conditions=source'] : process.execArgv;
  if (dropNiceCapability())
    return spawn(
      SETPRIV,
      ['--bounding-set=-sys_nice', '--inh-caps=-sys_nice', '--', process.execPath, ...execArgv, fileURLToPath(module)],
      options,
    );
  return fork(module, [], { ...options, execArgv });
}

export interface PdfRenderer {
  /** Whether a browser can be started (the binary exists and the page's origin is known). */
  available(): boolean;
  /** The origin the browser opens the web app's document pages on (the API's own listening address). */
  setOrigin(origin: string): void;
  origin(): string | undefined;
  /**
   * Prints the page at `path` (on the origin) to an A4 PDF once it marks itself ready (`html[data-document-ready]`).
   * Throws `document_renderer_unavailable` without a browser, `document_renderer_busy` when the queue is full.
   */
  render(path: string): Promise<Buffer>;
  /** Documents being rendered and waiting. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Documents printed by one headless Chromium (decision 136) that a process of its own drives (decision 146): the
 * process and its browser start on the first document and run at a lower priority than the API, pages are kept
 * between documents (the web app's scripts and fonts stay in the browser's cache), at most `concurrency` documents
 * at once and `maxWaiting` queued here. The API's event loop only sends a path and receives the PDF's bytes; a
 * renderer that crashed is started again on the next document.
 */
export function createPdfRenderer(options: {
  executablePath?: string;
  concurrency: number;
  maxWaiting?: number;
  timeoutMs?: number;
  log?: (message: string, err?: unknown) => void;
}): PdfRenderer {
  const executable = options.executablePath ?? CHROMIUM_CANDIDATES.find((p) => existsSync(p));
  const maxWaiting = options.maxWaiting ?? 64;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let origin: string | undefined;
  let host: { child: ChildProcess; ready: Promise<void> } | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: unknown) => void }>();
  let running = 0;
  const waiting: Array<() => void> = [];
  let closed = false;

  function start() {
    if (host) return host;
    const child = forkHost({
      PDF_CHROMIUM: executable!,
      PDF_PAGES: String(options.concurrency),
      PDF_TIMEOUT_MS: String(timeoutMs),
      PDF_NICENESS: String(RENDERER_NICENESS),
    });
    // Lowered from here too, at once: the host lowers every thread of its own as it starts.
    try {
      if (child.pid) setPriority(child.pid, RENDERER_NICENESS);
    } catch {
      // not allowed: the host keeps the API's priority
    }
    const ready = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the PDF renderer exited (${code}) as it started`)));
      child.on('message', (message: RenderReply) => {
        if ('ready' in message) return resolve();
        const waiter = pending.get(message.id);
        if (!waiter) return;
        pending.delete(message.id);
        if ('pdf' in message)
          waiter.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
        else if (message.error.code === 'link_invalid') waiter.reject(new AppError('document_link_invalid'));
        else if (message.error.code === 'unavailable')
          waiter.reject(new AppError('document_renderer_unavailable', { cause: new Error(message.error.message) }));
        else waiter.reject(new Error(message.error.message));
      });
    });
    ready.catch(() => undefined);
    const started = { child, ready };
    child.on('exit', (code, signal) => {
      if (host === started) host = undefined;
      if (!closed) options.log?.(`the PDF renderer's process ended (${code ?? signal})`);
      for (const [id, waiter] of pending) {
        pending.delete(id);
        waiter.reject(new Error(`the PDF renderer's process ended (${code ?? signal})`));
      }
    });
    // The API never waits on it to exit.
    child.unref();
    child.channel?.unref();
    host = started;
    return started;
  }

  async function slot(): Promise<void> {
    if (running < options.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxWaiting) throw new AppError('document_renderer_busy', { headers: { 'retry-after': '5' } });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    available: () => !!executable && existsSync(executable) && !!origin && !closed,
    setOrigin(value) {
      origin = value.replace(/\/$/, '');
    },
    origin: () => origin,
    load: () => ({ running, waiting: waiting.length }),
    async render(path) {
      if (!executable || !existsSync(executable) || !origin || closed)
        throw new AppError('document_renderer_unavailable');
      await slot();
      try {
        const { child, ready } = start();
        try {
          await ready;
        } catch (cause) {
          throw new AppError('document_renderer_unavailable', { cause });
        }
        const id = nextId++;
        return await new Promise<Buffer>((resolve, reject) => {
          // The host's own timeouts end a stuck page; this one ends a stuck host.
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(new Error('the PDF renderer did not answer'));
            child.kill('SIGKILL');
          }, timeoutMs * 3);
          pending.set(id, {
            resolve: (pdf) => (clearTimeout(timer), resolve(pdf)),
            reject: (error) => (clearTimeout(timer), reject(error)),
          });
          child.send({ id, url: `${origin}${path}` } satisfies RenderRequest);
        });
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const current = host;
      host = undefined;
      if (!current || current.child.exitCode !== null) return;
      // Disconnecting tells the host to close its browser and exit; it is killed if it does not.
      const exited = new Promise<void>((resolve) => current.child.once('exit', () => resolve()));
      current.child.disconnect();
      const timer = setTimeout(() => current.child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
