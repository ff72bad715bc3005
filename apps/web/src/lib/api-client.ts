import type { Envelope, ListEnvelope, Problem } from '@portal/contracts/common';
import { DEFAULT_CURRENCY } from '@portal/contracts/currency-constants';
import { browser } from './browser';
import { config } from './config';
import { getStoredCurrency } from './currency';
import { getStoredLang } from './i18n';
import { clearSession, getToken } from './session';

/** Any answer other than 2xx, or no answer at all (status 0). `problem` is the RFC 9457 body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  /** Seconds to wait, from `Retry-After` on a 429. */
  readonly retryAfter: number | null;

  constructor(status: number, problem: Problem | null, retryAfter: number | null = null, cause?: unknown) {
    super(problem?.detail ?? (status === 0 ? 'Network error' : `HTTP ${status}`), { cause });
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.retryAfter = retryAfter;
  }
}

let handleUnauthorized: () => void = () => browser.assign('/login');

/** The app points this at its router; until then a 401 loads /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Absolute `http://` URLs become `https://`, except plain http to this machine while developing (spec section 7). */
export function toSecureUrl(url: string): string {
  if (!/^http:\/\//i.test(url)) return url;
  const { hostname } = new URL(url);
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')) return url;
  return 'https://' + url.slice('http://'.length);
}

/** `/site-settings` → `<api origin>/api/v1/site-settings`; absolute URLs are kept (and secured). */
export function apiUrl(path: string): string {
  const url = /^https?:\/\//i.test(path) ? path : `${config.apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  return toSecureUrl(url);
}

/** Media paths from the API (`/uploads/...`) on the API's origin. */
export function mediaUrl(path: string): string {
  if (path === '') return path;
  return toSecureUrl(/^https?:\/\//i.test(path) ? path : `${config.apiOrigin}${path}`);
}

let anonymousNoted = false;

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where requests go: the browser's `fetch`, or the API itself when it draws a page's first screen in-process
 * (`entry-prerender.tsx`'s `renderFrame`, decision 144).
 */
export function setRequestSender(sender: typeof fetch): void {
  send = sender;
}

export function requestHeaders(hasBody: boolean): Headers {
  const lang = getStoredLang();
  const headers = new Headers({ Accept: 'application/json, application/problem+json', 'Accept-Language': lang });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('_lang', lang);
    headers.set('_currency', getStoredCurrency().name || DEFAULT_CURRENCY.name);
  } else if (!anonymousNoted) {
    // Spec section 7's note, once a page and at the console's verbose level: a visitor's console stays clean
    // (decision 077).
    anonymousNoted = true;
    console.debug('No auth token stored: requests are sent without Authorization, _lang and _currency headers.');
  }
  return headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData (a multipart upload), which the browser encodes with its boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, such as `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Logout answers 401 for an already revoked token; it must not send the user to /login. */
  redirectOnUnauthorized?: boolean;
}

async function readProblem(response: Response): Promise<Problem | null> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'status' in body ? (body as Problem) : null;
  } catch {
    return null;
  }
}

function retryAfterSeconds(response: Response): number | null {
  const value = response.headers.get('Retry-After');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** One JSON request to the API with the spec's headers; resolves to the parsed body, rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOnUnauthorized = true } = options;
  const multipart = body instanceof FormData;
  const headers = requestHeaders(body !== undefined && !multipart);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await send(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, null, error);
  }
  if (response.ok) {
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const error = new ApiError(response.status, await readProblem(response), retryAfterSeconds(response));
  if (response.status === 401 && redirectOnUnauthorized) {
    // A token the server refuses is dead: forget it, so the header stops showing a logged-in user.
    if (headers.has('Authorization')) clearSession();
    handleUnauthorized();
  }
  throw error;
}

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await apiRequest<Envelope<T>>(path, { signal })).data;
}

export async function apiGetList<T>(path: string, signal?: AbortSignal): Promise<ListEnvelope<T>> {
  return apiRequest<ListEnvelope<T>>(path, { signal });
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return (await apiRequest<Envelope<T>>(path, { ...options, method: 'POST', body })).data;
}
