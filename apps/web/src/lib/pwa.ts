import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallState = 'unavailable' | 'available' | 'installed';

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: InstallState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install prompt for the app download section. Called at start-up, because the event can
 * fire before the home page has rendered.
 */
export function listenForInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(display-mode: standalone)').matches) state = 'installed';
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set('available');
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    set('installed');
  });
}

/** Shows the browser's install dialog; resolves true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // A prompt event can be used once.
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  set(outcome === 'accepted' ? 'installed' : 'unavailable');
  return outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unavailable' as const,
  );
}

/** The service worker caches the app shell; only the production build registers it. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('failed to register the service worker', error);
    });
  });
}
