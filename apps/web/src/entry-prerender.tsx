import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app/app';
import { createLeanNavigator, LeanHome } from './app/lean/lean-home';
import { createAppRouter } from './app/router';
import { loadSearchPanelTexts } from './app/search-panels';
import { createQueryClient } from './lib/query-client';
import { initI18n } from './lib/i18n';

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
