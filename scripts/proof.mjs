// `npm run proof` (issue 21, decision 141): every proof suite at its full size — the fuzzer over the OpenAPI
// description, the object-level authorisation matrix, the graceful stop, the database and Redis outages and the
// kill -9 crash cycles — on PGlite, then on PostgreSQL and Redis when they answer. Each suite writes its figures;
// this script gathers them into one report, bench/results/proof.json and bench/results/proof.md. Also: formula
// payloads in every export (src/proof/exports.test.ts), a process stopped behind nginx (PostgreSQL run) and
// stored XSS in Chromium over the production build (e2e/journeys/xss.test.ts).
//
//   PROOF_CRASH_CYCLES  kill -9 cycles per database (default 20)
//   TEST_DATABASE_URL   PostgreSQL for the second run (default postgres://postgres@127.0.0.1:5432/test)
//   TEST_REDIS_URL      Redis for the second run (default redis://127.0.0.1:6379)
//   PROOF_ONLY          `pglite` or `postgres` to run on one database only
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'portal-proof-'));
const resultsDir = path.join(root, 'bench', 'results');
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = process.env.PROOF_ONLY;

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

// The PGlite run must not see a PostgreSQL URL the caller may have set.
const { TEST_DATABASE_URL: _pg, TEST_REDIS_URL: _redis, ...baseEnv } = process.env;

function run(label, env, files = ['src/proof']) {
  console.log(`\n== proof suites on ${label}`);
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', ...files, '--no-file-parallelism'], {
    cwd: path.join(root, 'apps', 'api'),
    stdio: 'inherit',
    env: { ...baseEnv, PROOF_SIZE: 'full', PROOF_REPORT_DIR: reportDir, ...env },
  });
  return { label, passed: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const build = spawnSync('npm', ['run', 'build', '-w', 'packages/contracts'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const runs = [];
if (only !== 'postgres') runs.push(run('PGlite', {}));
if (only !== 'pglite') {
  if ((await reachable(pgUrl)) && (await reachable(redisUrl)))
    runs.push(
      // With them, the production layout too: one of two processes behind nginx stopped under load (decision 147).
      run('PostgreSQL and Redis', { TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl }, [
        'src/proof',
        'src/test/cluster.pg.test.ts',
      ]),
    );
  else console.log(`\n== PostgreSQL (${pgUrl}) or Redis (${redisUrl}) not reachable: their suites were not run`);
}

// Stored XSS in Chromium (e2e/journeys/xss.test.ts, decision 147): the production build, payloads through the
// API into every displayed text field, the portal's and the back office's pages opened as their users.
{
  console.log('\n== stored XSS in Chromium');
  const started = Date.now();
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const xss =
    built.status === 0 &&
    spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--test', 'journeys/xss.test.ts'], {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...baseEnv, PROOF_SIZE: 'full', PROOF_REPORT_DIR: reportDir },
    });
  runs.push({
    label: 'stored XSS in Chromium',
    passed: xss !== false && xss.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

// sqlmap against the searches, the free-text searches and a booking (scripts/sqlmap-proof.mjs, decision 142's
// neighbour in issue 21): its own report, bench/results/sqlmap.md; run when Debian's sqlmap is installed.
if (spawnSync('sqlmap', ['--version']).status === 0) {
  console.log('\n== sqlmap');
  const started = Date.now();
  const sqlmap = spawnSync(process.execPath, ['scripts/sqlmap-proof.mjs'], { cwd: root, stdio: 'inherit' });
  runs.push({
    label: 'sqlmap (bench/results/sqlmap.md)',
    passed: sqlmap.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
} else console.log('\n== sqlmap is not installed (apt-get install -y sqlmap): not run');

const suites = readdirSync(reportDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(reportDir, f), 'utf8')))
  .sort((a, b) => `${a.suite}@${a.database}`.localeCompare(`${b.suite}@${b.database}`));
rmSync(reportDir, { recursive: true, force: true });

const total = (key) => suites.reduce((n, s) => n + (s[key] ?? 0), 0);
const report = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  runs,
  totals: {
    requests: total('requests'),
    serverErrors: total('serverErrors'),
    crossUserSuccesses: total('crossUserSuccesses'),
    invariantsBroken: total('invariantsBroken'),
  },
  suites,
};
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'proof.json'), `${JSON.stringify(report, null, 2)}\n`);

const notes = (s) =>
  Object.entries(s.notes ?? {})
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : v}`)
    .join(', ');
const lines = [
  '# Proof report (`npm run proof`)',
  '',
  `${report.at}, Node ${report.node}, ${report.cpus} CPUs. Runs: ${runs
    .map((r) => `${r.label} ${r.passed ? 'passed' : 'FAILED'} in ${r.seconds} s`)
    .join('; ')}.`,
  '',
  '| suite | database | requests | 5xx | cross-user successes | invariants broken | details |',
  '|---|---|---:|---:|---:|---:|---|',
  ...suites.map(
    (s) =>
      `| ${s.suite} | ${s.database} | ${s.requests} | ${s.serverErrors} | ${s.crossUserSuccesses} | ${s.invariantsBroken} | ${notes(s)} |`,
  ),
  `| **total** | | ${report.totals.requests} | ${report.totals.serverErrors} | ${report.totals.crossUserSuccesses} | ${report.totals.invariantsBroken} | |`,
  '',
  '5xx: answers of 500 and above, except the 503 that a stopping process or an unreachable database must give.',
  'Cross-user successes: a 2xx to a caller the authorisation rule refuses. Invariants broken: for the crash suite,',
  'the checks after each kill; for the fuzzer, refusals that were not a problem+json with a code; for the faults,',
  'requests lost or answered wrongly; for the exports, cells a spreadsheet would run, payloads missing or numbers',
  'made text; for stored XSS, payloads that ran (dialogs, handlers, injected elements) or pages that did not show',
  'them as text; behind nginx, requests the client saw refused or unanswered.',
  '',
  ...suites
    .filter((s) => s.failures?.length)
    .flatMap((s) => [`## Failures: ${s.suite} on ${s.database}`, '', ...s.failures.map((f) => `- ${f}`), '']),
];
writeFileSync(path.join(resultsDir, 'proof.md'), `${lines.join('\n')}\n`);
console.log(`\n${lines.slice(0, 10 + suites.length).join('\n')}\n\nReport: bench/results/proof.md and proof.json`);
process.exit(runs.every((r) => r.passed) ? 0 : 1);
