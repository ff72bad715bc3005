import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { siteSettingsQuery } from './lib/site-settings';
import { setUnauthorizedHandler } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { listenForInstallPrompt, registerServiceWorker } from './lib/pwa';
import './styles.css';

/**
 * Starts the app. Not top-level await: the screens' chunks import the shell's, which holds this module, and
 * a module still awaiting at top level would make them wait for it while it waits for them.
 */
async function start(): Promise<void> {
  listenForInstallPrompt();
  registerServiceWorker();
  const queryClient = createQueryClient();
  // Spec section 7: the layout's site settings, asked for at once rather than after the screen has loaded.
  void queryClient.prefetchQuery(siteSettingsQuery);
  await initI18n();

  const router = createAppRouter({ queryClient });
  // Spec section 7: a 401 sends the user to the login route (once; the caller still gets the error).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
  });

  // The screen's code and texts are in before the first render, so React's first commit is the whole screen
  // (it replaces the prerendered picture of decision 025 with the same markup, not with a loading state).
  await router.load();

  // A transition lets React render the first screen in slices, so the page stays responsive while it starts.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
