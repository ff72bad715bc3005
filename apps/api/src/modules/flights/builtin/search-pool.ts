import { Worker } from 'node:worker_threads';
import { startWorker } from '../../../lib/worker-thread.js';
import type { FlightSearch } from '@portal/contracts/flights';
import type { LoadedNetwork } from './loaded-network.js';
import type { FromWorker, ToWorker } from './search-protocol.js';

/** A search that takes this long is taken for a hung worker: it is stopped and restarted. */
const JOB_TIMEOUT_MS = 20_000;
/** Restart delays after a worker ended unexpectedly: doubling from the first while it keeps failing. */
const RESTART_FIRST_MS = 100;
const RESTART_MAX_MS = 30_000;
/** A worker that ran this long without failing counts as healthy again (its next failure restarts at once). */
const HEALTHY_AFTER_MS = 60_000;

/** Searches a worker may have in hand beyond the least busy one and still get the searches of its slices. */
const AFFINITY_SLACK = 1;

/** FNV-1a of a text, unsigned. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface PoolSearch {
  net: LoadedNetwork;
  generation: number;
  today: string;
  query: FlightSearch;
  currency: { code: string; rate: string };
  prefix: string;
  suffix: string;
}

/** A search answer made by a worker: its JSON bytes and the session's offers as JSON. */
export interface PoolAnswer {
  body: Buffer;
  stored: string;
}

export interface SearchPoolOptions {
  /** Worker threads; 0 = none (every search on the main thread). */
  size: number;
  /** Seats sold on these legs (`${key}|${date}|${cabin}` → sold), from the main thread's seat cache or database. */
  sold: (legs: Array<{ key: string; date: string }>) => Promise<Map<string, number>>;
  /** Told when a worker fails, hangs or cannot start (the search is then made on the main thread). */
  onProblem?: (message: string, error?: unknown) => void;
  /** Another worker script (tests: one that fails on purpose). */
  workerUrl?: URL;
  jobTimeoutMs?: number;
}

interface Pending {
  resolve: (answer: PoolAnswer | null) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker?: Worker;
  online: boolean;
  /** The network this worker has, by id. */
  netId?: number;
  pending: Map<number, Pending>;
  startedAt: number;
  failures: number;
  restartTimer?: NodeJS.Timeout;
  whenOnline?: Promise<void>;
}

/** The worker: the given file (tests), else search-worker beside this module (lib/worker-thread.ts). */
function newWorker(url: URL | undefined): Worker {
  if (url) return new Worker(url, { name: 'flight-search' });
  return startWorker(import.meta.url, 'search-worker', { name: 'flight-search' });
}

export type SearchPool = ReturnType<typeof createSearchPool>;

/**
 * Worker threads that make the built-in supplier's search answers (decision 109): the main thread keeps
 * HTTP, the answer cache, sessions and the database; a worker combines and prices the offers and writes the
 * answer's JSON. Each worker keeps the network (sent once per version) and its own slice caches. A search
 * goes to the worker with the fewest searches in hand. When no worker is up (starting, failed, disabled)
 * `search` answers null and the caller searches on the main thread: no search waits for a worker to start,
 * and none is lost when one fails — its searches are answered on the main thread and it is started again.
 */
export function createSearchPool(options: SearchPoolOptions) {
  const timeoutMs = options.jobTimeoutMs ?? JOB_TIMEOUT_MS;
  const problem = options.onProblem ?? (() => undefined);
  const slots: Slot[] = Array.from({ length: Math.max(0, options.size) }, () => ({
    online: false,
    pending: new Map(),
    startedAt: 0,
    failures: 0,
  }));
  const networkIds = new WeakMap<LoadedNetwork, number>();
  let lastNetworkId = 0;
  let lastJob = 0;
  let started = false;
  let closed = false;
  let restarts = 0;

  /** Holds the process open only while the worker has searches in hand. */
  const keepAlive = (slot: Slot) => {
    if (!slot.worker) return;
    if (slot.pending.size > 0) slot.worker.ref();
    else slot.worker.unref();
  };

  function settle(slot: Slot, job: number): Pending | undefined {
    const p = slot.pending.get(job);
    if (!p) return undefined;
    slot.pending.delete(job);
    clearTimeout(p.timer);
    keepAlive(slot);
    return p;
  }

  function start(slot: Slot) {
    if (closed) return;
    let worker: Worker;
    try {
      worker = newWorker(options.workerUrl);
    } catch (e) {
      problem('a flight search worker could not start', e);
      scheduleRestart(slot);
      return;
    }
    slot.worker = worker;
    slot.online = false;
    slot.netId = undefined;
    slot.startedAt = Date.now();
    worker.unref();
    slot.whenOnline = new Promise((resolve) => {
      worker.once('online', () => {
        if (slot.worker === worker) slot.online = true;
        resolve();
      });
      worker.once('exit', () => resolve());
    });
    worker.on('message', (m: FromWorker) => onMessage(slot, worker, m));
    worker.on('error', (e) => problem('a flight search worker failed', e));
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      slot.online = false;
      // Its searches are made on the main thread instead.
      for (const job of [...slot.pending.keys()]) settle(slot, job)?.resolve(null);
      if (closed) return;
      problem(`a flight search worker stopped (exit code ${code}); starting another`);
      scheduleRestart(slot);
    });
  }

  function scheduleRestart(slot: Slot) {
    if (closed) return;
    if (Date.now() - slot.startedAt > HEALTHY_AFTER_MS) slot.failures = 0;
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** slot.failures);
    slot.failures++;
    slot.restartTimer = setTimeout(() => {
      slot.restartTimer = undefined;
      restarts++;
      start(slot);
    }, delay);
    slot.restartTimer.unref();
  }

  function onMessage(slot: Slot, worker: Worker, m: FromWorker) {
    switch (m.type) {
      case 'done': {
        const body = Buffer.from(m.body.buffer, m.body.byteOffset, m.body.byteLength);
        settle(slot, m.job)?.resolve({ body, stored: m.stored });
        break;
      }
      case 'failed':
        // The main thread searches again: the same code, so a real error shows there with its own stack.
        if (slot.pending.has(m.job)) problem(`a flight search failed in a worker: ${m.message}`);
        settle(slot, m.job)?.resolve(null);
        break;
      case 'sold': {
        const legs = m.keys.map((key, i) => ({ key, date: m.dates[i]! }));
        options.sold(legs).then(
          (sold) => {
            if (slot.worker === worker) post(worker, { type: 'sold', request: m.request, entries: [...sold] });
          },
          (error: unknown) => {
            // The database failed: the search fails as it would on the main thread.
            if (slot.worker === worker) post(worker, { type: 'sold', request: m.request, entries: null });
            settle(slot, m.job)?.reject(error);
          },
        );
        break;
      }
    }
  }

  function post(worker: Worker, message: ToWorker) {
    worker.postMessage(message);
  }

  function ensureStarted() {
    if (started || closed) return;
    started = true;
    for (const slot of slots) start(slot);
  }

  return {
    size: slots.length,

    /** Starts the workers (a search starts them too); resolves when each is up or has failed to start. */
    async start(): Promise<void> {
      ensureStarted();
      await Promise.all(slots.map((s) => s.whenOnline));
    },

    /**
     * The answer made by a worker, or null when none is up or the worker failed (search on the main thread
     * then). Rejects only with an error the search would have failed with on the main thread (the database's).
     */
    search(job: PoolSearch): Promise<PoolAnswer | null> {
      ensureStarted();
      const up = slots.filter((s) => s.online && s.worker);
      if (up.length === 0) return Promise.resolve(null);
      // The worker the first slice belongs to, unless it has more in hand than another: a worker prices a
      // slice it was not asked for before itself, so searches sharing a slice go to one worker where they can.
      let least = up[0]!;
      for (const s of up) if (s.pending.size < least.pending.size) least = s;
      const first = job.query.slices[0]!;
      const own = up[hashOf(`${first.origin}${first.destination}${first.date}`) % up.length]!;
      const slot = own.pending.size <= least.pending.size + AFFINITY_SLACK ? own : least;
      const chosen = slot;
      const worker = chosen.worker!;
      let netId = networkIds.get(job.net);
      if (netId === undefined) networkIds.set(job.net, (netId = ++lastNetworkId));
      const id = ++lastJob;
      return new Promise<PoolAnswer | null>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!chosen.pending.has(id) || chosen.worker !== worker) return;
          problem(`a flight search worker took more than ${timeoutMs} ms for one search; restarting it`);
          // Its exit hands its searches to the main thread and starts another worker.
          void worker.terminate();
        }, timeoutMs);
        timer.unref();
        chosen.pending.set(id, { resolve, reject, timer });
        keepAlive(chosen);
        try {
          if (chosen.netId !== netId) {
            post(worker, { type: 'network', id: netId, data: job.net.data });
            chosen.netId = netId;
          }
          post(worker, {
            type: 'search',
            job: id,
            net: netId,
            generation: job.generation,
            today: job.today,
            query: job.query,
            currency: job.currency,
            prefix: job.prefix,
            suffix: job.suffix,
          });
        } catch (e) {
          problem('a search could not be sent to a flight search worker', e);
          settle(chosen, id)?.resolve(null);
        }
      });
    },

    /** Workers up, and how often one was started again (for tests and diagnostics). */
    stats() {
      return { online: slots.filter((s) => s.online).length, restarts };
    },

    /** Terminates one worker as a crash would (tests). */
    async crashOne(): Promise<void> {
      const slot = slots.find((s) => s.worker);
      await slot?.worker?.terminate();
    },

    /** Stops the workers; searches in hand are answered on the main thread. */
    async close(): Promise<void> {
      closed = true;
      const ending: Array<Promise<number>> = [];
      for (const slot of slots) {
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        for (const job of [...slot.pending.keys()]) settle(slot, job)?.resolve(null);
        if (slot.worker) ending.push(slot.worker.terminate());
        slot.worker = undefined;
        slot.online = false;
      }
      await Promise.all(ending);
    },
  };
}
