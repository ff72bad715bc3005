/**
 * Web suite (issue 3): the built web app's bundle sizes (the home page's initial JavaScript against its
 * budget, and every chunk), and Lighthouse (mobile, simulated throttling, median of 5) on home, login and
 * contact, served by the production server on a fresh data directory.
 */
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { newestMtime } from './lib/api.js';
import { analyzeBundle, type BundleReport, type ChunkSize } from './lib/bundle.js';
import { machineBusyPercent } from './lib/cpu.js';
import {
  CHROME_FLAGS,
  METRICS,
  chromeLauncherDefaultFlags,
  runLighthouse,
  type LighthouseRun,
  type MetricKey,
} from './lib/lighthouse.js';
import { loadAverages, packageVersion } from './lib/results.js';
import { freePort, startServer, type ShutdownReport } from './lib/server.js';
import { fmtInt, fmtPct, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

export const PAGES: Record<string, string> = { home: '/', login: '/login', contact: '/contact' };

/**
 * The built API that serves the web app: apps/api/dist/server.js, or another build of it named by
 * BENCH_WEB_API (others rebuild apps/api/dist on the shared machine too, and a half-written build does not
 * start). The web suite only needs it to serve the pages and their API calls.
 */
function apiServer(repoRoot: string): { file: string; label: string } {
  const custom = process.env.BENCH_WEB_API;
  return custom
    ? { file: path.resolve(custom), label: `node ${custom} (BENCH_WEB_API)` }
    : { file: path.join(repoRoot, 'apps/api/dist/server.js'), label: 'node apps/api/dist/server.js' };
}

/** Issue 3. Bytes: 1 KB = 1,000 bytes (as Lighthouse and Chrome's DevTools count), the stricter reading. */
export const WEB_TARGETS = {
  initialJsGzipBytes: 120_000,
  performanceScore: 95,
  lcpMs: 1_800,
  tbtMs: 100,
  cls: 0.02,
};

export interface WebSuiteOptions {
  /** Lighthouse runs per page (0: bundle sizes only). */
  runs: number;
  pages: string[];
  chromePath: string;
}

interface PageSummary {
  page: string;
  path: string;
  runs: number;
  /** Per metric: the median of the runs and every run's value in run order. */
  score: { median: number | null; values: Array<number | null> };
  metrics: Record<MetricKey, { median: number | null; values: Array<number | null> }>;
  /** The run Lighthouse's own computeMedianRun picks (closest to the median FCP and TTI), 1-based. */
  lighthouseMedianRun: number | null;
  lcpElement: string | null;
  /** From the representative run: LCP subparts, main-thread time by category, the costliest scripts, shifts. */
  representative: Pick<LighthouseRun, 'lcpPhases' | 'mainThreadMs' | 'bootup' | 'layoutShifts'> | null;
  benchmarkIndex: { median: number | null; values: Array<number | null> };
  /**
   * Scripts the page loaded in its representative run (Lighthouse's median run): transfer = what crossed the
   * wire (brotli from the server, headers included), resource = uncompressed; `notInitial` = those outside
   * the home page's initial JS (lazy chunks fetched during the load).
   */
  scripts: {
    count: number;
    transferBytes: number;
    resourceBytes: number;
    notInitial: { count: number; transferBytes: number; resourceBytes: number; files: string[] };
  };
  externalRequests: string[];
  medianRunError?: string;
}

function median(values: Array<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : Math.round(((v[mid - 1]! + v[mid]!) / 2) * 10_000) / 10_000;
}

function webBuildWarnings(repoRoot: string): string[] {
  const dist = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(dist)) {
    throw new Error('The web app is not built (apps/web/dist/index.html missing). Run: npm run build');
  }
  const built = newestMtime(path.join(repoRoot, 'apps/web/dist'), () => false);
  const skip = (f: string) => /\.test\.tsx?$/.test(f) || f.includes(`${path.sep}test${path.sep}`);
  const sources = Math.max(
    newestMtime(path.join(repoRoot, 'apps/web/src'), skip),
    newestMtime(path.join(repoRoot, 'packages/contracts/src'), skip),
  );
  return sources > built
    ? [
        'apps/web/src or packages/contracts/src has changes newer than apps/web/dist: the figures are for the last build. Rebuild with: npm run build',
      ]
    : [];
}

/**
 * A private copy of apps/web/dist: others may rebuild the web app while the suite runs (Vite empties dist
 * first), so the sizes and the server both use this copy. A copy taken during a build (index.html changed
 * meanwhile, or a file it refers to missing) is thrown away and taken again.
 */
async function snapshotDist(
  ctx: SuiteContext,
): Promise<{ dir: string; bundle: BundleReport; attempts: number; builtAt: string }> {
  const source = path.join(ctx.repoRoot, 'apps/web/dist');
  const index = path.join(source, 'index.html');
  for (let attempt = 1; attempt <= 12; attempt++) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-webdist-'));
    let problem: string;
    try {
      const before = statSync(index).mtimeMs;
      await cp(source, dir, { recursive: true });
      const bundle = analyzeBundle(dir);
      const after = statSync(index).mtimeMs;
      if (before === after && bundle.missing.length === 0) {
        return { dir, bundle, attempts: attempt, builtAt: new Date(before).toISOString() };
      }
      problem =
        before !== after ? 'index.html changed during the copy' : `missing ${bundle.missing.slice(0, 3).join(', ')}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    await rm(dir, { recursive: true, force: true });
    ctx.log(`  apps/web/dist is being rebuilt (${problem}); copying again in 5 s`);
    await sleep(5_000);
  }
  throw new Error('apps/web/dist kept changing for a minute; run the suite when nobody is building the web app');
}

async function lighthouseRuns(
  ctx: SuiteContext,
  options: WebSuiteOptions,
  webDist: string,
  log: {
    server?: { startupMs: number; env: Record<string, string> };
    shutdown?: ShutdownReport;
    busyBeforePercent?: number | null;
    /** Runs Lighthouse could not complete, replaced by another attempt. */
    failedAttempts?: LighthouseRun[];
  },
): Promise<LighthouseRun[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-web-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    WEB_DIST: webDist,
  };
  const runs: LighthouseRun[] = [];
  try {
    const api = apiServer(ctx.repoRoot);
    ctx.log(`  starting the production server (${api.label}) on a fresh data directory…`);
    const server = await startServer({
      name: 'portal (production)',
      args: [api.file],
      env,
      cwd: ctx.repoRoot,
      port,
      readyPath: '/readyz',
    });
    log.server = {
      startupMs: server.startupMs,
      env: { ...env, DATA_DIR: '(temporary directory)', WEB_DIST: '(snapshot of apps/web/dist)' },
    };
    try {
      for (const page of options.pages) {
        const res = await fetch(server.url + PAGES[page]!);
        const type = res.headers.get('content-type') ?? '';
        await res.arrayBuffer();
        if (res.status !== 200 || !type.startsWith('text/html'))
          throw new Error(`${PAGES[page]} answered ${res.status} ${type}: is the web app built?`);
      }
      const reportDir = path.join(ctx.benchDir, 'results', 'lighthouse');
      /** One run; a run Lighthouse could not complete (e.g. NO_NAVSTART under load) is retried twice and kept aside. */
      const one = async (page: string, run: number) => {
        for (let attempt = 1; ; attempt++) {
          const r = await runLighthouse({
            page,
            url: server.url + PAGES[page]!,
            run,
            chromePath: options.chromePath,
            serverPid: server.pid,
            reportFile: run === 0 ? null : path.join(reportDir, `${page}-${run}.json`),
            repoRoot: ctx.repoRoot,
          });
          const ok = !r.runtimeError && r.score !== null;
          ctx.log(
            `  ${run === 0 ? 'warm-up ' : `run ${run}/${options.runs}`} ${page.padEnd(8)} score ${r.score ?? '–'}, LCP ${r.metrics.lcp ?? '–'} ms, TBT ${r.metrics.tbt ?? '–'} ms, CLS ${r.metrics.cls ?? '–'}, benchmarkIndex ${r.benchmarkIndex ?? '–'}, cpu other ${fmtPct(r.cpu?.otherPercent)} (${(r.durationMs / 1000).toFixed(0)} s)${ok ? '' : `  ← ${r.runtimeError ?? 'no score'}${attempt < 3 ? ', running it again' : ''}`}`,
          );
          if (ok || attempt === 3) return r;
          (log.failedAttempts ??= []).push(r);
        }
      };
      log.busyBeforePercent = await machineBusyPercent();
      // A discarded first run warms the server (JIT, static files, database pages) and the OS caches.
      runs.push(await one(options.pages[0]!, 0));
      // Pages interleaved, so a burst of other work on the machine spreads over all of them.
      for (let run = 1; run <= options.runs; run++) for (const page of options.pages) runs.push(await one(page, run));
    } finally {
      log.shutdown = await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return runs;
}

async function summarize(
  page: string,
  runs: LighthouseRun[],
  repoRoot: string,
  initialJs: Set<string>,
): Promise<PageSummary> {
  const mine = runs.filter((r) => r.page === page && !r.warmup);
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as MetricKey[]).map((k) => {
      const values = mine.map((r) => r.metrics[k]);
      return [k, { median: median(values), values }];
    }),
  ) as PageSummary['metrics'];
  // Lighthouse's own choice of a representative run, from the saved reports.
  let lighthouseMedianRun: number | null = null;
  let medianRunError: string | undefined;
  try {
    const reports = await Promise.all(
      mine.map(async (r) => ({
        run: r.run,
        lhr: JSON.parse(await readFile(path.resolve(repoRoot, r.reportFile!), 'utf8')) as Parameters<
          typeof computeMedianRun
        >[0][number],
      })),
    );
    const picked = computeMedianRun(reports.map((r) => r.lhr));
    lighthouseMedianRun = reports.find((r) => r.lhr === picked)?.run ?? null;
  } catch (error) {
    medianRunError = error instanceof Error ? error.message : String(error);
  }
  const rep = mine.find((r) => r.run === lighthouseMedianRun) ?? mine[0];
  const scores = mine.map((r) => r.score);
  const scripts = rep?.requests.scripts ?? [];
  const lazy = scripts.filter((x) => !initialJs.has(new URL(x.url).pathname.slice(1)));
  const total = (list: typeof scripts) => ({
    count: list.length,
    transferBytes: list.reduce((n, x) => n + x.transferSize, 0),
    resourceBytes: list.reduce((n, x) => n + x.resourceSize, 0),
  });
  return {
    page,
    path: PAGES[page]!,
    runs: mine.length,
    score: { median: median(scores), values: scores },
    metrics,
    lighthouseMedianRun,
    lcpElement: rep?.lcpElement ?? null,
    representative: rep
      ? { lcpPhases: rep.lcpPhases, mainThreadMs: rep.mainThreadMs, bootup: rep.bootup, layoutShifts: rep.layoutShifts }
      : null,
    benchmarkIndex: { median: median(mine.map((r) => r.benchmarkIndex)), values: mine.map((r) => r.benchmarkIndex) },
    scripts: {
      ...total(scripts),
      notInitial: { ...total(lazy), files: lazy.map((x) => new URL(x.url).pathname.slice(1)) },
    },
    externalRequests: [...new Set(mine.flatMap((r) => r.externalRequests))],
    ...(medianRunError ? { medianRunError } : {}),
  };
}

function evaluate(bundle: BundleReport, pages: PageSummary[]): TargetCheck[] {
  const t = WEB_TARGETS;
  const gz = bundle.initialJs.total.gzip9;
  const checks: TargetCheck[] = [
    {
      name: `initial JavaScript of home ≤ ${t.initialJsGzipBytes / 1000} KB gzipped`,
      subject: 'bundle',
      endpoint: 'home',
      measured: `${(gz / 1000).toFixed(1)} KB gzip -9 (${fmtInt(gz)} bytes = ${(gz / 1024).toFixed(1)} KiB) in ${bundle.initialJs.files.length} files; ${(bundle.initialJs.total.raw / 1000).toFixed(1)} KB raw, ${(bundle.initialJs.total.brotli11 / 1000).toFixed(1)} KB brotli`,
      pass: gz <= t.initialJsGzipBytes,
    },
  ];
  for (const p of pages) {
    const failed = p.runs === 0;
    const items: Array<[string, number | null, (v: number) => boolean, (v: number) => string]> = [
      [`performance score ≥ ${t.performanceScore}`, p.score.median, (v) => v >= t.performanceScore, (v) => String(v)],
      [`LCP ≤ ${t.lcpMs / 1000} s`, p.metrics.lcp.median, (v) => v <= t.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`],
      [`TBT ≤ ${t.tbtMs} ms`, p.metrics.tbt.median, (v) => v <= t.tbtMs, (v) => `${fmtInt(v)} ms`],
      [`CLS ≤ ${t.cls}`, p.metrics.cls.median, (v) => v <= t.cls, (v) => v.toFixed(3)],
    ];
    for (const [name, value, ok, fmt] of items) {
      checks.push({
        name: `${p.page} (${p.path}): ${name}`,
        subject: 'lighthouse',
        endpoint: p.page,
        measured:
          value === null || failed
            ? 'not measured'
            : `median ${fmt(value)} of ${p.runs} runs${p.externalRequests.length ? ', EXTERNAL REQUESTS' : ''}`,
        pass: value === null || failed ? null : ok(value) && p.externalRequests.length === 0,
      });
    }
  }
  return checks;
}

const kB = (n: number | null) => (n === null ? '–' : (n / 1000).toFixed(1));

function bundleTable(bundle: BundleReport, check: TargetCheck | undefined): string {
  const row = (c: ChunkSize) => [c.file, c.role, kB(c.raw), kB(c.gzip9), kB(c.brotli11)];
  const t = bundle.initialJs.total;
  const initial = formatTable(
    [
      { title: 'initial JS of home' },
      { title: 'role' },
      { title: 'raw kB', align: 'right' },
      { title: 'gzip-9 kB', align: 'right' },
      { title: 'brotli kB', align: 'right' },
    ],
    [
      ...bundle.initialJs.files.map(row),
      null,
      [
        `total (${bundle.initialJs.files.length} files)`,
        check ? `target ≤ ${WEB_TARGETS.initialJsGzipBytes / 1000} gzip: ${check.pass ? 'PASS' : 'FAIL'}` : '',
        kB(t.raw),
        kB(t.gzip9),
        kB(t.brotli11),
      ],
      [
        `whole app (${bundle.appJs.files.length} files)`,
        'home: when idle; other pages: at once',
        kB(bundle.appJs.total.raw),
        kB(bundle.appJs.total.gzip9),
        kB(bundle.appJs.total.brotli11),
      ],
      [
        'stylesheet(s) of index.html',
        'render-blocking CSS',
        kB(bundle.initialCss.total.raw),
        kB(bundle.initialCss.total.gzip9),
        kB(bundle.initialCss.total.brotli11),
      ],
    ],
  );
  const others = bundle.chunks.filter((c) => !bundle.initialJs.files.includes(c) && !bundle.appJs.files.includes(c));
  const all = formatTable(
    [
      { title: 'other chunks (largest first)' },
      { title: 'role' },
      { title: 'raw kB', align: 'right' },
      { title: 'gzip-9 kB', align: 'right' },
      { title: 'brotli kB', align: 'right' },
    ],
    [
      ...others.map(row),
      null,
      [
        `all JS (${bundle.chunks.filter((c) => c.role !== 'stylesheet').length} files)`,
        '',
        kB(bundle.totals.js.raw),
        kB(bundle.totals.js.gzip9),
        kB(bundle.totals.js.brotli11),
      ],
      ['all CSS', '', kB(bundle.totals.css.raw), kB(bundle.totals.css.gzip9), kB(bundle.totals.css.brotli11)],
    ],
  );
  return `${initial}\n\n${all}`;
}

function lighthouseTable(pages: PageSummary[], checks: TargetCheck[]): string {
  const rows: Array<string[] | null> = [];
  const fmt = (k: MetricKey | 'score', v: number | null) =>
    v === null ? '–' : k === 'cls' ? v.toFixed(3) : k === 'score' ? String(v) : fmtInt(v);
  const result = (page: string, prefix: string) => {
    const c = checks.find((x) => x.endpoint === page && x.subject === 'lighthouse' && x.name.includes(prefix));
    return c ? (c.pass === null ? '–' : c.pass ? 'PASS' : 'FAIL') : '';
  };
  const targets: Record<string, [string, string]> = {
    score: [`≥ ${WEB_TARGETS.performanceScore}`, 'performance score'],
    lcp: [`≤ ${fmtInt(WEB_TARGETS.lcpMs)}`, 'LCP'],
    tbt: [`≤ ${WEB_TARGETS.tbtMs}`, 'TBT'],
    cls: [`≤ ${WEB_TARGETS.cls}`, 'CLS'],
  };
  for (const p of pages) {
    if (rows.length) rows.push(null);
    const lines: Array<[MetricKey | 'score', string, { median: number | null; values: Array<number | null> }]> = [
      ['score', 'performance score', p.score],
      ['fcp', 'FCP ms', p.metrics.fcp],
      ['lcp', 'LCP ms', p.metrics.lcp],
      ['tbt', 'TBT ms', p.metrics.tbt],
      ['cls', 'CLS', p.metrics.cls],
      ['si', 'Speed Index ms', p.metrics.si],
    ];
    for (const [k, label, m] of lines) {
      rows.push([
        `${p.page} ${p.path}`,
        label,
        fmt(k, m.median),
        m.values.map((v) => fmt(k, v)).join('  '),
        targets[k]?.[0] ?? '',
        targets[k] ? result(p.page, targets[k][1]) : '',
      ]);
    }
  }
  return formatTable(
    [
      { title: 'page' },
      { title: 'metric' },
      { title: 'median', align: 'right' },
      { title: 'runs 1…n' },
      { title: 'target' },
      { title: 'result' },
    ],
    rows,
  );
}

function scriptsTable(pages: PageSummary[]): string {
  return formatTable(
    [
      { title: 'JS loaded (representative run)' },
      { title: 'files', align: 'right' },
      { title: 'transferred kB', align: 'right' },
      { title: 'uncompressed kB', align: 'right' },
      { title: 'beyond home’s initial JS' },
    ],
    pages.map((p) => [
      `${p.page} ${p.path}${p.lighthouseMedianRun ? ` (run ${p.lighthouseMedianRun})` : ''}`,
      String(p.scripts.count),
      kB(p.scripts.transferBytes),
      kB(p.scripts.resourceBytes),
      p.scripts.notInitial.count
        ? `${p.scripts.notInitial.count} files, ${kB(p.scripts.notInitial.transferBytes)} kB transferred, ${kB(p.scripts.notInitial.resourceBytes)} kB uncompressed: ${p.scripts.notInitial.files.map((f) => f.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')).join(', ')}`
        : 'none',
    ]),
  );
}

function machineTable(runs: LighthouseRun[]): string {
  return formatTable(
    [
      { title: 'run' },
      { title: 'page' },
      { title: 'score', align: 'right' },
      { title: 'TBT ms', align: 'right' },
      { title: 'benchmarkIndex', align: 'right' },
      { title: 'cpu chromium', align: 'right' },
      { title: 'cpu server', align: 'right' },
      { title: 'cpu lighthouse', align: 'right' },
      { title: 'cpu other', align: 'right' },
      { title: 'load 1m', align: 'right' },
      { title: 's', align: 'right' },
    ],
    runs.map((r) => [
      r.warmup ? 'warm-up' : String(r.run),
      r.page,
      r.score === null ? '–' : String(r.score),
      r.metrics.tbt === null ? '–' : fmtInt(r.metrics.tbt),
      r.benchmarkIndex === null ? '–' : fmtInt(r.benchmarkIndex),
      fmtPct(r.cpu?.browserPercent),
      fmtPct(r.cpu?.serverPercent),
      fmtPct(r.cpu?.benchPercent),
      fmtPct(r.cpu?.otherPercent),
      r.loadAverageBefore[0]!.toFixed(2),
      (r.durationMs / 1000).toFixed(0),
    ]),
  );
}

export async function runWebSuite(ctx: SuiteContext, options: WebSuiteOptions): Promise<SuiteOutcome> {
  const warnings = webBuildWarnings(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  if (!existsSync(apiServer(ctx.repoRoot).file))
    throw new Error(`The API is not built (${apiServer(ctx.repoRoot).file} missing). Run: npm run build`);

  ctx.log('  bundle sizes of apps/web/dist (a private copy)…');
  const snapshot = await snapshotDist(ctx);
  const bundle = snapshot.bundle;
  bundle.builtAt = snapshot.builtAt;
  bundle.distDir = `apps/web/dist (copied at ${new Date().toISOString()}, built ${snapshot.builtAt})`;

  const serverLog: Parameters<typeof lighthouseRuns>[3] = {};
  let runs: LighthouseRun[] = [];
  let failure: string | null = null;
  const loadBefore = loadAverages();
  try {
    if (options.runs > 0) runs = await lighthouseRuns(ctx, options, snapshot.dir, serverLog);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    ctx.log(`  Lighthouse failed: ${failure}`);
  } finally {
    await rm(snapshot.dir, { recursive: true, force: true });
  }
  const loadAfter = loadAverages();
  const initialFiles = new Set(bundle.initialJs.files.map((f) => f.file));
  const pages =
    options.runs > 0 && !failure
      ? await Promise.all(options.pages.map((p) => summarize(p, runs, ctx.repoRoot, initialFiles)))
      : [];
  const checks = evaluate(bundle, pages);
  const measured = runs.filter((r) => !r.warmup);
  const others = measured.map((r) => r.cpu?.otherPercent).filter((x): x is number => typeof x === 'number');
  const bench = measured.map((r) => r.benchmarkIndex).filter((x): x is number => typeof x === 'number');

  const notes = [
    ...warnings,
    `Initial JavaScript of home = the classic scripts and the module entry of dist/index.html plus everything the entry imports statically, plus the dictionary chunk boot.js fetches for an Arabic visitor (data-dictionary-ar: the texts the first render needs) and its imports (found from ${bundle.graphFrom}; index.html's modulepreload links list the same files${bundle.initialJs.notPreloaded.length || bundle.initialJs.preloadedButNotImported.length ? ` — EXCEPT: not preloaded ${JSON.stringify(bundle.initialJs.notPreloaded)}, preloaded but not imported ${JSON.stringify(bundle.initialJs.preloadedButNotImported)}` : ''}). Lazy route chunks (login, contact, the flight form's pickers…) are not counted. Sizes: raw, gzip level 9 and brotli quality 11 computed here; the server sends the build's own .br/.gz files (in the JSON as "served"). 1 KB = 1,000 bytes.`,
    `Lighthouse ${packageVersion('lighthouse') ?? '(version unknown)'}: performance category only, default settings = mobile form factor (Moto G Power emulation, 412×823), simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU slowdown applied to the observed trace); a fresh headless Chromium (${options.chromePath}) per run with ${CHROME_FLAGS.join(' ')} (the last flag makes every host but 127.0.0.1 unresolvable, so nothing can reach the internet; every run's requests are also checked: ${pages.some((p) => p.externalRequests.length) ? 'SOME WERE EXTERNAL' : 'none left 127.0.0.1'}). chrome-launcher adds its defaults (${chromeLauncherDefaultFlags().length} flags, in the JSON). One discarded warm-up run, then ${options.runs} runs per page with the pages interleaved; medians are per metric.`,
    `Server: ${apiServer(ctx.repoRoot).label} with NODE_ENV=production, LOG_LEVEL=warn, SEED_DEMO=true (the default: demo content on the home page), PGlite on a fresh temporary DATA_DIR, on 127.0.0.1, serving a private copy of apps/web/dist (WEB_DIST) — the same files the sizes are of, safe from rebuilds meanwhile${snapshot.attempts > 1 ? `; the copy took ${snapshot.attempts} attempts because the web app was being rebuilt` : ''}.`,
    `The machine is shared with other work: load average ${loadBefore.join(' / ')} (1/5/15 min) before and ${loadAfter.join(' / ')} after the suite; busy ${serverLog.busyBeforePercent ?? '–'} % of one core just before the runs; "cpu other" (other people's processes) during the measured runs ${others.length ? `${Math.min(...others)}–${Math.max(...others)} %, median ${median(others)} %` : '–'} of one core; Lighthouse's benchmarkIndex ${bench.length ? `${Math.min(...bench)}–${Math.max(...bench)}, median ${median(bench)}` : '–'}. Simulated throttling multiplies the CPU time observed in the trace, so a busy machine raises TBT, LCP and lowers the score: on a quiet machine the figures would be better; compare runs only by their benchmarkIndex and "cpu other".`,
  ];
  if (failure) notes.push(`Lighthouse part failed: ${failure}`);
  for (const r of serverLog.failedAttempts ?? [])
    notes.push(
      `${r.page} run ${r.run}: an attempt failed (${r.runtimeError ?? 'no score'}) and was run again; it is under failedAttempts.`,
    );
  for (const p of pages) {
    if (p.medianRunError) notes.push(`${p.page}: Lighthouse's median run not found: ${p.medianRunError}`);
    const r = p.representative;
    if (!r) continue;
    const ms = (o: Record<string, number>) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${fmtInt(v)}`)
        .join(', ');
    notes.push(
      `${p.page} (run ${p.lighthouseMedianRun ?? '?'}): LCP element ${p.lcpElement ?? '–'} (${ms(r.lcpPhases) || 'no breakdown'} ms); main thread ${ms(r.mainThreadMs)} ms (observed × the 4× simulated slowdown); costliest scripts ${r.bootup.map((b) => `${b.url} ${fmtInt(b.totalMs)} ms`).join(', ')}; layout shifts ${r.layoutShifts.length ? r.layoutShifts.map((l) => `${l.element} ${l.score}`).join(', ') : 'none'}.`,
    );
  }
  for (const r of measured) {
    if (r.runtimeError) notes.push(`${r.page} run ${r.run}: ${r.runtimeError}`);
    for (const w of r.runWarnings) notes.push(`${r.page} run ${r.run}: Lighthouse warning: ${w}`);
  }
  if (serverLog.shutdown && !serverLog.shutdown.graceful)
    notes.push(`The server did not shut down gracefully: exit code ${serverLog.shutdown.exitCode}.`);

  const tables = [bundleTable(bundle, checks[0])];
  if (pages.length) tables.push(lighthouseTable(pages, checks), scriptsTable(pages), machineTable(runs));
  return {
    headline: `bundle sizes of apps/web/dist (built ${snapshot.builtAt})${options.runs > 0 ? `; Lighthouse, ${options.runs} runs per page (${options.pages.join(', ')})` : ''}`,
    table: tables.join('\n\n'),
    targets: checks,
    notes,
    complete:
      !failure &&
      options.runs > 0 &&
      pages.every((p) => p.score.values.filter((v) => v !== null).length === options.runs),
    data: {
      settings: {
        lighthouseRunsPerPage: options.runs,
        pages: Object.fromEntries(options.pages.map((p) => [p, PAGES[p]])),
        chromePath: options.chromePath,
        chromeFlags: CHROME_FLAGS,
        chromeLauncherDefaultFlags: chromeLauncherDefaultFlags(),
        lighthouse: {
          flags: { onlyCategories: ['performance'], disableFullPageScreenshot: true },
          preset: 'default config: mobile form factor, simulated throttling',
        },
        server: serverLog.server ?? null,
        kilobyte: 1000,
      },
      machineLoad: {
        loadAverageBeforeSuite: loadBefore,
        loadAverageAfterSuite: loadAfter,
        busyPercentBeforeRuns: serverLog.busyBeforePercent ?? null,
        cpuOtherPercentDuringRuns: others,
        benchmarkIndex: bench,
        note: 'The machine was shared with other work (builds and tests) during the run; see cpu other per run.',
      },
      targets: WEB_TARGETS,
      bundle,
      pages,
      runs,
      failedAttempts: serverLog.failedAttempts ?? [],
      serverShutdown: serverLog.shutdown ?? null,
    },
  };
}
