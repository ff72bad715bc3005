/**
 * Upload memory (issue 21, hole 4): the API's peak resident memory while 50 users upload a large image each,
 * all at once. Starts the built API (`apps/api/dist/server.js`, as production runs it) on a fresh embedded
 * database for every scenario, registers the uploaders, sends the uploads in parallel and reads the server's
 * peak RSS (`VmHWM` in /proc/<pid>/status, the kernel's own high-water mark) before and after.
 *
 *   npm run build -w packages/contracts && npm run build -w apps/api
 *   npx tsx bench/upload-memory.ts --label after     # prints a table, writes bench/results/upload-memory.json
 *
 * Each run is kept in the JSON under its label, so a run on the code before a change (`--label before`) and one
 * after it sit side by side.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { solidPng } from '../apps/api/src/test/images.js';
import { machineInfo, writeJson } from './lib/results.js';
import { freePort, startServer, type ChildServer } from './lib/server.js';
import { fmtInt, formatTable } from './lib/table.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'current' },
    uploads: { type: 'string', default: '50' },
    out: { type: 'string', default: path.join(benchDir, 'results/upload-memory.json') },
    /** Another build of the API to measure (e.g. one of the code before a change), instead of apps/api/dist. */
    api: { type: 'string', default: path.join(repoRoot, 'apps/api/dist/server.js') },
  },
});
const UPLOADS = Number(values.uploads);

/** Forgets the process's high-water mark (Linux: `5` to clear_refs), so `VmHWM` covers what follows only. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Resident memory now and at its highest, in MiB, from the kernel's account of the process. */
function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

interface Scenario {
  key: string;
  label: string;
  side: number;
}

const SCENARIOS: Scenario[] = [
  { key: '50mp', label: '7071 × 7071 PNG (50.0 MP, the issue’s pixel bomb)', side: 7071 },
  { key: '24mp', label: '4898 × 4898 PNG (24.0 MP, just under the pixel limit)', side: 4898 },
];

async function runScenario(scenario: Scenario) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Every uploader comes from an address of its own (X-Forwarded-For), as real customers would.
    TRUST_PROXY: 'true',
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  let server: ChildServer | undefined;
  try {
    server = await startServer({
      name: 'API',
      args: [path.resolve(values.api!)],
      env,
      cwd: repoRoot,
      port,
      readyPath: '/readyz',
      readyTimeoutMs: 240_000,
    });
    const api = server.url;
    const tokens: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const res = await fetch(`${api}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
        body: JSON.stringify({
          name: `Uploader ${i}`,
          email: `uploader${i}@bench.example`,
          password: 'Bench12345!',
          password_confirmation: 'Bench12345!',
        }),
      });
      if (res.status !== 201) throw new Error(`register ${i}: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { data: { token: string } }).data.token);
    }
    const png = solidPng(scenario.side, scenario.side);
    // A customer signing in while the uploads run: argon2 shares Node's worker threads with image decoding.
    const signIn = async () => {
      const t0 = performance.now();
      const res = await fetch(`${api}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.201.0.1' },
        body: JSON.stringify({ email: 'uploader0@bench.example', password: 'Bench12345!' }),
      });
      await res.arrayBuffer();
      return performance.now() - t0;
    };
    const quietSignIn = await signIn();
    resetPeak(server.pid);
    const idle = memoryOf(server.pid);
    let sampledPeak = idle.rssMiB;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memoryOf(server!.pid).rssMiB);
    }, 25);
    const started = performance.now();
    let storming = true;
    const signIns: number[] = [];
    const probe = (async () => {
      await new Promise((r) => setTimeout(r, 100));
      while (storming && signIns.length < 20) signIns.push(await signIn());
    })();
    const results = await Promise.all(
      tokens.map(async (token, i) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
        const t0 = performance.now();
        const res = await fetch(`${api}/api/v1/uploads?purpose=receipt`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
          body: form,
        });
        const body = (await res.json()) as { code?: string };
        return { status: res.status, code: body.code ?? null, ms: performance.now() - t0 };
      }),
    );
    const wallMs = Math.round(performance.now() - started);
    storming = false;
    await probe;
    clearInterval(sampler);
    const after = memoryOf(server.pid);
    const statuses: Record<string, number> = {};
    for (const r of results) {
      const key = r.code ? `${r.status} ${r.code}` : String(r.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const slowest = Math.round(Math.max(...results.map((r) => r.ms)));
    return {
      scenario: scenario.key,
      image: scenario.label,
      fileBytes: png.length,
      uploads: UPLOADS,
      statuses,
      /** RSS just before the uploads, and the highest RSS from then until all were answered. */
      idleRssMiB: idle.rssMiB,
      peakRssMiB: Math.max(after.peakMiB, sampledPeak),
      rssAfterMiB: after.rssMiB,
      wallMs,
      slowestMs: slowest,
      signInMs: {
        quiet: Math.round(quietSignIn),
        duringUploads: signIns.map(Math.round),
        worstDuringUploads: signIns.length ? Math.round(Math.max(...signIns)) : null,
      },
      serverAlive: server.alive(),
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(path.resolve(values.api!)))
    throw new Error('The API is not built: npm run build -w packages/contracts && npm run build -w apps/api');
  const runs = [];
  for (const scenario of SCENARIOS) {
    process.stderr.write(`${scenario.label}: ${UPLOADS} parallel uploads…\n`);
    runs.push(await runScenario(scenario));
  }
  console.log(
    formatTable(
      [
        { title: 'image' },
        { title: 'file', align: 'right' },
        { title: 'answers' },
        { title: 'idle RSS', align: 'right' },
        { title: 'peak RSS', align: 'right' },
        { title: 'RSS after', align: 'right' },
        { title: 'all done in', align: 'right' },
        { title: 'sign-in alone / worst meanwhile', align: 'right' },
      ],
      runs.map((r) => [
        r.image,
        `${fmtInt(r.fileBytes / 1024)} KiB`,
        Object.entries(r.statuses)
          .map(([k, n]) => `${n}× ${k}`)
          .join(', '),
        `${r.idleRssMiB} MiB`,
        `${r.peakRssMiB} MiB`,
        `${r.rssAfterMiB} MiB`,
        `${fmtInt(r.wallMs)} ms`,
        `${r.signInMs.quiet} / ${r.signInMs.worstDuringUploads ?? '–'} ms`,
      ]),
    ),
  );
  const file = values.out!;
  const previous = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { runs?: Record<string, unknown> })
    : {};
  await writeJson(file, {
    suite: 'upload-memory',
    runs: {
      ...(previous.runs ?? {}),
      [values.label!]: {
        machine: machineInfo(repoRoot),
        api: path.relative(repoRoot, path.resolve(values.api!)),
        results: runs,
      },
    },
  });
  process.stderr.write(`written: ${path.relative(process.cwd(), file)}\n`);
}

await main();
