import { useEffect, useState, useSyncExternalStore } from 'react';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ShellQueryContext } from '../../lib/shell-query';
import { NavigatorContext, type Navigator } from '../../lib/navigation';
import { RootLayout } from '../layout/root-layout';
import { HomePage } from '../routes/home-page';
import { usePictureReplaced } from '../use-picture-replaced';
import { LeanErrorBoundary } from './lean-error-boundary';
import { useLeanQuery } from './lean-query';

/*
 * The home page's first screen: the site's frame and the home page, without the router or the query library
 * (decision 062). The first move to another address hands over to the whole app (start-app.tsx), which the
 * visitor's first sign of intent (hover, focus or touch of a link) has already started to fetch.
 */

/** The navigator of the home page's first screen: any move to another page is the app's. */
export interface LeanNavigator extends Navigator {
  /** Whether the app is taking over (the visitor has left for another page). */
  isLeaving: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

/** Where the visitor was on the home page when they left it, for the app to bring them back there. */
export interface LeftHome {
  /** The key of the home page's entry in the browser's history, as TanStack Router reads it. */
  historyKey: string;
  scrollY: number;
}

export interface LeanNavigatorOptions {
  /** Fetches the app's code (on a sign of intent; again when leaving, which joins it). */
  load: () => Promise<unknown>;
  /** Starts the app at the address the visitor has gone to (already in the browser's history). */
  leave: (from: LeftHome) => Promise<void>;
}

const homePathname = () => '/';

/** TanStack Router's history keeps a key and an index in each entry's state (@tanstack/history). */
interface RouterHistoryState {
  key?: string;
  __TSR_key?: string;
  __TSR_index?: number;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Gives the home page's history entry and the new one the key and index TanStack Router gives its own, so that
 * the router, once started, restores the home page's place when the visitor comes back (its scroll
 * restoration goes by the key) and knows the new page has a page before it.
 */
function pushAsRouter(address: string): string {
  const state = (window.history.state ?? {}) as RouterHistoryState;
  const key = state.__TSR_key ?? state.key ?? randomKey();
  const index = state.__TSR_index ?? 0;
  window.history.replaceState({ ...state, key, __TSR_key: key, __TSR_index: index }, '');
  const next = randomKey();
  window.history.pushState({ key: next, __TSR_key: next, __TSR_index: index + 1 }, '', address);
  return key;
}

export function createLeanNavigator({ load, leave }: LeanNavigatorOptions): LeanNavigator {
  let leaving = false;
  const listeners = new Set<() => void>();
  return {
    navigate(href) {
      const url = new URL(href, window.location.href);
      const here = window.location;
      // This page, also when it was opened with a query of its own (a campaign's `?utm_source=…`).
      if (url.pathname === here.pathname && (url.search === here.search || url.search === '')) {
        // A place on this page (the bottom bar's services): the browser scrolls there and keeps it in history.
        if (url.hash && url.hash !== here.hash) here.hash = url.hash;
        else if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
        return;
      }
      const address = url.pathname + url.search + url.hash;
      if (leaving) {
        // A second click while the app is on its way: it starts at the newer address.
        window.history.replaceState(window.history.state, '', address);
        return;
      }
      const scrollY = window.scrollY;
      const historyKey = pushAsRouter(address);
      leaving = true;
      for (const listener of listeners) listener();
      leave({ historyKey, scrollY }).catch((error: unknown) => {
        // The app's code could not be fetched (the connection dropped): the browser loads the page instead.
        console.error('failed to start the app', error);
        window.location.reload();
      });
    },
    preload() {
      // A failure is handled when the visitor actually leaves.
      load().catch(() => undefined);
    },
    usePathname: homePathname,
    isLeaving: () => leaving,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The router shows its loading overlay when a screen takes more than a second (router.tsx); so does this. */
const OVERLAY_DELAY_MS = 1_000;

function LeavingOverlay({ navigator }: { navigator: LeanNavigator }) {
  const leaving = useSyncExternalStore(navigator.subscribe, navigator.isLeaving, () => false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLate(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  return leaving && late ? <LoadingOverlay /> : null;
}

export function LeanHome({ navigator }: { navigator: LeanNavigator }) {
  usePictureReplaced();
  return (
    <ShellQueryContext value={useLeanQuery}>
      <NavigatorContext value={navigator}>
        {/* The frame's failures take the page (as the router's root boundary does); the home page's keep the frame. */}
        <LeanErrorBoundary>
          <RootLayout>
            <LeanErrorBoundary>
              <HomePage />
            </LeanErrorBoundary>
          </RootLayout>
        </LeanErrorBoundary>
        <LeavingOverlay navigator={navigator} />
      </NavigatorContext>
    </ShellQueryContext>
  );
}
