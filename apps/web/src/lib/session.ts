import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session, User } from '@portal/contracts/auth';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

/**
 * The part of the user kept in storage for the header; the rest is fetched when needed. A sub-user's
 * permissions are kept too (sessions stored before they were lack them), so the frame asks only for what the
 * user may see.
 */
export type StoredUser = Pick<User, 'id' | 'name' | 'email' | 'role'> & Partial<Pick<User, 'permissions'>>;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The token from persistent storage first, then from session storage (spec section 7). */
export function getToken(): string | null {
  return readItem('local', STORAGE_KEYS.token) || readItem('session', STORAGE_KEYS.token) || null;
}

/** Logged in means a token is stored; nothing else decides it (spec section 4). */
export function isLoggedIn(): boolean {
  return getToken() !== null;
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as StoredUser).name === 'string') {
      return value as StoredUser;
    }
  } catch {
    // A damaged entry reads as no user.
  }
  return null;
}

export function getStoredUser(): StoredUser | null {
  return parseUser(readItem('local', STORAGE_KEYS.user)) ?? parseUser(readItem('session', STORAGE_KEYS.user));
}

/** Remember me keeps the session in local storage; otherwise it ends with the browser session. */
export function saveSession(session: Session, remember: boolean): void {
  clearSession({ silent: true });
  const kind = remember ? 'local' : 'session';
  const { id, name, email, role, permissions } = session.user;
  writeItem(kind, STORAGE_KEYS.token, session.token);
  writeItem(kind, STORAGE_KEYS.user, JSON.stringify({ id, name, email, role, permissions } satisfies StoredUser));
  notify();
}

/**
 * Brings the stored user in line with the server's answer (`GET /me`): staff may have changed its role since it
 * logged in (an agency approved, decision 074), and the header's links follow the stored role; a sub-user's
 * permissions may have changed too.
 */
export function syncStoredUser(user: StoredUser): void {
  const stored = getStoredUser();
  if (!stored || stored.id !== user.id) return;
  const samePermissions = (stored.permissions ?? []).join() === (user.permissions ?? []).join();
  if (stored.name === user.name && stored.email === user.email && stored.role === user.role && samePermissions) return;
  const kind = readItem('local', STORAGE_KEYS.user) ? 'local' : 'session';
  // A sub-user's permissions are kept with the rest (what the frame may ask for follows them).
  const { id, name, email, role, permissions } = user;
  writeItem(kind, STORAGE_KEYS.user, JSON.stringify({ id, name, email, role, permissions } satisfies StoredUser));
  notify();
}

export function clearSession(options: { silent?: boolean } = {}): void {
  for (const kind of ['local', 'session'] as const) {
    removeItem(kind, STORAGE_KEYS.token);
    removeItem(kind, STORAGE_KEYS.user);
  }
  if (!options.silent) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes local storage; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Set while the API draws a signed-in page's frame (decision 151): the page as any signed-in user first sees it,
 * without knowing who (no name, no data). Off everywhere else, the browser included.
 */
export const SignedInFrame = createContext(false);

export function useIsLoggedIn(): boolean {
  const framed = useContext(SignedInFrame);
  return useSyncExternalStore(subscribe, isLoggedIn, () => framed);
}

let lastRaw: string | null = null;
let lastUser: StoredUser | null = null;

function storedUserSnapshot(): StoredUser | null {
  const raw = readItem('local', STORAGE_KEYS.user) ?? readItem('session', STORAGE_KEYS.user);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastUser = getStoredUser();
  }
  return lastUser;
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, storedUserSnapshot, () => null);
}

/**
 * Whether the user may see the account's wallets (their balances): owners always; a sub-user with `see_wallet`
 * (one stored before permissions were kept, or none stored with the token, is asked for them, as before).
 */
export function maySeeWallets(user: StoredUser | null): boolean {
  if (!user) return true;
  return user.role !== 'sub_user' || (user.permissions?.includes('see_wallet') ?? true);
}
