import { render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../app/app';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../app/router';
import { setUnauthorizedHandler } from '../lib/api-client';

/** The whole app (layout, router, queries) at `path`, in memory; fetch must be mocked first. */
export async function renderApp(path = '/', queryClient = createQueryClient()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  setUnauthorizedHandler(() => void router.navigate({ to: '/login' }));
  const result = render(<App router={router} queryClient={queryClient} />);
  await router.load();
  // The layout is up once the skip link is there (a document's own page has no frame: decision 137).
  if (!path.startsWith('/documents/'))
    await screen.findAllByText(/skip to content|انتقل إلى المحتوى|zum inhalt springen/i);
  return { ...result, router, queryClient };
}
