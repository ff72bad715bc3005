import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../test/global-setup.js';

/** What the proof suites share (decision 141): one outcome per request, a throwaway database, a TCP proxy. */

export interface Outcome {
  id: string;
  what: string;
  status: number | null;
  code?: string;
  detail?: string;
  /** The network error when no answer came (ECONNREFUSED, ECONNRESET…). */
  error?: string;
  startedAt: number;
  endedAt: number;
  body?: unknown;
}

/** One HTTP call with its own request id (the server logs it), never throwing: the outcome tells what happened. */
export async function attempt(
  base: string,
  what: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Outcome> {
  const id = randomUUID();
  const startedAt = Date.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-request-id': id,
        'accept-language': 'en',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const problem = body as { code?: string; detail?: string };
    return {
      id,
      what,
      status: res.status,
      code: problem?.code,
      detail: problem?.detail,
      startedAt,
      endedAt: Date.now(),
      body,
    };
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string; message?: string }; message?: string };
    const reason = e.name === 'TimeoutError' ? 'TIMEOUT' : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { id, what, status: null, error: String(reason), startedAt, endedAt: Date.now() };
  }
}

/** A PostgreSQL database of its own, cloned from the migrated template, and a folder for the process's files. */
export async function throwawayDatabase(baseUrl: string, template: string, prefix: string) {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  return {
    name,
    url: withDatabase(baseUrl, name),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test stops and starts: stopped, it closes its port
 * and cuts every connection, as a stopped or unreachable server would, without touching the shared server.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The request ids the server logged as received and as answered (pino's JSON lines, LOG_LEVEL=info). */
export function loggedRequests(output: string) {
  const received = new Set<string>();
  const answered = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { reqId?: string; msg?: string };
      if (!entry.reqId) continue;
      if (entry.msg === 'incoming request') received.add(entry.reqId);
      if (entry.msg === 'request completed') answered.add(entry.reqId);
    } catch {
      // a line cut by the kill
    }
  }
  return { received, answered };
}

/**
 * Fails unless nothing listens on the port: a server left there by another run would answer the readiness
 * check in place of the one a suite starts, and the suite would judge the wrong database.
 */
export async function expectFreePort(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is already in use: another proof run?`);
}
