import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../lib/site-settings';
import { setUnauthorizedHandler } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { App } from './app';
import type { LeanQueryState } from './lean/lean-query';
import { appQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

export interface StartAppOptions {
  /** The home page's first screen's root, which the app takes over; otherwise the app makes its own. */
  root?: Root;
  /** What the home page's first screen had fetched, so that the app does not ask for it again. */
  queries?: readonly LeanQueryState[];
  /** Called once the app's first screen is in the document. */
  onMounted?: () => void;
}

function takeOver(queryClient: QueryClient, queries: readonly LeanQueryState[]): void {
  for (const { queryKey, status, data, updatedAt, promise } of queries) {
    if (status === 'success') queryClient.setQueryData(queryKey, data, { updatedAt });
    // A request still under way is joined rather than made again; a failed one is asked again by the screen.
    else if (promise) void queryClient.prefetchQuery({ queryKey, queryFn: () => promise }).catch(() => undefined);
  }
}

/**
 * Starts the whole app, with the router and the query library: at once on any page but home, and on the home
 * page when the visitor first leaves its first screen (decision 062). Not top-level await: the screens'
 * chunks import this one, and a module still awaiting at top level would make them wait for it while it waits
 * for them.
 */
export async function startApp({ root, queries, onMounted }: StartAppOptions = {}): Promise<void> {
  const queryClient = appQueryClient();
  if (queries) takeOver(queryClient, queries);
  // Spec section 7: the layout's site settings, asked for at once rather than after the screen has loaded.
  else void queryClient.prefetchQuery(siteSettingsQuery);
  await initI18n();

  const router = createAppRouter({ queryClient });
  // Spec section 7: a 401 sends the user to the login route (once; the caller still gets the error).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
  });

  // The screen's code and texts are in before the first render, so React's first commit is the whole screen
  // (it replaces the prerendered picture of decision 025, or the home page's first screen, with the screen).
  await router.load();

  const target = root ?? createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in slices, so the page stays responsive while it starts.
  startTransition(() => {
    target.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} onMounted={onMounted} />
      </StrictMode>,
    );
  });
}
