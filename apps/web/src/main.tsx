import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { listenForInstallPrompt, registerServiceWorker } from './lib/pwa';
import './styles.css';

listenForInstallPrompt();
registerServiceWorker();
await initI18n();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

// Spec section 7: a 401 sends the user to the login route (once; the caller still gets the error).
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
});

// A transition lets React render the first screen in slices, so the page stays responsive while it starts.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
