/**
 * The PDF renderer's own process (decision 146): it drives the headless Chromium that prints documents
 * (decision 136), so the browser's protocol traffic and playwright's bookkeeping never run on the API's event loop,
 * and it runs, with the browser it starts, at a lower CPU priority than the API. The API sends `{ id, url }` and
 * gets `{ id, pdf }` or `{ id, error }` back over IPC (advanced serialization: the PDF travels as bytes).
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { CHROMIUM_ARGS, type RenderReply, type RenderRequest } from './pdf-render-protocol.js';

if (!process.send) throw new Error('pdf-render-host runs as a child process of the API');

const executablePath = process.env.PDF_CHROMIUM!;
const concurrency = Number(process.env.PDF_PAGES ?? 2);
const timeoutMs = Number(process.env.PDF_TIMEOUT_MS ?? 30_000);
const niceness = Number(process.env.PDF_NICENESS ?? 0);

/**
 * Every thread of this process gets the lower priority (on Linux a priority is a thread's; Node started its
 * threads before this line). The browser, started later from the main thread, inherits it with its processes;
 * started without `CAP_SYS_NICE` (`pdf-renderer.ts`), none of its threads can take a higher one (decision 149).
 */
if (niceness > 0) {
  try {
    for (const task of readdirSync('/proc/self/task')) setPriority(Number(task), niceness);
  } catch {
    try {
      setPriority(0, niceness);
    } catch {
      // not allowed here: the host keeps the API's priority
    }
  }
}

let browser: Promise<{ browser: Browser; context: BrowserContext }> | undefined;
/** Pages between documents, at most one per slot. */
const idle: Page[] = [];

function launch() {
  if (!browser) {
    browser = (async () => {
      const { chromium } = await import('playwright-core');
      const b = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
      b.on('disconnected', () => {
        browser = undefined;
        idle.length = 0;
      });
      const context = await b.newContext({ viewport: { width: 794, height: 1123 }, serviceWorkers: 'block' });
      return { browser: b, context };
    })();
    browser.catch(() => (browser = undefined));
  }
  return browser;
}

class LinkInvalid extends Error {}

async function render(url: string): Promise<Buffer> {
  let started: { context: BrowserContext };
  try {
    started = await launch();
  } catch (cause) {
    throw Object.assign(new Error(`Chromium could not start: ${String(cause)}`), { code: 'unavailable' });
  }
  // A page kept from an earlier document (its renderer process already started), else a new one.
  let page = idle.pop();
  if (!page || page.isClosed() || page.context() !== started.context) {
    page = await started.context.newPage();
    page.setDefaultTimeout(timeoutMs);
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
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const state = await page.waitForSelector('html[data-document-ready]', { state: 'attached' });
    const ready = await state.getAttribute('data-document-ready');
    reusable = true;
    if (ready === 'missing') throw new LinkInvalid();
    // The page could not show the document (its request failed): never a PDF of an error page.
    if (ready !== 'true')
      throw new Error(`the document page did not load its document (${ready}): ${trouble.join('; ')}`);
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  } finally {
    page.off('pageerror', onError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
    // A page that timed out or crashed is closed; a page that answered serves the next document.
    if (reusable && idle.length < concurrency && !page.isClosed()) idle.push(page);
    else await page.close().catch(() => undefined);
  }
}

const reply = (message: RenderReply) => process.send!(message);

process.on('message', (message: RenderRequest) => {
  render(message.url).then(
    (pdf) => reply({ id: message.id, pdf }),
    (error: unknown) =>
      reply({
        id: message.id,
        error: {
          code:
            error instanceof LinkInvalid
              ? 'link_invalid'
              : (error as { code?: string }).code === 'unavailable'
                ? 'unavailable'
                : 'failed',
          message: error instanceof Error ? error.message : String(error),
        },
      }),
  );
});

// The API went away (stopped, or crashed): the browser goes with this process.
process.on('disconnect', () => {
  void (async () => {
    const current = browser;
    browser = undefined;
    if (current) await (await current.catch(() => undefined))?.browser.close().catch(() => undefined);
    process.exit(0);
  })();
});

reply({ id: 0, ready: true });
