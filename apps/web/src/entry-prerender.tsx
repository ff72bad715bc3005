import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

/** Renders a path for a visitor in Arabic (the default), before any API data: the first screen's HTML. */
export async function prerender(path: string): Promise<string> {
  await initI18n('ar');
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    prerendering: true,
  });
  await router.load();
  return renderToString(<App router={router} queryClient={queryClient} />);
}
