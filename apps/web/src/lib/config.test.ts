import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';

/** The client modules as a build with `VITE_API_ORIGIN=origin` has them (the origin is read once, at load). */
async function clientWithOrigin(origin: string) {
  vi.stubEnv('VITE_API_ORIGIN', origin);
  vi.resetModules();
  const [{ config }, client] = await Promise.all([import('./config'), import('./api-client')]);
  return { config, ...client };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('a configured API origin (VITE_API_ORIGIN)', () => {
  it('puts API paths and media on that origin, over https when it is not this machine (spec section 7)', async () => {
    const { config, apiUrl, mediaUrl } = await clientWithOrigin('http://api.rafidain.example');
    expect(config.apiBase).toBe('http://api.rafidain.example/api/v1');
    expect(apiUrl('/site-settings')).toBe('https://api.rafidain.example/api/v1/site-settings');
    expect(apiUrl('user-wallets')).toBe('https://api.rafidain.example/api/v1/user-wallets');
    expect(mediaUrl('/uploads/site/logo.svg')).toBe('https://api.rafidain.example/uploads/site/logo.svg');
    // Absolute media URLs (a CDN) keep their own host, secured all the same; no picture stays no picture.
    expect(mediaUrl('http://cdn.rafidain.example/a.png')).toBe('https://cdn.rafidain.example/a.png');
    expect(mediaUrl('')).toBe('');
  });

  it('keeps plain http to a development API on this machine', async () => {
    const { apiUrl, mediaUrl } = await clientWithOrigin('http://localhost:3000');
    expect(apiUrl('/site-settings')).toBe('http://localhost:3000/api/v1/site-settings');
    expect(mediaUrl('/uploads/hotels/thumb/a.webp')).toBe('http://localhost:3000/uploads/hotels/thumb/a.webp');
  });

  it('uses only the origin of the value (a path or trailing slash is dropped)', async () => {
    const { config, apiUrl } = await clientWithOrigin('https://staging.rafidain.example:8443/some/path/');
    expect(config.apiOrigin).toBe('https://staging.rafidain.example:8443');
    expect(apiUrl('/me')).toBe('https://staging.rafidain.example:8443/api/v1/me');
  });

  it('sends requests to that origin', async () => {
    const { apiGet } = await clientWithOrigin('http://api.rafidain.example');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = mockApi({ 'GET /site-settings': () => ({ body: { data: { ok: true } } }) });
    await expect(apiGet('/site-settings')).resolves.toEqual({ ok: true });
    expect(api.requests[0]!.url).toBe('https://api.rafidain.example/api/v1/site-settings');
  });

  it('stops the app at load with a clear message when the value is not an http(s) URL', async () => {
    await expect(clientWithOrigin('api.rafidain.example')).rejects.toThrow(/absolute http\(s\) URL/);
    await expect(clientWithOrigin('ftp://api.rafidain.example')).rejects.toThrow(/must use http or https/);
  });

  it('without one, requests and media stay on the app’s own origin', async () => {
    const { config, apiUrl, mediaUrl } = await clientWithOrigin('');
    expect(config.apiOrigin).toBe('');
    expect(apiUrl('/site-settings')).toBe('/api/v1/site-settings');
    expect(mediaUrl('/uploads/site/logo.svg')).toBe('/uploads/site/logo.svg');
  });
});
