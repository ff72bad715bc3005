import { useLayoutEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  // React has replaced the prerendered picture (see public/boot.js); the root may be shown. Web fonts that came
  // in while the picture was on screen swap in once this first render has been painted (decision 061).
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.removeAttribute('data-prerender');
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (html.getAttribute('data-fonts') === 'ready') html.removeAttribute('data-fonts');
      }, 0),
    );
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
