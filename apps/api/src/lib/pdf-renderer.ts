import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { AppError } from './app-error.js';

/** The Chromium binaries looked for when `CHROMIUM_PATH` is not set (Debian's package, decision 136). */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** How much lower than the API the browser's processes run: the API's answers win the CPU (decision 136). */
const BROWSER_NICENESS = 5;

/**
 * Lowers the priority of every thread of the API's Chromium processes (Linux: a priority is a thread's, and the
 * processes and threads they start later inherit it), so printing a document takes the CPU the API leaves.
 * Elsewhere, or when /proc is not readable, nothing changes.
 */
function lowerPriority(): void {
  if (process.platform !== 'linux') return;
  const rootPid = process.pid;
  try {
    const parents = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // the process ended meanwhile
      }
    }
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents)
        if (tree.has(parent) && !tree.has(pid)) {
          tree.add(pid);
          grew = true;
        }
    }
    tree.delete(rootPid); // the API itself keeps its priority
    for (const pid of tree) {
      try {
        if (!/chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) continue;
        for (const task of readdirSync(`/proc/${pid}/task`)) setPriority(Number(task), BROWSER_NICENESS);
      } catch {
        // a process or thread that ended meanwhile
      }
    }
  } catch {
    // no /proc: the browser keeps the API's priority
  }
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
 * Documents printed by one headless Chromium (decision 136): launched on the first document, pages kept between
 * documents in one browser context (the web app's scripts and fonts stay in its cache), at most `concurrency` pages
 * at once and `maxWaiting` documents queued. The browser is another process, so the API's event loop only relays
 * messages; a crashed browser is launched again on the next document.
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
  let context: Promise<{ browser: Browser; context: BrowserContext }> | undefined;
  let running = 0;
  /** Pages between documents, at most one per slot. */
  const idle: Page[] = [];
  const waiting: Array<() => void> = [];
  let closed = false;

  function launch() {
    if (!context) {
      context = (async () => {
        const { chromium } = await import('playwright-core');
        const browser = await chromium.launch({ executablePath: executable, headless: true, args: CHROMIUM_ARGS });
        browser.on('disconnected', () => {
          context = undefined;
          idle.length = 0;
        });
        const ctx = await browser.newContext({ viewport: { width: 794, height: 1123 }, serviceWorkers: 'block' });
        lowerPriority();
        return { browser, context: ctx };
      })();
      context.catch((err) => {
        options.log?.('the PDF renderer could not start Chromium', err);
        context = undefined;
      });
    }
    return context;
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
        let browser: { context: BrowserContext };
        try {
          browser = await launch();
        } catch (cause) {
          throw new AppError('document_renderer_unavailable', { cause });
        }
        // A page kept from an earlier document (its renderer process already started), else a new one.
        let page = idle.pop();
        if (!page || page.isClosed() || page.context() !== browser.context) {
          page = await browser.context.newPage();
          page.setDefaultTimeout(timeoutMs);
          // The page's renderer and any helper process the browser started since launch.
          lowerPriority();
        }
        // What went wrong on the page, for the error a failed document is logged with.
        const trouble: string[] = [];
        const onError = (e: Error) => trouble.push(e.message);
        const onFailed = (r: Request) => trouble.push(`${r.url()}: ${r.failure()?.errorText ?? 'failed'}`);
        const onResponse = (r: Response) => {
          if (r.status() >= 400) trouble.push(`${r.url()}: ${r.status()}`);
        };
        page.on('pageerror', onError);
        page.on('requestfailed', onFailed);
        page.on('response', onResponse);
        let reusable = false;
        try {
          await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
          const state = await page.waitForSelector('html[data-document-ready]', { state: 'attached' });
          const ready = await state.getAttribute('data-document-ready');
          reusable = true;
          if (ready === 'missing') throw new AppError('document_link_invalid');
          // The page could not show the document (its request failed): never a PDF of an error page.
          if (ready !== 'true')
            throw new Error(`the document page did not load its document (${ready}): ${trouble.join('; ')}`);
          return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        } finally {
          page.off('pageerror', onError);
          page.off('requestfailed', onFailed);
          page.off('response', onResponse);
          // A page that timed out or crashed is closed; a page that answered serves the next document.
          if (reusable && idle.length < options.concurrency && !page.isClosed()) idle.push(page);
          else await page.close().catch(() => undefined);
        }
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const current = context;
      context = undefined;
      if (current) await (await current.catch(() => undefined))?.browser.close().catch(() => undefined);
    },
  };
}
