import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  /** The path below /api/v1, e.g. `/site-settings`. */
  path: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });
}

export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}): Response {
  return json({ type: `about:blank#${code}`, title: code, status, detail, code, ...extra }, status);
}

/**
 * Replaces `fetch` (the network boundary) with a table of `"METHOD /path"` handlers. Unknown calls answer 404,
 * so a test notices requests it did not plan for. Every request is recorded.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const pathname = new URL(url, 'http://localhost').pathname;
    const path = pathname.replace(/^\/api\/v1/, '');
    // JSON bodies are parsed; a FormData upload is kept as it is.
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const request: RecordedRequest = { method, url, path, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return problem(404, 'route_not_found', `No mock for ${method} ${path}`);
    const reply = await handler(request);
    if (reply instanceof Response) return reply;
    return json(reply.body ?? null, reply.status ?? 200, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
