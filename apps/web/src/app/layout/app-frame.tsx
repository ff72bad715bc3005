import { useMemo } from 'react';
import { Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { BookingViewsContext } from '../../kit/bookings/booking-views';
import { NavigatorContext, type Navigator } from '../../lib/navigation';
import { BOOKING_VIEWS } from '../service-views';
import { RootLayout } from './root-layout';

function useRouterPathname(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}

/**
 * The root route's component: the router as the frame's navigator (lib/navigation.tsx), every service's views
 * of its bookings for the screens that show one (kit/bookings/booking-views.tsx), and the site's frame around the
 * matched screen, except in the back office, which draws its own (features/admin), and on a document's own page
 * (`/documents/{token}`, decision 137), which is the document alone (and what the server prints to PDF).
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
  const pathname = useRouterPathname();
  const frameless = /^\/admin(\/|$)/.test(pathname) || pathname.startsWith('/documents/');
  return (
    <NavigatorContext value={navigator}>
      <BookingViewsContext value={BOOKING_VIEWS}>
        {frameless ? (
          <Outlet />
        ) : (
          <RootLayout>
            <Outlet />
          </RootLayout>
        )}
      </BookingViewsContext>
    </NavigatorContext>
  );
}
