import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem } from '../test/fetch-mock';
import { getWallets } from './wallets';

afterEach(() => vi.unstubAllGlobals());

describe('getWallets', () => {
  it('logs a failed request (spec section 8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /user-wallets': () => problem(503, 'unavailable', 'ledger down') });
    await expect(getWallets()).rejects.toThrow();
    expect(error).toHaveBeenCalledWith('failed to fetch user wallets', expect.anything());
  });

  it('logs nothing for a request called off (a staff login leaving the page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    localStorage.setItem('authToken', 'tok-staff');
    const request = getWallets(controller.signal);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(error).not.toHaveBeenCalled();
  });
});
