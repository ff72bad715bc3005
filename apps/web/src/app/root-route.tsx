import { createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppFrame } from './layout/app-frame';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

export interface RouterContext {
  queryClient: QueryClient;
  /** Rendering the prerendered picture at build time (decision 025): there is no server to ask for data. */
  prerendering?: boolean;
  /** Drawing a signed-in page's frame (decision 151): its login guard lets the render through. */
  signedInFrame?: boolean;
}

/** The route every screen hangs from (app/router.tsx, and the back office's app/admin-routes.ts). */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppFrame,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
