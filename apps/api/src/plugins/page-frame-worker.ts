import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FrameFromWorker, FrameToWorker, RenderFrame } from './page-frame-protocol.js';

/**
 * The thread that draws results and detail pages (decision 144): it loads the web build's renderer and draws a
 * page per `draw`, its API requests asked of the main thread (`ask`), which answers them in-process. React's
 * rendering takes tens of milliseconds per page; here it never holds up the API's other requests.
 */
const port = parentPort!;
const { entry } = workerData as { entry: string };
const { renderFrame } = (await import(pathToFileURL(entry).href)) as { renderFrame?: RenderFrame };
if (typeof renderFrame !== 'function') throw new Error(`${entry} exports no renderFrame`);

const answers = new Map<number, (answer: Extract<FrameToWorker, { type: 'answer' }>) => void>();
let lastAsk = 0;

function senderFor(frame: number): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const ask = ++lastAsk;
    const answer = new Promise<Extract<FrameToWorker, { type: 'answer' }>>((resolve) => answers.set(ask, resolve));
    const message: FrameFromWorker = {
      type: 'ask',
      frame,
      ask,
      url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    port.postMessage(message);
    const { status, headers: answered, body, error } = await answer;
    if (error !== undefined) throw new TypeError(error);
    return new Response([101, 204, 205, 304].includes(status) ? null : body, { status, headers: answered });
  };
}

port.on('message', (message: FrameToWorker) => {
  if (message.type === 'answer') {
    answers.get(message.ask)?.(message);
    answers.delete(message.ask);
    return;
  }
  const { frame, url } = message;
  renderFrame(url, senderFor(frame)).then(
    (result) => port.postMessage({ type: 'drawn', frame, result } satisfies FrameFromWorker),
    (error: unknown) => port.postMessage({ type: 'drawn', frame, error: String(error) } satisfies FrameFromWorker),
  );
});
port.postMessage({ type: 'ready' } satisfies FrameFromWorker);
