/**
 * One Lighthouse run (performance category, the default mobile form factor and simulated throttling) in
 * a freshly launched headless Chromium, with the CPU the browser, the server, Lighthouse and everything
 * else used meanwhile, and a check that the page requested nothing outside the server under test.
 *
 * Lighthouse drives a Puppeteer page of that Chromium (its documented way into pages behind a sign-in). For a
 * signed-in page the bench first stores the session in the profile's localStorage from another tab on the same
 * origin (a JSON address of the API, so no app code runs and nothing is cached), as the web app does after a
 * sign-in with "remember me"; Lighthouse's storage reset clears caches and service workers but, by default, not
 * localStorage. After the load the page check (lib/page-check.ts) reads what the page shows.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { Launcher, launch } from 'chrome-launcher';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { cpuShare, cpuSnapshot, type CpuShare } from './cpu.js';
import {
  PAGE_CHECK_ARTIFACT,
  PAGE_CHECK_CATEGORY,
  pageCheckConfig,
  pageProblems,
  type PageCheckArtifact,
  type PageExpectation,
  type PageState,
} from './page-check.js';
import { loadAverages } from './results.js';

/** A session as the web app stores it (apps/web/src/lib/session.ts: `authToken`, and `user` for the header). */
export interface StoredSession {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

/** Lighthouse's default CPU slowdown of its mobile profile. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The flags of the brief, plus a resolver rule so that no host but the local server can even be looked up. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  tti: 'interactive',
} as const;
export type MetricKey = keyof typeof METRICS;

export interface LighthouseRun {
  page: string;
  url: string;
  /** 1-based; 0 for the discarded warm-up run. */
  run: number;
  warmup: boolean;
  startedAt: string;
  durationMs: number;
  /** Performance score 0–100 (null when Lighthouse could not score the page). */
  score: number | null;
  /** Milliseconds, except cls (unitless). */
  metrics: Record<MetricKey, number | null>;
  lcpElement: string | null;
  /** LCP subparts (time to first byte, resource load delay/duration, element render delay), ms. */
  lcpPhases: Record<string, number>;
  /** Main-thread time by category (script evaluation, style & layout, …), ms: observed × the simulated CPU slowdown. */
  mainThreadMs: Record<string, number>;
  /** The five scripts with the most main-thread time: total and scripting ms. */
  bootup: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  /** Elements that shifted, with their share of CLS. */
  layoutShifts: Array<{ element: string; score: number }>;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster; ~1000+ on a typical desktop). */
  benchmarkIndex: number | null;
  /** The CPU slowdown Lighthouse applied (from the report's settings). */
  cpuSlowdownMultiplier: number | null;
  /** Whether the run was made with a stored session, and whose (email). */
  signedInAs: string | null;
  /** What the page showed at the end of the load, and why it is not the expected page (empty: it is). */
  check: { state: PageState | null; problems: string[] };
  /** PNG of the screen at the end of the load, relative to the repository (git-ignored). */
  screenshotFile: string | null;
  runWarnings: string[];
  runtimeError: string | null;
  finalUrl: string;
  requests: {
    count: number;
    transferBytes: number;
    scripts: Array<{ url: string; transferSize: number; resourceSize: number }>;
  };
  /** Requests to anything but the server under test (must be empty). */
  externalRequests: string[];
  cpu: CpuShare | null;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  /** The full report, relative to the repository (git-ignored). */
  reportFile: string | null;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** Stores the session in the profile's localStorage from a tab of its own, closed again before the run. */
async function storeSession(browser: Browser | BrowserContext, origin: string, session: StoredSession): Promise<void> {
  const tab = await browser.newPage();
  try {
    // /readyz: a small JSON document of the same origin; the app is not loaded, so it neither runs nor is cached.
    const response = await tab.goto(`${origin}/readyz`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${origin}/readyz answered ${response?.status()}`);
    const { id, name, email, role } = session.user;
    const user = JSON.stringify({ id, name, email, role });
    // A string, not a function: the page gets exactly this source.
    await tab.evaluate(
      `localStorage.setItem('authToken', ${JSON.stringify(session.token)}); localStorage.setItem('user', ${JSON.stringify(user)});`,
    );
  } finally {
    await tab.close();
  }
}

export async function runLighthouse(options: {
  page: string;
  url: string;
  run: number;
  chromePath: string;
  serverPid: number;
  /** Where to write the report JSON (null: not kept). */
  reportFile: string | null;
  /** Where to write the PNG of the screen at the end of the load (null: not kept). */
  screenshotFile: string | null;
  repoRoot: string;
  /** The session to store before the run (a signed-in page), or null for a visitor. */
  session: StoredSession | null;
  expect: PageExpectation;
  cpuSlowdown: number;
}): Promise<LighthouseRun> {
  const origin = new URL(options.url).origin;
  const loadAverageBefore = loadAverages();
  const started = new Date();
  const t0 = performance.now();
  const chrome = await launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  let browser: Browser | null = null;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    if (options.session) await storeSession(browser, origin, options.session);
    // A new tab, as Lighthouse opens when it is given only a port.
    const tab = await browser.newPage();
    const before = cpuSnapshot(options.serverPid, false, chrome.pid);
    const result = await lighthouse(
      options.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', PAGE_CHECK_CATEGORY],
        disableFullPageScreenshot: true,
        // Merged into the mobile profile's throttling: only the CPU slowdown changes.
        throttling: { cpuSlowdownMultiplier: options.cpuSlowdown },
      },
      pageCheckConfig(options.expect),
      tab as never,
    );
    const after = cpuSnapshot(options.serverPid, false, chrome.pid);
    if (!result) throw new Error(`Lighthouse returned no result for ${options.url}`);
    const lhr = result.lhr;
    const checked = (result.artifacts as unknown as Record<string, unknown>)[PAGE_CHECK_ARTIFACT] as
      PageCheckArtifact | Error | undefined;
    const seen = checked && !(checked instanceof Error) ? checked : null;
    const problems = pageProblems(options.expect, seen?.state ?? null);
    if (checked instanceof Error) problems.push(`page check: ${checked.message}`);
    let screenshotFile: string | null = null;
    if (options.screenshotFile && seen?.screenshotPng) {
      await mkdir(path.dirname(options.screenshotFile), { recursive: true });
      await writeFile(options.screenshotFile, Buffer.from(seen.screenshotPng, 'base64'));
      screenshotFile = path.relative(options.repoRoot, options.screenshotFile);
    }
    const numeric = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    };
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => {
        const v = numeric(id);
        return [k, v === null ? null : k === 'cls' ? Math.round(v * 10_000) / 10_000 : Math.round(v)];
      }),
    ) as LighthouseRun['metrics'];
    const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
    const items = details?.items ?? [];
    const external = items
      .map((i) => i.url)
      .filter((u) => !u.startsWith(`${origin}/`) && u !== origin && !/^(data|blob|about|chrome-extension):/.test(u));
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
    const score = lhr.categories.performance?.score;
    const itemsOf = <T>(id: string) => ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
    const lcpTable = itemsOf<{ type?: string; items?: Array<{ subpart?: string; duration?: number }> }>(
      'lcp-breakdown-insight',
    ).find((i) => i.type === 'table');
    const documents = new Set([options.url, lhr.mainDocumentUrl, lhr.finalDisplayedUrl]);
    const short = (url: string) =>
      documents.has(url) ? '(document)' : url.startsWith(origin) ? url.slice(origin.length) : url;
    let reportFile: string | null = null;
    if (options.reportFile) {
      await mkdir(path.dirname(options.reportFile), { recursive: true });
      await writeFile(options.reportFile, JSON.stringify(lhr));
      reportFile = path.relative(options.repoRoot, options.reportFile);
    }
    return {
      page: options.page,
      url: options.url,
      run: options.run,
      warmup: options.run === 0,
      startedAt: started.toISOString(),
      durationMs: Math.round(performance.now() - t0),
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      metrics,
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases: Object.fromEntries(
        (lcpTable?.items ?? []).map((i) => [i.subpart ?? '?', Math.round(i.duration ?? 0)]),
      ),
      mainThreadMs: Object.fromEntries(
        itemsOf<{ groupLabel: string; duration: number }>('mainthread-work-breakdown').map((i) => [
          i.groupLabel,
          Math.round(i.duration),
        ]),
      ),
      bootup: itemsOf<{ url: string; total: number; scripting: number }>('bootup-time')
        .slice(0, 5)
        .map((i) => ({ url: short(i.url), totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting) })),
      layoutShifts: itemsOf<{ node?: { selector?: string; snippet?: string }; score?: number }>('layout-shifts').map(
        (i) => ({
          element: i.node?.selector ?? i.node?.snippet ?? '?',
          score: Math.round((i.score ?? 0) * 10_000) / 10_000,
        }),
      ),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
      signedInAs: options.session?.user.email ?? null,
      check: { state: seen?.state ?? null, problems },
      screenshotFile,
      runWarnings: lhr.runWarnings ?? [],
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      finalUrl: lhr.finalDisplayedUrl,
      requests: {
        count: items.length,
        transferBytes: items.reduce((n, i) => n + (i.transferSize ?? 0), 0),
        scripts: items
          .filter((i) => i.resourceType === 'Script')
          .map((i) => ({ url: i.url, transferSize: i.transferSize ?? 0, resourceSize: i.resourceSize ?? 0 })),
      },
      externalRequests: external,
      cpu: cpuShare(before, after),
      loadAverageBefore,
      loadAverageAfter: loadAverages(),
      reportFile,
    };
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

/** chrome-launcher's own default flags, which it adds to ours. */
export const chromeLauncherDefaultFlags = () => Launcher.defaultFlags();

/**
 * Loads each page once in one headless Chromium, without Lighthouse, each in a browser context of its own (with
 * its session, if any), and waits (up to 30 s) until the expected content is there. Not measured: it warms the
 * server for every page (first requests of its endpoints, hotel pictures rendered on first request) and says
 * early when a page cannot be reached, before the measured runs start.
 */
export async function visitPages(
  chromePath: string,
  visits: Array<{ page: string; url: string; session: StoredSession | null; expect: PageExpectation }>,
): Promise<Array<{ page: string; ms: number; problem: string | null }>> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  const out: Array<{ page: string; ms: number; problem: string | null }> = [];
  let browser: Browser | null = null;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    for (const visit of visits) {
      const context = await browser.createBrowserContext();
      const t0 = performance.now();
      let problem: string | null = null;
      try {
        if (visit.session) await storeSession(context, new URL(visit.url).origin, visit.session);
        const tab = await context.newPage();
        await tab.goto(visit.url, { waitUntil: 'load', timeout: 60_000 });
        const { selector, minCount } = visit.expect;
        await tab.waitForFunction(`document.querySelectorAll(${JSON.stringify(selector)}).length >= ${minCount}`, {
          timeout: 30_000,
        });
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      } finally {
        await context.close().catch(() => undefined);
      }
      out.push({ page: visit.page, ms: Math.round(performance.now() - t0), problem });
    }
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome.kill();
  }
  return out;
}
