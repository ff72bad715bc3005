import { apiPost } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSession } from '../../../lib/session';

/**
 * Revokes the token on the server, then forgets it (both storages, and the stored user) and reloads at the
 * root (spec section 4). A failed call is only logged: the user is logged out on this device either way.
 */
export async function logout(): Promise<void> {
  try {
    await apiPost<{ ok: true }>('/auth/logout', {}, { redirectOnUnauthorized: false });
  } catch (error) {
    console.error('logout failed', error);
  }
  clearSession();
  browser.assign('/');
}
