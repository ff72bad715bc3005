/**
 * The server's documents (issue 20, decision 136): PDFs per second and their p97.5 for an Arabic itinerary receipt
 * at 4 concurrent requests, printed by the API's headless Chromium from the web app's document page; and the p97.5
 * of another API answer (a booking read as JSON) alone and while the PDFs are being made, to show that rendering
 * does not hold up the API's event loop. PGlite only: the documents read a few rows, the browser does the work.
 *
 * The machine is shared, and its other work moves a latency by more than the PDFs do, so the two are measured in
 * rounds, back to back (decision 146): each round measures the JSON answer alone, then beside the PDFs, and the
 * check takes the median of the rounds' differences. The API's and the renderer's CPU per PDF are reported too:
 * what rendering costs the API's own process does not depend on the machine's other work.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadApi, prepareDatabase } from './lib/api.js';
import { measure, type Measurement } from './lib/load.js';
import { processTreeSeconds } from './lib/cpu.js';
import { freePort, startServer } from './lib/server.js';
import { fmtInt, fmtMs, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

export const PDF_TARGETS = { connections: 4, otherConnections: 4, maxOtherSlowdownMs: 50 };

export interface PdfSuiteOptions {
  duration: number;
  warmup: number;
  /** Rounds of (alone, beside the PDFs); `BENCH_PDF_ROUNDS`, default 3. */
  rounds?: number;
}

/** CPU seconds of one process (its own threads, not its children). */
function ownCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The API's default PDF_CONCURRENCY (apps/api/src/config.ts, decision 149): half the cores, at least one. */
const defaultPdfConcurrency = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

/** The API's PDF renderer process (decision 146): the server's child running `pdf-render-host`. */
function rendererOf(serverPid: number): number | undefined {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== serverPid) continue;
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('pdf-render-host')) return Number(entry);
      } catch {
        // exited meanwhile
      }
    }
  } catch {
    // no /proc: the renderer's CPU is counted as other work
  }
  return undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A direct Baghdad–Dubai flight booked by the bench customer, paid from the wallet. */
async function bookFlight(url: string, token: string): Promise<{ id: string; reference: string }> {
  const json = { 'content-type': 'application/json' };
  const search = await fetch(`${url}/api/v1/flight-searches`, {
    method: 'POST',
    headers: { ...json, _currency: 'IQD' },
    body: JSON.stringify({
      trip: 'oneway',
      slices: [{ origin: 'BGW', destination: 'DXB', date: day(30) }],
      adults: 1,
      children: 0,
      infants: 0,
    }),
  });
  type Offer = {
    id: string;
    slices: Array<{ stops: number }>;
    fares: Array<{ family: string; total: { iqd: string } }>;
  };
  const found = ((await search.json()) as { data: { session_id: string; offers: Offer[] } }).data;
  const offer = found.offers.find((o) => o.slices[0]!.stops === 0) ?? found.offers[0]!;
  const fare = offer.fares[0]!;
  const res = await fetch(`${url}/api/v1/flight-bookings`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}`, 'idempotency-key': `bench-pdf-${Date.now()}` },
    body: JSON.stringify({
      session_id: found.session_id,
      offer_id: offer.id,
      fare_family: fare.family,
      accepted_total_iqd: fare.total.iqd,
      passengers: [
        {
          type: 'adult',
          first_name: 'Mustafa',
          last_name: 'Al-Jubouri',
          gender: 'male',
          date_of_birth: '1984-02-11',
          nationality: 'IQ',
          country: 'IQ',
          passport_number: 'A77881234',
          passport_expiry: day(900),
        },
      ],
      contact: { email: 'mustafa@example.iq', phone: '+964 770 555 7788' },
      billing: { address1: 'Mansour, Street 14', city: 'Baghdad', terms_accepted: true },
      payment: { method: 'wallet', currency: 'IQD' },
    }),
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string; reference: string } }).data;
}

export async function runPdfSuite(ctx: SuiteContext, options: PdfSuiteOptions): Promise<SuiteOutcome> {
  const { api, warnings } = await loadApi(ctx.repoRoot);
  for (const w of warnings) ctx.log(`  warning: ${w}`);
  const notes: string[] = [...warnings];
  const targets: TargetCheck[] = [];
  const roundCount = options.rounds ?? Math.max(1, Number(process.env.BENCH_PDF_ROUNDS ?? 3));
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    return {
      table: 'Chromium is not installed: no PDFs to measure.',
      targets: [],
      notes: ['skipped: apt-get install -y chromium'],
      complete: false,
      data: {},
    };
  }
  // Pages printed at once: the API's default unless `BENCH_PDF_CONCURRENCY` sets PDF_CONCURRENCY for a comparison.
  const concurrency = process.env.BENCH_PDF_CONCURRENCY;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pdf-'));
  try {
    ctx.log('  pglite: migrating and seeding…');
    const prepared = await prepareDatabase(api, { dataDir, count: 1, fundMinor: 100_000_000n });
    const token = prepared.accounts[0]!.token;
    const port = await freePort();
    const server = await startServer({
      name: 'API on pglite',
      args: [path.join(api.distDir, 'server.js')],
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...(concurrency ? { PDF_CONCURRENCY: concurrency } : {}),
      },
      cwd: ctx.repoRoot,
      port,
      readyPath: '/readyz',
    });
    try {
      const booking = await bookFlight(server.url, token);
      const auth = { authorization: `Bearer ${token}` };
      const pdfUrl = `${server.url}/api/v1/bookings/${booking.id}/document.pdf?lang=ar`;
      const otherUrl = `${server.url}/api/v1/bookings/${booking.id}`;
      // The first document starts the browser; its time is reported apart.
      const t0 = performance.now();
      const first = await fetch(pdfUrl, { headers: auth });
      const firstBytes = Buffer.from(await first.arrayBuffer());
      const firstMs = Math.round(performance.now() - t0);
      if (first.status !== 200)
        throw new Error(
          `PDF answered ${first.status}: ${firstBytes.toString().slice(0, 300)}\nserver log:\n${server.logTail()}`,
        );
      let checked = 'pdftotext not installed';
      try {
        const text = execFileSync('pdftotext', ['-', '-'], { input: firstBytes }).toString('utf8');
        checked = text.includes(booking.reference) && text.includes('Mustafa') ? 'reference and name found' : 'MISSING';
      } catch {
        // poppler-utils absent: the check is reported as not made
      }
      ctx.log(`  first PDF ${firstMs} ms (browser start), ${firstBytes.length} bytes, text: ${checked}`);
      // The renderer's process (started by the first PDF), whose tree's CPU the rounds report apart.
      const cpu = { serverPid: server.pid, postgres: false, browserPid: rendererOf(server.pid) };

      // What one PDF costs the API's own process and everything below it (the renderer and its browser), in CPU.
      const cpuPerPdf = { apiMs: null as number | null, rendererMs: null as number | null };
      {
        const own0 = ownCpuSeconds(server.pid);
        const tree0 = processTreeSeconds(server.pid);
        const count = 6;
        await Promise.all(
          [0, 1].map(async () => {
            for (let i = 0; i < count / 2; i++) await (await fetch(pdfUrl, { headers: auth })).arrayBuffer();
          }),
        );
        const own1 = ownCpuSeconds(server.pid);
        const tree1 = processTreeSeconds(server.pid);
        if (own0 !== null && own1 !== null && tree0 !== null && tree1 !== null) {
          cpuPerPdf.apiMs = Math.round(((own1 - own0) * 1000) / count);
          cpuPerPdf.rendererMs = Math.round(((tree1 - tree0 - (own1 - own0)) * 1000) / count);
        }
        ctx.log(`  CPU per PDF: API process ${cpuPerPdf.apiMs} ms, renderer and browser ${cpuPerPdf.rendererMs} ms`);
      }

      const rounds: Array<{ alone: Measurement; beside: Measurement; pdf: Measurement }> = [];
      for (let round = 1; round <= roundCount; round++) {
        ctx.log(`  round ${round}/${roundCount}: the other answer alone (${PDF_TARGETS.otherConnections} conns)…`);
        const alone = await measure({
          url: otherUrl,
          connections: PDF_TARGETS.otherConnections,
          duration: options.duration,
          warmup: options.warmup,
          headers: auth,
          cpu,
        });
        ctx.log(
          `  round ${round}/${roundCount}: PDFs at ${PDF_TARGETS.connections} conns, the other answer beside them…`,
        );
        const [pdf, beside] = await Promise.all([
          measure({
            url: pdfUrl,
            connections: PDF_TARGETS.connections,
            duration: options.duration,
            warmup: options.warmup,
            headers: auth,
            cpu,
          }),
          measure({
            url: otherUrl,
            connections: PDF_TARGETS.otherConnections,
            duration: options.duration,
            warmup: options.warmup,
            headers: auth,
          }),
        ]);
        ctx.log(
          `    alone p97.5 ${alone.latencyMs.p97_5} ms, beside ${beside.latencyMs.p97_5} ms; ${pdf.ok2xx} PDFs, p97.5 ${pdf.latencyMs.p97_5} ms`,
        );
        rounds.push({ alone, beside, pdf });
      }
      const pdfOk = rounds.reduce((n, r) => n + r.pdf.ok2xx, 0);
      const pdfSeconds = rounds.reduce((n, r) => n + r.pdf.durationSeconds, 0);
      const pdfsPerSecond = Math.round((pdfOk / pdfSeconds) * 100) / 100;
      const slowdowns = rounds.map((r) => r.beside.latencyMs.p97_5 - r.alone.latencyMs.p97_5);
      const slower = median(slowdowns);
      // The round whose difference is the median's (the lower middle one for an even count) stands for the run.
      const typical =
        rounds[slowdowns.indexOf([...slowdowns].sort((a, b) => a - b)[Math.floor((slowdowns.length - 1) / 2)]!)]!;
      const { alone, beside } = typical;
      const pdf: Measurement = {
        ...typical.pdf,
        latencyMs: {
          ...typical.pdf.latencyMs,
          p97_5: Math.max(...rounds.map((r) => r.pdf.latencyMs.p97_5)),
          max: Math.max(...rounds.map((r) => r.pdf.latencyMs.max)),
        },
        ok2xx: pdfOk,
        non2xx: rounds.reduce((n, r) => n + r.pdf.non2xx, 0),
        errors: rounds.reduce((n, r) => n + r.pdf.errors, 0),
      };
      targets.push({
        name: `the other answer's p97.5 grows by ≤ ${PDF_TARGETS.maxOtherSlowdownMs} ms while PDFs are made (median of ${roundCount} back-to-back rounds)`,
        subject: 'pglite',
        endpoint: 'GET /bookings/:id',
        connections: PDF_TARGETS.otherConnections,
        measured: `alone → beside PDFs, per round: ${rounds.map((r) => `${fmtMs(r.alone.latencyMs.p97_5)} → ${fmtMs(r.beside.latencyMs.p97_5)} ms`).join('; ')} (median difference ${slower} ms)`,
        pass:
          slower <= PDF_TARGETS.maxOtherSlowdownMs &&
          rounds.every((r) => r.beside.non2xx === 0 && r.beside.errors === 0),
      });
      targets.push({
        name: 'every PDF answered 200',
        subject: 'pglite',
        endpoint: 'GET /bookings/:id/document.pdf?lang=ar',
        connections: PDF_TARGETS.connections,
        measured: `${pdf.ok2xx} × 200, ${pdf.non2xx} other, ${pdf.errors} errors`,
        pass: pdf.non2xx === 0 && pdf.errors === 0 && pdf.ok2xx > 0,
      });
      notes.push(
        `first PDF (Chromium started) ${firstMs} ms; text check: ${checked}`,
        `PDF_CONCURRENCY ${concurrency ?? `the API's default (${defaultPdfConcurrency()} here)`}; requests beyond it wait in the renderer's queue`,
        `CPU while the PDFs were made, per round (API / renderer and browser / the machine's other work): ${rounds
          .map(
            (r) =>
              `${r.pdf.cpu?.serverPercent ?? '?'} / ${r.pdf.cpu?.browserPercent ?? '?'} / ${r.pdf.cpu?.otherPercent ?? '?'} %`,
          )
          .join(
            '; ',
          )}; the API alone: ${rounds.map((r) => `${r.alone.cpu?.serverPercent ?? '?'} / other ${r.alone.cpu?.otherPercent ?? '?'} %`).join('; ')}`,
        `CPU per PDF: the API's process ${cpuPerPdf.apiMs} ms, the renderer's process and its browser ${cpuPerPdf.rendererMs} ms`,
        `PDF figures: every round's PDFs per second, and the highest round's p97.5; the JSON rows are the median round's`,
      );
      const row = (label: string, m: Measurement, conns: number, perSecond: string) => [
        label,
        String(conns),
        perSecond,
        fmtMs(m.latencyMs.p50),
        fmtMs(m.latencyMs.p97_5),
        fmtMs(m.latencyMs.max),
        String(m.non2xx + m.errors),
      ];
      const table = formatTable(
        [
          { title: 'request' },
          { title: 'conns', align: 'right' },
          { title: 'per s', align: 'right' },
          { title: 'p50 ms', align: 'right' },
          { title: 'p97.5 ms', align: 'right' },
          { title: 'max ms', align: 'right' },
          { title: 'failed', align: 'right' },
        ],
        [
          row('Arabic itinerary receipt PDF', pdf, PDF_TARGETS.connections, pdfsPerSecond.toFixed(2)),
          row('booking JSON, alone', alone, PDF_TARGETS.otherConnections, fmtInt(alone.requestsPerSecond)),
          row('booking JSON, beside the PDFs', beside, PDF_TARGETS.otherConnections, fmtInt(beside.requestsPerSecond)),
        ],
      );
      await server.stop();
      return {
        table,
        targets,
        notes,
        complete: true,
        headline: `${roundCount} rounds of ${options.duration} s alone and ${options.duration} s beside the PDFs, each after ${options.warmup} s warm-up, PGlite`,
        data: {
          firstPdfMs: firstMs,
          pdfBytes: firstBytes.length,
          pdfsPerSecond,
          cpuPerPdf,
          otherSlowdownMs: slower,
          pdf,
          otherAlone: alone,
          otherBesidePdfs: beside,
          rounds,
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
