import autocannon from 'autocannon';
import { cpuShare, cpuSnapshot, type CpuShare } from './cpu.js';

export interface LoadSpec {
  url: string;
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Seconds of the same load, thrown away, before measuring (0 = none). */
  warmup: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Called once for every connection autocannon opens (warm-up and measured run alike), to give it
   * its own headers or requests (autocannon's documented `setupClient` hook).
   */
  setupClient?: (client: autocannon.Client) => void;
  /**
   * Process ids for the CPU figures: the server, whether to add up PostgreSQL's processes, and a process tree of
   * the server's own counted apart (its PDF renderer and browser), so that "other" is only the machine's other work.
   */
  cpu?: { serverPid: number; postgres: boolean; browserPid?: number };
}

export interface Measurement {
  connections: number;
  durationSeconds: number;
  /** Mean of the per-second request counts (autocannon's "Req/Sec avg"). */
  requestsPerSecond: number;
  requestsPerSecondStdev: number;
  /** Responses received in the measured window. */
  responses: number;
  /** Requests sent in the window; those beyond `responses` were still in flight when it closed. */
  requestsSent: number;
  latencyMs: { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Count per HTTP status, e.g. { "201": 20345 }. */
  statusCodes: Record<string, number>;
  cpu: CpuShare | null;
  warmup: { seconds: number; responses: number; ok2xx: number; non2xx: number; errors: number } | null;
  /**
   * The measured window on the machine's monotonic clock in microseconds (`process.hrtime`), the clock a
   * server's `--cpu-prof` profile is stamped with, so its samples can be cut to this window.
   */
  windowMonotonicUs: { start: number; end: number };
}

/** CLOCK_MONOTONIC in microseconds: the time base of V8 CPU profiles on Linux. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

async function fire(spec: LoadSpec, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(spec.setupClient ? { setupClient: spec.setupClient } : {}),
    timeout: 10,
  });
}

/** A warm-up run and a measured run of the same load; the warm-up's figures are only kept as a count. */
export async function measure(spec: LoadSpec): Promise<Measurement> {
  let warmup: Measurement['warmup'] = null;
  if (spec.warmup > 0) {
    const w = await fire(spec, spec.warmup);
    warmup = {
      seconds: spec.warmup,
      responses: w['1xx'] + w['2xx'] + w['3xx'] + w['4xx'] + w['5xx'],
      ok2xx: w['2xx'],
      non2xx: w.non2xx,
      errors: w.errors,
    };
  }
  const before = spec.cpu ? cpuSnapshot(spec.cpu.serverPid, spec.cpu.postgres, spec.cpu.browserPid) : null;
  const start = monotonicUs();
  const r = await fire(spec, spec.duration);
  const end = monotonicUs();
  const after = spec.cpu ? cpuSnapshot(spec.cpu.serverPid, spec.cpu.postgres, spec.cpu.browserPid) : null;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    connections: spec.connections,
    durationSeconds: r.duration,
    requestsPerSecond: round(r.requests.average, 1),
    requestsPerSecondStdev: round(r.requests.stddev, 1),
    responses: r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'],
    requestsSent: r.requests.sent,
    latencyMs: {
      average: round(r.latency.average),
      p50: r.latency.p50,
      p90: r.latency.p90,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    throughputBytesPerSecond: Math.round(r.throughput.average),
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    cpu: before && after ? cpuShare(before, after) : null,
    warmup,
    windowMonotonicUs: { start, end },
  };
}
