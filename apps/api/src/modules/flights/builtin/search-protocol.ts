import type { FlightSearch } from '@portal/contracts/flights';
import type { NetworkData } from './loaded-network.js';

/*
 * Messages between the main thread and the built-in supplier's search workers (`search-pool.ts`,
 * `search-worker.ts`). Compact on purpose: a search sends its query and a few strings, a worker answers with
 * the answer's bytes (transferred, not copied) and the session's offers as JSON; the network goes to a worker
 * once per version.
 */

export type ToWorker =
  | { type: 'network'; id: number; data: NetworkData }
  | {
      type: 'search';
      job: number;
      /** The network to search (sent before, by id). */
      net: number;
      /** The supplier's generation: priced slices of an older one are not reused. */
      generation: number;
      /** The agency's day in Baghdad (days ahead, and so demand, count from it). */
      today: string;
      query: FlightSearch;
      currency: { code: string; rate: string };
      /** The answer's JSON before its `offers` member, and after its dictionaries. */
      prefix: string;
      suffix: string;
    }
  | { type: 'sold'; request: number; entries: Array<[string, number]> | null };

export type FromWorker =
  /** Seats sold are read on the main thread (it holds the database and the seat cache): for these legs. */
  | { type: 'sold'; job: number; request: number; keys: string[]; dates: string[] }
  | { type: 'done'; job: number; body: Uint8Array; stored: string }
  | { type: 'failed'; job: number; message: string };
