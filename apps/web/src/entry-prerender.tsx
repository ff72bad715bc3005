import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { matchPath, type RouteName } from '@portal/contracts/routes';
import { SERVICE_REGISTRY, SERVICES } from '@portal/contracts/services';
import { App } from './app/app';
import { createLeanNavigator, LeanHome } from './app/lean/lean-home';
import { startEarlyQueries } from './app/early-queries';
import { createAppRouter } from './app/router';
import { SERVICE_MODULES } from './app/service-modules';
import { loadSearchPanelTexts } from './app/search-panels';
import { setRequestSender } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { initI18n } from './lib/i18n';
import { SignedInFrame } from './lib/session';
import { siteSettingsQuery } from './lib/site-settings';
import { freezeForms, firstPictures, stripForCspKeepingStyles } from './prerender-markup';

/**
 * Renders a path for a visitor in Arabic (the default), before any API data: the first screen's HTML. The
 * home page is drawn as its first screen starts (decision 062), every other page by the app.
 */
export async function prerender(path: string): Promise<string> {
  await initI18n('ar');
  if (path === '/') {
    await loadSearchPanelTexts();
    const navigator = createLeanNavigator({ load: async () => undefined, leave: async () => undefined });
    return renderToString(<LeanHome navigator={navigator} />);
  }
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    prerendering: true,
  });
  await router.load();
  return renderToString(<App router={router} queryClient={queryClient} />);
}

/**
 * The public results and detail pages the API draws per request (decision 144): what a visitor spends time on
 * and a search engine or a shared link lands on. Pages of a signed-in user are not drawn (boot.js would hide
 * them, and their data is the user's).
 */
export const FRAMED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'flight.search',
  'hotel.search',
  'hotel.room-details',
  'visa.search',
  'visa.details',
  'tour.search',
  'tour.details',
  'cars.search',
  'cars.details',
  'cruise.search',
  'cruise.details',
  'insurance.search',
  'insurance.details',
  'guide.search',
  'guide.details',
  'uguide.search',
  'uguide.details',
  'conference.search',
  'conference.details',
]);

/**
 * The signed-in pages the API draws as a frame (decision 151): the booking forms, My Bookings and the wallet, as
 * any signed-in user first sees them (the header of a signed-in user without a name, the page's title and words,
 * its content still to come). Their data is the user's, so none is asked for; the app draws the page anew.
 */
export const SIGNED_IN_FRAMED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'my-bookings',
  'wallet',
  ...SERVICES.map((service) => SERVICE_REGISTRY[service].myBookings.route),
  ...SERVICES.flatMap((service) =>
    Object.entries(SERVICE_MODULES[service]?.screens ?? {})
      .filter(([, screen]) => screen?.login)
      .map(([name]) => name as RouteName),
  ),
]);

/**
 * Booking steps that are a step of a public page (`?step=book` on the car's detail page): a signed-in user's
 * page, framed as the routes above are.
 */
const SIGNED_IN_STEPS: ReadonlyMap<RouteName, string> = new Map<RouteName, string>([['cars.details', 'book']]);

/** A page's first screen drawn with its first data: the markup, the data for the query client, its pictures. */
export interface PageFrame {
  markup: string;
  /** The page's data for the app's query client; none for a signed-in page's frame. */
  state: DehydratedState | null;
  /** The pictures the page fetches first (`fetchpriority="high"`), for `<link rel=preload>` in the head. */
  pictures: string[];
  /** Whom boot.js shows the picture to: an anonymous visitor (the default) or a signed-in user. */
  audience?: 'signed-in';
}

/** Rounds of "render, then fetch what the render asked for": a page's queries that depend on earlier answers. */
const PASSES = 3;

const requestSender = new AsyncLocalStorage<typeof fetch>();
// The API's requests of a frame go to the API in-process, each frame's to its own server (tests run several).
setRequestSender((input, init) => {
  const sender = requestSender.getStore();
  return sender ? sender(input, init) : fetch(input, init);
});

function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Whether the page would ask for a query it rendered (`enabled`, e.g. the wallets only for a signed-in user). */
function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
}

let arabic: Promise<unknown> | undefined;

/**
 * Draws a public results or detail page as an Arabic visitor first sees it, with its first data: the page is
 * rendered, the queries it made are answered through `sender` (the API in-process), and it is rendered again,
 * up to three rounds (decision 144). Null for any other address. The visitor's browser gets the markup as a
 * picture (boot.js shows it only to an anonymous Arabic visitor), the data to seed the app's query client, and
 * the first pictures to preload; the app then draws the page over it without asking again.
 */
export async function renderFrame(url: string, sender: typeof fetch): Promise<PageFrame | null> {
  const { pathname, search } = new URL(url, 'http://frame.invalid');
  const match = matchPath(pathname);
  if (!match) return null;
  const step = new URLSearchParams(search).get('step');
  const signedIn =
    SIGNED_IN_FRAMED_ROUTES.has(match.name) || (step !== null && SIGNED_IN_STEPS.get(match.name) === step);
  if (!FRAMED_ROUTES.has(match.name) && !signedIn) return null;
  await (arabic ??= initI18n('ar'));
  // My Bookings' own address opens its flights tab (router.tsx): the frame is that tab's.
  const framed = match.name === 'my-bookings' ? SERVICE_REGISTRY.flight.myBookings.path : pathname;
  if (signedIn) return requestSender.run(sender, () => renderSignedInFrame(framed + search));
  return requestSender.run(sender, async () => {
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery(siteSettingsQuery);
    // The page's first requests as the browser starts them, so the first render has their answers.
    await startEarlyQueries(queryClient, pathname, search);
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: [pathname + search] }),
      prerendering: true,
    });
    await router.load();
    let markup = '';
    for (let pass = 0; pass < PASSES; pass += 1) {
      await settled(queryClient);
      // As the app hydrates it (start-app.tsx, decision 148): the same tree, strict mode included.
      markup = renderToString(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
      if (asked.length === 0) break;
      for (const query of asked) void query.fetch().catch(() => undefined);
    }
    await settled(queryClient);
    markup = freezeForms(stripForCspKeepingStyles(markup));
    return { markup, state: dehydrate(queryClient), pictures: firstPictures(markup) };
  });
}

/**
 * A signed-in page as any signed-in user first sees it (decision 151): the site's settings (the logo, the
 * currencies) are asked for, nothing of the user's; the login guard lets the render through and the header is a
 * signed-in user's without a name. One render: the page's own requests are the user's and wait for the browser.
 */
async function renderSignedInFrame(url: string): Promise<PageFrame> {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(siteSettingsQuery);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [url] }),
    prerendering: true,
    signedInFrame: true,
  });
  await router.load();
  const markup = freezeForms(
    stripForCspKeepingStyles(
      renderToString(
        <SignedInFrame value>
          <App router={router} queryClient={queryClient} />
        </SignedInFrame>,
      ),
    ),
  );
  return { markup, state: null, pictures: firstPictures(markup), audience: 'signed-in' };
}
