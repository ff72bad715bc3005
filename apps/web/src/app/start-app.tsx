import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hashKey, hydrate, type QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../lib/site-settings';
import { getStoredUser, isLoggedIn, maySeeWallets } from '../lib/session';
import { walletsQuery } from '../lib/wallets';
import { setUnauthorizedHandler } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { App } from './app';
import type { LeftHome } from './lean/lean-home';
import type { LeanQueryState } from './lean/lean-query';
import { appQueryClient } from '../lib/query-client';
import { createAppRouter, type AppRouter } from './router';
import { startEarlyQueries } from './early-queries';
import { mayHydrateFrame, seedPageData } from './page-data';
import { restoreFrameStyles, thawForms } from '../prerender-markup';

export interface StartAppOptions {
  /** The home page's first screen's root, which the app takes over; otherwise the app makes its own. */
  root?: Root;
  /** What the home page's first screen had fetched, so that the app does not ask for it again. */
  queries?: readonly LeanQueryState[];
  /** Where the visitor was on the home page's first screen: the app brings them back there. */
  home?: LeftHome;
  /** Called once the app's first screen is in the document. */
  onMounted?: () => void;
}

function takeOver(queryClient: QueryClient, queries: readonly LeanQueryState[]): void {
  for (const { queryKey, status, data, error, updatedAt, promise } of queries) {
    if (status === 'success') queryClient.setQueryData(queryKey, data, { updatedAt });
    // A request still under way is joined rather than made again.
    else if (promise) void queryClient.prefetchQuery({ queryKey, queryFn: () => promise }).catch(() => undefined);
    // A failure stays one: the frame's queries are not asked again on mount (spec section 8), and the contact
    // page does not wait for settings that already failed.
    else
      hydrate(queryClient, {
        mutations: [],
        queries: [
          {
            queryKey,
            queryHash: hashKey(queryKey),
            dehydratedAt: updatedAt,
            state: {
              data,
              dataUpdateCount: data === undefined ? 0 : 1,
              dataUpdatedAt: data === undefined ? 0 : updatedAt,
              error,
              errorUpdateCount: 1,
              errorUpdatedAt: updatedAt,
              fetchFailureCount: 1,
              fetchFailureReason: error,
              fetchMeta: null,
              isInvalidated: false,
              status: 'error',
              fetchStatus: 'idle',
            },
          },
        ],
      });
  }
}

/**
 * The first time the router shows the home page's entry again (the visitor went back), it shows it where they
 * left it: the router keeps places only for what it has shown itself. Runs after the router's own scroll
 * restoration, which subscribed when the router was made.
 */
function returnToHomePlace(router: AppRouter, home: LeftHome): void {
  const unsubscribe = router.subscribe('onRendered', ({ toLocation }) => {
    if (toLocation.state.__TSR_key !== home.historyKey) return;
    unsubscribe();
    window.scrollTo({ top: home.scrollY, left: 0 });
  });
}

/**
 * Starts the whole app, with the router and the query library: at once on any page but home, and on the home
 * page when the visitor first leaves its first screen (decision 062). Not top-level await: the screens'
 * chunks import this one, and a module still awaiting at top level would make them wait for it while it waits
 * for them.
 */
export async function startApp({ root, queries, home, onMounted }: StartAppOptions = {}): Promise<void> {
  const queryClient = appQueryClient();
  // The page's first data, when the API drew the page with it (decision 144); the early requests then find it.
  const seeded = seedPageData(queryClient);
  // The page's first requests start now, beside its code and texts (decision 138).
  void startEarlyQueries(queryClient, window.location.pathname, window.location.search);
  if (queries) takeOver(queryClient, queries);
  else {
    // Spec section 7: the layout's site settings, asked for at once rather than after the screen has loaded.
    void queryClient.prefetchQuery(siteSettingsQuery);
    // A signed-in page's header shows the balances (and the wallet page is them): likewise.
    if (isLoggedIn() && maySeeWallets(getStoredUser())) void queryClient.prefetchQuery(walletsQuery);
  }
  // The contracts' messages of the visitor's language, which the page's forms import (decision 148): asked for
  // now, beside the texts, rather than when the page's code first runs.
  void import('../lib/contract-messages').catch(() => undefined);
  await initI18n();

  const router = createAppRouter({ queryClient });
  if (home) returnToHomePlace(router, home);
  // Spec section 7: a 401 sends the user to the login route (once; the caller still gets the error).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
  });

  // The screen's code and texts are in before the first render, so React's first commit is the whole screen
  // (it replaces the prerendered picture of decision 025, or the home page's first screen, with the screen).
  await router.load();

  const container = document.getElementById('root')!;
  // A page the API drew with its data (decision 144) is hydrated: React takes over the drawn elements instead of
  // building the page again and replacing them (decision 148). The router then renders as it did on the server
  // (`ssr` set: no suspense boundary of its own around the matches, which the markup does not have).
  if (!root && mayHydrateFrame(seeded)) {
    router.ssr = { manifest: undefined };
    restoreFrameStyles(container);
    const mounted = () => {
      thawForms(container);
      onMounted?.();
    };
    // In a transition, so React hydrates in slices (a default-priority hydration is one long task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} onMounted={mounted} />
        </StrictMode>,
      );
    });
    return;
  }

  const target = root ?? createRoot(container);
  // A transition lets React render the first screen in slices, so the page stays responsive while it starts.
  startTransition(() => {
    target.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} onMounted={onMounted} />
      </StrictMode>,
    );
  });
}
