#!/usr/bin/env node
// sqlmap (Debian's package: apt-get install sqlmap) against the portal's searches, its booking list's free-text
// search, the back office's desk search and a booking (issue 21): starts the API on a fresh embedded database,
// signs in as the demo customer and staff, runs sqlmap on every target and writes bench/results/sqlmap.json and
// .md, with every request sqlmap sent and the status it got (its traffic log). Exits 1 if sqlmap finds any
// parameter injectable or a payload is answered with a 5xx, 2 if it could not run.
//
//   node scripts/sqlmap-proof.mjs                  # level 2, risk 1
//   SQLMAP_LEVEL=3 SQLMAP_RISK=2 node scripts/sqlmap-proof.mjs
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const level = process.env.SQLMAP_LEVEL ?? '2';
const risk = process.env.SQLMAP_RISK ?? '1';
const port = Number(process.env.SQLMAP_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;

if (spawnSync('sqlmap', ['--version']).status !== 0) {
  console.error('sqlmap-proof: sqlmap is not installed (apt-get install -y sqlmap)');
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-sqlmap-'));
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps', 'api'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
    FLIGHT_SEARCH_WORKERS: '0',
    MAIL_QUEUE_INTERVAL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function ready() {
  for (let i = 0; i < 900; i++) {
    if (server.exitCode !== null) throw new Error('the API exited while starting');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not become ready');
}

async function api(url, { body, token } = {}) {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

await ready();
const customer = (await api('/api/v1/auth/login', { body: { email: 'customer@demo.iq', password: 'Demo12345!' } }))
  .token;
const staff = (await api('/api/v1/auth/login', { body: { email: 'admin@demo.iq', password: 'Demo12345!' } })).token;
// A tour selection to book (on hold: no money moves, whatever sqlmap sends).
const tour = await api('/api/v1/tours/istanbul-classic-from-basra');
const departure = tour.departures.find((d) => d.starts_on >= day(12));
const selection = await api('/api/v1/tour-selections', {
  token: customer,
  body: { departure_id: departure.id, category: 'seats', option: 'double', adults: 1, children: 0 },
});

const json = (value) => JSON.stringify(value);
const targets = [
  {
    name: 'flight search',
    url: '/api/v1/flight-searches',
    data: json({ trip: 'oneway', slices: [{ origin: 'BGW', destination: 'IST', date: day(20) }], adults: 1 }),
  },
  {
    name: 'hotel search',
    url: '/api/v1/hotel-searches',
    data: json({
      destination: 'istanbul',
      check_in: day(20),
      check_out: day(23),
      nationality: 'IQ',
      rooms: [{ adults: 2 }],
    }),
  },
  { name: 'tour search', url: '/api/v1/tour-searches', data: json({ from: 'baghdad', to: 'all' }) },
  {
    name: 'cruise search',
    url: '/api/v1/cruise-searches',
    data: json({ depart: 'all', destination: 'all', duration: 'any' }),
  },
  {
    name: 'insurance search',
    url: '/api/v1/insurance-searches',
    data: json({ nationality: 'IQ', destination: 'DE', duration: 15, ages: [35] }),
  },
  {
    name: 'car search',
    url: `/api/v1/car-search?destination=najaf&pickup=${day(20)}T10:00&dropoff=${day(23)}T10:00&age=30`,
  },
  { name: 'guide search', url: '/api/v1/guide-search?city=karbala&language=en' },
  { name: 'study programmes', url: '/api/v1/uguides?q=medicine&per_page=20' },
  { name: 'my bookings, free-text search', url: '/api/v1/bookings?q=ABC123&page=1', token: customer },
  { name: 'back office desk, free-text search', url: '/api/v1/admin/bookings?q=ABC123&page=1', token: staff },
  {
    name: 'tour booking (on hold)',
    url: '/api/v1/tour-bookings',
    token: customer,
    data: json({
      ref_id: selection.ref_id,
      accepted_total_iqd: selection.total.iqd,
      travellers: [
        {
          type: 'adult',
          first_name: 'Ali',
          last_name: 'Hassan',
          gender: 'male',
          date_of_birth: '1985-03-14',
          nationality: 'IQ',
          passport_number: 'A1234567',
          passport_expiry: '2035-01-01',
        },
      ],
      contact: { email: 'ali@example.iq', phone: '+964 770 123 4567' },
      terms_accepted: true,
      payment: { method: 'hold' },
    }),
  },
];

const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-sqlmap-out-'));
const results = [];
for (const [i, t] of targets.entries()) {
  // Every request sqlmap sends and the status it got, from its traffic log (`-t`): the figures of the proof report.
  const traffic = path.join(outDir, `traffic-${i}.txt`);
  const args = [
    '-u',
    `${base}${t.url}`,
    '--batch',
    '--dbms=PostgreSQL',
    `--level=${level}`,
    `--risk=${risk}`,
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outDir}`,
    '-t',
    traffic,
    '--headers',
    [`Content-Type: application/json`, ...(t.token ? [`Authorization: Bearer ${t.token}`] : [])].join('\n'),
    ...(t.data ? ['--data', t.data] : []),
  ];
  const started = Date.now();
  const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = `${run.stdout}\n${run.stderr}`;
  const injectable = /identified the following injection point|is vulnerable/i.test(out);
  const clean = /do not appear to be injectable|all tested parameters do not appear/i.test(out);
  // What the API answered sqlmap's payloads ("400 (Bad Request) - 68 times": refused by validation).
  const answers = /HTTP error codes detected during run:\s*\n([^\n]+)/.exec(out)?.[1]?.trim() ?? 'all 2xx';
  const tested = [...out.matchAll(/testing if (?:\(custom\) )?\w+ parameter '([^']+)' is dynamic/gi)].map((m) => m[1]);
  const statuses = existsSync(traffic)
    ? [...readFileSync(traffic, 'utf8').matchAll(/^HTTP response \[#\d+\] \((\d+)/gm)].map((m) => Number(m[1]))
    : [];
  const result = {
    name: t.name,
    url: t.url.split('?')[0],
    parameters: [...new Set(tested)],
    injectable,
    verdict: injectable ? 'INJECTABLE' : clean ? 'not injectable' : 'inconclusive',
    answers,
    requests: statuses.length,
    serverErrors: statuses.filter((code) => code >= 500).length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  results.push(result);
  console.log(`${result.verdict.padEnd(16)} ${t.name} (${result.parameters.length} parameters, ${result.seconds} s)`);
  if (result.verdict === 'inconclusive') console.log(out.split('\n').slice(-15).join('\n'));
}
rmSync(outDir, { recursive: true, force: true });

const report = {
  suite: 'sqlmap',
  date: new Date().toISOString(),
  sqlmap: spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0],
  settings: { level, risk, dbms: 'PostgreSQL' },
  targets: results,
  injectable: results.filter((r) => r.injectable).length,
  requests: results.reduce((n, r) => n + r.requests, 0),
  serverErrors: results.reduce((n, r) => n + r.serverErrors, 0),
};
const resultsDir = path.join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'sqlmap.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(
  path.join(resultsDir, 'sqlmap.md'),
  [
    `# sqlmap against the portal (${report.date.slice(0, 10)})`,
    '',
    `${report.sqlmap}, level ${level}, risk ${risk}, PostgreSQL payloads, on the embedded database.`,
    '',
    '| target | parameters tested | verdict | requests | 5xx | what the payloads were answered | seconds |',
    '|---|---|---|---:|---:|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} (\`${r.url}\`) | ${r.parameters.join(', ') || '—'} | ${r.verdict} | ${r.requests} | ${r.serverErrors} | ${r.answers} | ${r.seconds} |`,
    ),
    `| **total** | | ${report.injectable} injectable | ${report.requests} | ${report.serverErrors} | | |`,
    '',
  ].join('\n'),
);
console.log(`\n${report.injectable} injectable of ${results.length} targets; bench/results/sqlmap.json and .md`);
process.exit(
  report.injectable > 0 || report.serverErrors > 0 ? 1 : results.some((r) => r.verdict === 'inconclusive') ? 2 : 0,
);
