import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../test/fetch-mock';
import { ApiError, apiGet, apiPost, apiRequest, apiUrl, setUnauthorizedHandler, toSecureUrl } from './api-client';
import { browser } from './browser';

afterEach(() => {
  setUnauthorizedHandler(() => browser.assign('/login'));
});

describe('request URLs', () => {
  it('rewrites an absolute http:// URL to https://', () => {
    expect(toSecureUrl('http://api.rafidain.example/api/v1/site-settings')).toBe(
      'https://api.rafidain.example/api/v1/site-settings',
    );
    expect(apiUrl('http://api.rafidain.example/api/v1/me')).toBe('https://api.rafidain.example/api/v1/me');
  });

  it('keeps plain http to localhost for development', () => {
    expect(toSecureUrl('http://localhost:3000/api/v1/me')).toBe('http://localhost:3000/api/v1/me');
    expect(toSecureUrl('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x');
    expect(toSecureUrl('http://app.localhost/x')).toBe('http://app.localhost/x');
  });

  it('leaves https and relative URLs alone and puts paths under /api/v1', () => {
    expect(toSecureUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(apiUrl('/site-settings')).toBe('/api/v1/site-settings');
  });

  it('sends the rewritten URL to the network', async () => {
    const api = mockApi({ 'GET /site-settings': () => ({ body: { data: {} } }) });
    await apiGet('http://api.rafidain.example/api/v1/site-settings');
    expect(api.requests[0]!.url).toBe('https://api.rafidain.example/api/v1/site-settings');
  });
});

describe('headers', () => {
  it('without a token sends no Authorization, _lang or _currency, notes it once a page at the verbose level, and still says the language', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    localStorage.setItem('lang', 'de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const api = mockApi({
      'GET /site-settings': () => ({ body: { data: { ok: 1 } } }),
      'GET /home-content': () => ({ body: { data: {} } }),
    });

    await expect(fresh.apiGet('/site-settings')).resolves.toEqual({ ok: 1 });
    await fresh.apiGet('/home-content');

    const { headers } = api.requests[0]!;
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('_lang')).toBe(false);
    expect(headers.has('_currency')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('de');
    // A visitor's console stays clean: no warning, one verbose note for the page however many requests.
    expect(warn).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledTimes(1);
  });

  it('with a token sends Authorization, _lang and _currency (defaults ar and USD)', async () => {
    localStorage.setItem('authToken', 'tok-1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({ 'GET /me': () => ({ body: { data: {} } }) });

    await apiGet('/me');

    const { headers } = api.requests[0]!;
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('_lang')).toBe('ar');
    expect(headers.get('_currency')).toBe('USD');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(warn).not.toHaveBeenCalled();
  });

  it('with a token sends the stored language and the stored currency name', async () => {
    sessionStorage.setItem('authToken', 'tok-s');
    localStorage.setItem('lang', 'en');
    localStorage.setItem(
      'currency',
      JSON.stringify({
        id: 3,
        name: 'EUR',
        symbol_name: '€',
        icon: '',
        conversation_rate: 0.0007,
        created_at: '',
        updated_at: '',
      }),
    );
    const api = mockApi({ 'GET /me': () => ({ body: { data: {} } }) });

    await apiGet('/me');

    expect(api.requests[0]!.headers.get('_lang')).toBe('en');
    expect(api.requests[0]!.headers.get('_currency')).toBe('EUR');
  });

  it('takes the token from local storage before session storage', async () => {
    localStorage.setItem('authToken', 'persistent');
    sessionStorage.setItem('authToken', 'session');
    const api = mockApi({ 'GET /me': () => ({ body: { data: {} } }) });

    await apiGet('/me');
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer persistent');

    localStorage.removeItem('authToken');
    await apiGet('/me');
    expect(api.requests[1]!.headers.get('Authorization')).toBe('Bearer session');
  });
});

describe('bodies and extra headers', () => {
  it('sends extra headers such as Idempotency-Key beside the usual ones', async () => {
    localStorage.setItem('authToken', 'tok');
    const api = mockApi({ 'POST /flight-bookings': () => ({ status: 201, body: { data: { id: 'b1' } } }) });
    await apiPost('/flight-bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'attempt-0001' } });
    const { headers, body } = api.requests[0]!;
    expect(headers.get('Idempotency-Key')).toBe('attempt-0001');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(body).toEqual({ a: 1 });
  });

  it('sends FormData as multipart, leaving the Content-Type (and its boundary) to the browser', async () => {
    localStorage.setItem('authToken', 'tok');
    const api = mockApi({ 'POST /uploads': () => ({ status: 201, body: { data: { id: 'u1' } } }) });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('/uploads?purpose=passport', { method: 'POST', body: form });
    const { headers, body } = api.requests[0]!;
    expect(body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });
});

describe('errors', () => {
  it('on 401 sends the user to /login and still rejects to the caller', async () => {
    localStorage.setItem('authToken', 'revoked');
    localStorage.setItem('user', JSON.stringify({ name: 'Layla' }));
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    mockApi({ 'GET /user-wallets': () => problem(401, 'unauthenticated', 'Please log in to continue') });

    const failure = apiGet('/user-wallets');

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, problem: { code: 'unauthenticated' } });
    expect(toLogin).toHaveBeenCalledTimes(1);
    // The refused token is forgotten, so the layout no longer shows a logged-in user.
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('without an app router, a 401 loads /login', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'POST /auth/login': () => problem(401, 'invalid_credentials', 'Email or password is incorrect') });

    await expect(apiPost('/auth/login', { email: 'a@b.example', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('passes other error statuses on unchanged, with their problem and Retry-After', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /site-settings': () =>
        new Response(
          JSON.stringify({ type: 'x', title: 't', status: 429, detail: 'Slow down', code: 'too_many_requests' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '30' },
          },
        ),
    });

    await expect(apiGet('/site-settings')).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
      message: 'Slow down',
      problem: { code: 'too_many_requests' },
    });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiGet('/site-settings')).rejects.toMatchObject({ status: 0 });
  });
});
