import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ShutdownReport {
  signal: 'SIGTERM';
  /** Exit code after SIGTERM; 0 means the server finished in-flight work and closed its database. */
  exitCode: number | null;
  /** Set when the process died of a signal instead of exiting (e.g. SIGKILL after the timeout). */
  killedBy: string | null;
  durationMs: number;
  /** True when the process had already exited (crashed or was killed by someone else) before the SIGTERM. */
  exitedBeforeStop: boolean;
  graceful: boolean;
}

export interface ChildServer {
  name: string;
  pid: number;
  /** http://127.0.0.1:PORT */
  url: string;
  startupMs: number;
  /** The last lines the process wrote to stdout and stderr, for error reports. */
  logTail(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** How it ended, if it has. */
  exitStatus(): string | null;
  /** SIGTERM, then wait for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<ShutdownReport>;
}

const running = new Set<ChildProcess>();

// A crashed or interrupted bench must not leave servers holding ports or the PGlite directory.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  name: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  port: number;
  /** Polled until it answers 200. */
  readyPath: string;
  readyTimeoutMs?: number;
}

/** Starts `node <args>` as a child process and waits until `readyPath` answers 200. */
export async function startServer(options: StartOptions): Promise<ChildServer> {
  const started = performance.now();
  // BENCH_API_NODE_ARGS: extra `node` flags for every server a suite starts (profiling, GC experiments).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...options.args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((e) => (exit = e));

  const url = `http://127.0.0.1:${options.port}`;
  const logTail = () => lines.slice(-40).join('\n');
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exit)
      throw new Error(
        `${options.name} exited during start-up (code ${exit.code}, signal ${exit.signal}):\n${logTail()}`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${options.name} did not answer ${options.readyPath} within ${options.readyTimeoutMs ?? 90_000} ms:\n${logTail()}`,
      );
    }
    try {
      const res = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  const startupMs = Math.round(performance.now() - started);

  return {
    name: options.name,
    pid: child.pid!,
    url,
    startupMs,
    logTail,
    alive: () => !exit,
    exitStatus: () => (exit ? `exit code ${exit.code}${exit.signal ? `, signal ${exit.signal}` : ''}` : null),
    async stop(timeoutMs = 20_000) {
      const t0 = performance.now();
      const exitedBeforeStop = exit !== undefined;
      if (!exitedBeforeStop) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return {
        signal: 'SIGTERM',
        exitCode: result.code,
        killedBy: result.signal,
        durationMs: Math.round(performance.now() - t0),
        exitedBeforeStop,
        graceful: result.code === 0 && !exitedBeforeStop,
      };
    },
  };
}
