/**
 * One Lighthouse run (performance category, the default mobile form factor and simulated throttling) in
 * a freshly launched headless Chromium, with the CPU the browser, the server, Lighthouse and everything
 * else used meanwhile, and a check that the page requested nothing outside the server under test.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { Launcher, launch } from 'chrome-launcher';
import { cpuShare, cpuSnapshot, type CpuShare } from './cpu.js';
import { loadAverages } from './results.js';

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

export async function runLighthouse(options: {
  page: string;
  url: string;
  run: number;
  chromePath: string;
  serverPid: number;
  /** Where to write the report JSON (null: not kept). */
  reportFile: string | null;
  repoRoot: string;
}): Promise<LighthouseRun> {
  const origin = new URL(options.url).origin;
  const loadAverageBefore = loadAverages();
  const started = new Date();
  const t0 = performance.now();
  const chrome = await launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
  try {
    const before = cpuSnapshot(options.serverPid, false, chrome.pid);
    const result = await lighthouse(options.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
    });
    const after = cpuSnapshot(options.serverPid, false, chrome.pid);
    if (!result) throw new Error(`Lighthouse returned no result for ${options.url}`);
    const lhr = result.lhr;
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
    const short = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
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
    chrome.kill();
  }
}

/** chrome-launcher's own default flags, which it adds to ours. */
export const chromeLauncherDefaultFlags = () => Launcher.defaultFlags();
