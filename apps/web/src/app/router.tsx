import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parsePath, ROUTES } from '@portal/contracts/routes';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { isLoggedIn } from '../lib/session';
import { RootLayout } from './layout/root-layout';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';
import { SERVICE_ROUTE_NAMES, type ServiceRouteName } from './service-screens';

export interface RouterContext {
  queryClient: QueryClient;
}

type AccountScreen = 'reports' | 'sub-users' | 'register-sub-user';
type BookingsTab = 'flight' | 'hotel' | 'visa' | 'package';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    serviceRoute?: ServiceRouteName;
    accountScreen?: AccountScreen;
    bookingsTab?: BookingsTab;
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

/** Screens of logged-in users; a visitor is sent to log in and brought back afterwards. */
function requireLogin({ location }: { location: { href: string } }): void {
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: ROUTES.home, component: HomePage });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.login,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('./routes/login-page'), 'LoginPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.register,
  component: lazyRouteComponent(() => import('./routes/register-page'), 'RegisterPage'),
});

const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.about,
  component: lazyRouteComponent(() => import('./routes/about-page'), 'AboutPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.privacyPolicy,
  component: lazyRouteComponent(() => import('./routes/privacy-page'), 'PrivacyPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.contact,
  component: lazyRouteComponent(() => import('./routes/contact-page'), 'ContactPage'),
});

const walletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.wallet,
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/wallet-page'), 'WalletPage'),
});

const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.reports,
  beforeLoad: requireLogin,
  staticData: { accountScreen: 'reports' },
  component: lazyRouteComponent(() => import('./routes/reports-page'), 'ReportsPage'),
});

const subUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['sub-user'],
  beforeLoad: requireLogin,
  staticData: { accountScreen: 'sub-users' },
  component: lazyRouteComponent(() => import('./routes/sub-users-page'), 'SubUsersPage'),
});

const registerSubUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['register.sub'],
  beforeLoad: requireLogin,
  staticData: { accountScreen: 'register-sub-user' },
  component: lazyRouteComponent(() => import('./routes/register-sub-user-page'), 'RegisterSubUserPage'),
});

const myBookingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['my-bookings'],
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./routes/my-bookings-page'), 'MyBookingsLayout'),
});

// The spec: /my-bookings redirects to its flights tab.
const myBookingsIndexRoute = createRoute({
  getParentRoute: () => myBookingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/my-bookings/flights', replace: true });
  },
});

const bookingsTab = lazyRouteComponent(() => import('./routes/my-bookings-page'), 'BookingsTab');

/** The list's filters live in the address; strings here, checked against the contract by the screen. */
interface BookingsSearch {
  status?: string;
  from?: string;
  to?: string;
  user?: string;
  q?: string;
  page?: number;
}

function bookingsSearch(search: Record<string, unknown>): BookingsSearch {
  const out: BookingsSearch = {};
  for (const key of ['status', 'from', 'to', 'user', 'q'] as const) {
    const value = search[key];
    // The router reads `q=123456` as a number; a reference is text.
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

const BOOKINGS_TABS = [
  ['flights', 'flight'],
  ['hotels', 'hotel'],
  ['visa', 'visa'],
  ['package', 'package'],
] as const;

const bookingsTabRoutes = BOOKINGS_TABS.map(([path, tab]) =>
  createRoute({
    getParentRoute: () => myBookingsRoute,
    path,
    staticData: { bookingsTab: tab },
    validateSearch: bookingsSearch,
    component: bookingsTab,
  }),
);

// One booking: /my-bookings/<tab>/<id>, inside the tab it belongs to.
const bookingDetailRoute = createRoute({
  getParentRoute: () => myBookingsRoute,
  path: '$tab/$bookingId',
  beforeLoad: ({ params }) => {
    if (!BOOKINGS_TABS.some(([path]) => path === params.tab) || !/^[0-9a-f-]{36}$/i.test(params.bookingId))
      throw notFound();
  },
  component: lazyRouteComponent(() => import('./routes/booking-detail-page'), 'BookingDetailPage'),
});

const servicePage = lazyRouteComponent(() => import('./routes/service-page'), 'ServicePage');

/** Service screens built by their service's issue; the others share the titled placeholder page. */
const BUILT_SCREENS: ReadonlySet<ServiceRouteName> = new Set(['flight.search', 'flight.booking', 'booking.success']);

/** The contract's parser checks the values of a matched path (non-empty, well encoded). */
function checkPath(name: ServiceRouteName) {
  return ({ location }: { location: { pathname: string } }) => {
    if (!parsePath(name, location.pathname)) throw notFound();
  };
}

// Flights (issue 4). Each screen is its own chunk; only the home page's flight tab is in the entry.
const flightSearchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['flight.search'],
  staticData: { serviceRoute: 'flight.search' },
  beforeLoad: checkPath('flight.search'),
  component: lazyRouteComponent(
    () => import('../features/flights/components/flight-results-page'),
    'FlightResultsPage',
  ),
});

const flightBookingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['flight.booking'],
  staticData: { serviceRoute: 'flight.booking' },
  // A visitor logs in first and comes back to the same booking (issue 4).
  beforeLoad: (options) => {
    checkPath('flight.booking')(options);
    requireLogin(options);
  },
  component: lazyRouteComponent(
    () => import('../features/flights/components/flight-booking-page'),
    'FlightBookingPage',
  ),
});

const bookingSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['booking.success'],
  staticData: { serviceRoute: 'booking.success' },
  beforeLoad: (options) => {
    checkPath('booking.success')(options);
    requireLogin(options);
  },
  component: lazyRouteComponent(
    () => import('../features/flights/components/booking-success-page'),
    'BookingSuccessPage',
  ),
});

/**
 * One route per service path of the route table, written in the table's own syntax. The router matches the
 * shape; the contract's parser then checks the values (non-empty, well encoded), so a malformed link is a
 * not-found page rather than a screen with nonsense in it.
 */
const serviceRoutes = SERVICE_ROUTE_NAMES.filter((name) => !BUILT_SCREENS.has(name)).map((name) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTES[name] as string,
    staticData: { serviceRoute: name },
    beforeLoad: checkPath(name),
    component: servicePage,
  }),
);

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  aboutRoute,
  privacyRoute,
  contactRoute,
  walletRoute,
  reportsRoute,
  subUsersRoute,
  registerSubUserRoute,
  myBookingsRoute.addChildren([myBookingsIndexRoute, ...bookingsTabRoutes, bookingDetailRoute]),
  flightSearchRoute,
  flightBookingRoute,
  bookingSuccessRoute,
  ...serviceRoutes,
]);

export function createAppRouter({ queryClient, history }: { queryClient: QueryClient; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    caseSensitive: true,
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <LoadingOverlay />,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
