import { useMemo } from 'react';
import { Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { NavigatorContext, type Navigator } from '../../lib/navigation';
import { RootLayout } from './root-layout';

function useRouterPathname(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/**
 * The root route's component: the router as the frame's navigator (lib/navigation.tsx), and the site's frame
 * around the matched screen, except in the back office, which draws its own (features/admin).
 */
export function AppFrame() {
  const router = useRouter();
  const navigate = useNavigate();
  const navigator = useMemo<Navigator>(
    () => ({
      navigate: (href) => void navigate({ href }),
      // A screen that fails to load shows its error when visited; a hover asks nothing more of it.
      preload: (href) => void router.preloadRoute<string, string>({ href }).catch(() => undefined),
      usePathname: useRouterPathname,
    }),
    [router, navigate],
  );
  const backOffice = /^\/admin(\/|$)/.test(useRouterPathname());
  return (
    <NavigatorContext value={navigator}>
      {backOffice ? (
        <Outlet />
      ) : (
        <RootLayout>
          <Outlet />
        </RootLayout>
      )}
    </NavigatorContext>
  );
}
