/**
 * The server's documents (issue 20, decision 136): PDFs per second and their p97.5 for an Arabic itinerary receipt
 * at 4 concurrent requests, printed by the API's headless Chromium from the web app's document page; and the p97.5
 * of another API answer (a booking read as JSON) alone and while the PDFs are being made, to show that rendering
 * does not hold up the API's event loop. PGlite only: the documents read a few rows, the browser does the work.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadApi, prepareDatabase } from './lib/api.js';
import { measure, type Measurement } from './lib/load.js';
import { freePort, startServer } from './lib/server.js';
import { fmtInt, fmtMs, formatTable } from './lib/table.js';
import type { SuiteContext, SuiteOutcome, TargetCheck } from './lib/suite.js';

export const PDF_TARGETS = { connections: 4, otherConnections: 4, maxOtherSlowdownMs: 50 };

export interface PdfSuiteOptions {
  duration: number;
  warmup: number;
}

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
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    return {
      table: 'Chromium is not installed: no PDFs to measure.',
      targets: [],
      notes: ['skipped: apt-get install -y chromium'],
      complete: false,
      data: {},
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pdf-'));
  try {
    ctx.log('  pglite: migrating and seeding…');
    const prepared = await prepareDatabase(api, { dataDir, count: 1, fundMinor: 100_000_000n });
    const token = prepared.accounts[0]!.token;
    const port = await freePort();
    const server = await startServer({
      name: 'API on pglite',
      args: [path.join(api.distDir, 'server.js')],
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
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

      ctx.log(`  other answer alone (${PDF_TARGETS.otherConnections} conns)…`);
      const alone = await measure({
        url: otherUrl,
        connections: PDF_TARGETS.otherConnections,
        duration: options.duration,
        warmup: options.warmup,
        headers: auth,
        cpu: { serverPid: server.pid, postgres: false },
      });
      ctx.log(`  PDFs at ${PDF_TARGETS.connections} conns, the other answer beside them…`);
      const [pdf, beside] = await Promise.all([
        measure({
          url: pdfUrl,
          connections: PDF_TARGETS.connections,
          duration: options.duration,
          warmup: options.warmup,
          headers: auth,
          cpu: { serverPid: server.pid, postgres: false },
        }),
        measure({
          url: otherUrl,
          connections: PDF_TARGETS.otherConnections,
          duration: options.duration,
          warmup: options.warmup,
          headers: auth,
        }),
      ]);
      const pdfsPerSecond = Math.round((pdf.ok2xx / pdf.durationSeconds) * 100) / 100;
      const slower = beside.latencyMs.p97_5 - alone.latencyMs.p97_5;
      targets.push({
        name: `the other answer's p97.5 grows by ≤ ${PDF_TARGETS.maxOtherSlowdownMs} ms while PDFs are made`,
        subject: 'pglite',
        endpoint: 'GET /bookings/:id',
        connections: PDF_TARGETS.otherConnections,
        measured: `alone ${fmtMs(alone.latencyMs.p97_5)} ms, beside PDFs ${fmtMs(beside.latencyMs.p97_5)} ms`,
        pass: slower <= PDF_TARGETS.maxOtherSlowdownMs && beside.non2xx === 0 && beside.errors === 0,
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
        `PDF_CONCURRENCY is the API's default (2 pages at once); requests beyond it wait in the renderer's queue`,
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
        headline: `${options.duration} s per run after ${options.warmup} s warm-up, PGlite`,
        data: {
          firstPdfMs: firstMs,
          pdfBytes: firstBytes.length,
          pdfsPerSecond,
          pdf,
          otherAlone: alone,
          otherBesidePdfs: beside,
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
