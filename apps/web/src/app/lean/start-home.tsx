import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setUnauthorizedHandler } from '../../lib/api-client';
import type * as AppModule from '../start-app';
import { initI18n } from '../../lib/i18n';
import { siteSettingsQuery } from '../../lib/site-settings';
import { loadSearchPanelTexts } from '../search-panels';
import { createLeanNavigator, LeanHome } from './lean-home';
import { fetchLeanQuery, leanQuerySnapshot } from './lean-query';

/** The whole app's code: fetched on the visitor's first sign of intent, started when they leave the home page. */
let app: Promise<typeof AppModule> | undefined;
function loadApp() {
  app ??= import('../start-app');
  // A failed download may be tried again on the next sign of intent.
  app.catch(() => (app = undefined));
  return app;
}

/**
 * Once the page is loaded and idle, the browser fetches the app's code without running it (the files the
 * build names on boot.js's tag as `data-app`), so that the visitor's first move does not wait for the network.
 */
function prefetchAppWhenIdle(): void {
  const files = document.querySelector('script[data-app]')?.getAttribute('data-app')?.split(' ').filter(Boolean);
  if (!files?.length) return;
  const prefetch = () => {
    for (const href of files) {
      if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 5_000 }) : setTimeout(prefetch, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts the home page's first screen without the router or the query library (decision 062): the first
 * screen most visitors see needs neither, and their code (a quarter of the app's first download) comes when
 * the visitor first shows where they are going.
 */
export async function startHome(): Promise<Root> {
  // Spec section 7: the layout's site settings, asked for at once rather than after the screen has loaded.
  fetchLeanQuery(siteSettingsQuery).catch(() => undefined);
  await initI18n();
  await loadSearchPanelTexts();

  const root = createRoot(document.getElementById('root')!);
  const navigator = createLeanNavigator({
    load: loadApp,
    leave: async (from) => {
      const { startApp } = await loadApp();
      const hash = window.location.hash;
      await startApp({
        root,
        queries: leanQuerySnapshot(),
        home: from,
        // The new page starts at its top (or at its place named by the hash, which the router scrolls to), and
        // the focus, lost with the link that was clicked, goes to its content, where a screen reader reads on.
        onMounted: () => {
          if (!hash) window.scrollTo(0, 0);
          if (document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true });
        },
      });
    },
  });
  // Spec section 7: a 401 sends the user to the login route (the caller still gets the error).
  setUnauthorizedHandler(() => navigator.navigate('/login'));

  // A transition lets React render the first screen in slices, so the page stays responsive while it starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <LeanHome navigator={navigator} />
      </StrictMode>,
    );
  });
  prefetchAppWhenIdle();
  return root;
}
