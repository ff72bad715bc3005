/**
 * A search worker of the built-in flight supplier (`search-pool.ts`, decision 109): holds the network it was
 * sent (once per version) and its own slice caches, and turns a search into the answer's JSON bytes and the
 * session's offers — the same code as the in-process search (`slice-cache.ts`, `offers.ts`), so the same bytes.
 * Seats sold are asked of the main thread.
 */
import { parentPort } from 'node:worker_threads';
import type { Price } from '@portal/contracts/flights';
import { priceConverter } from '../../../lib/money.js';
import { networkFrom, type LoadedNetwork } from './loaded-network.js';
import { searchAnswerBody } from './offers.js';
import type { FromWorker, ToWorker } from './search-protocol.js';
import { createSliceCache } from './slice-cache.js';
import type { FlightLeg } from './flight-index.js';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread');

let network: { id: number; net: LoadedNetwork } | undefined;
let generation = 0;
const slices = createSliceCache(() => generation);
const converters = new Map<string, (iqd: bigint) => Price>();
let nextRequest = 0;
const waiting = new Map<number, { resolve: (sold: Map<string, number>) => void; reject: (e: Error) => void }>();

const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

function soldFor(job: number) {
  return (legs: FlightLeg[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      const request = ++nextRequest;
      waiting.set(request, { resolve, reject });
      post({
        type: 'sold',
        job,
        request,
        keys: legs.map((l) => l.schedule.key),
        dates: legs.map((l) => l.date),
      });
    });
}

async function search(m: Extract<ToWorker, { type: 'search' }>) {
  if (!network || network.id !== m.net) throw new Error(`network ${m.net} was not sent`);
  if (m.generation > generation) generation = m.generation;
  const conv = `${m.currency.code}|${m.currency.rate}`;
  let toPrice = converters.get(conv);
  if (!toPrice) converters.set(conv, (toPrice = priceConverter(m.currency.code, m.currency.rate)));
  const { offers, stored, names } = await slices.offers(network.net, m.query, m.today, toPrice, soldFor(m.job));
  const body = searchAnswerBody(m.prefix, names, offers, m.suffix);
  // Only a buffer of its own can be transferred (small ones share Node's pool).
  const own = body.byteOffset === 0 && body.buffer.byteLength === body.length ? body : Uint8Array.from(body);
  post({ type: 'done', job: m.job, body: own, stored: JSON.stringify(stored) }, [own.buffer as ArrayBuffer]);
}

port.on('message', (m: ToWorker) => {
  switch (m.type) {
    case 'network':
      network = { id: m.id, net: networkFrom(m.data) };
      break;
    case 'search':
      search(m).catch((e: unknown) =>
        post({ type: 'failed', job: m.job, message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
      );
      break;
    case 'sold': {
      const w = waiting.get(m.request);
      waiting.delete(m.request);
      if (!w) break;
      if (m.entries) w.resolve(new Map(m.entries));
      else w.reject(new Error('seats sold could not be read'));
      break;
    }
  }
});
