/** The keys the spec names for client-held values (section 9). */
export const STORAGE_KEYS = { token: 'authToken', user: 'user', lang: 'lang', currency: 'currency' } as const;

export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  // Storage access throws when cookies are blocked or in some private modes; the app then runs without it.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply does not persist.
  }
}

export function removeItem(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored can be removed either.
  }
}
