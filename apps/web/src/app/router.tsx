import {
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { parsePath, ROUTES, type RouteName } from '@portal/contracts/routes';
import {
  bookingsSegmentOf,
  SERVICE_REGISTRY,
  SERVICES,
  serviceOfBookingsSegment,
  serviceRoutes,
  type Service,
  type ServiceDefinition,
} from '@portal/contracts/services';
import type { ServiceScreen } from '../kit/service-module';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { awaitSiteSettings } from '../lib/site-settings';
import { loadDictionaries } from '../lib/i18n';
import { isAgencyOwner } from '../lib/current-user';
import { meQuery } from '../lib/me';
import { isLoggedIn } from '../lib/session';
import type { FeatureDictionary } from '../locales/features';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';
import { loadSearchPanelTexts } from './search-panels';
import { brandingQuery } from '../kit/bookings/branding';
import { bookingQuery } from '../kit/bookings/booking-query';
import { bookingsSearchOf } from '../features/bookings/utils/bookings-search';
import { SERVICE_MODULES } from './service-modules';
import { preloadServiceView } from './service-views';
import { createAdminRoutes } from './admin-routes';
import { rootRoute, type RouterContext } from './root-route';

export type { RouterContext } from './root-route';

type AccountScreen = 'reports' | 'sub-users' | 'register-sub-user';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    serviceRoute?: RouteName;
    accountScreen?: AccountScreen;
    /** The service whose tab of My Bookings a route is. */
    bookingsTab?: Service;
  }
}

/**
 * A route's screen: its own chunk, fetched with the feature dictionaries its texts come from (in the visitor's
 * language only), both before the screen shows and on hover or touch of a link to it (decisions 022, 037).
 */
function screen<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  exportName: keyof T & string,
  dictionaries: readonly FeatureDictionary[] = [],
) {
  const component = lazyRouteComponent(load, exportName);
  return dictionaries.length ? { component, loader: () => loadDictionaries(dictionaries) } : { component };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Screens of logged-in users; a visitor is sent to log in and brought back afterwards. */
function requireLogin({ location, context }: { location: { href: string }; context: RouterContext }): void {
  if (context.signedInFrame) return; // the API draws the page as any signed-in user sees it (decision 151)
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/**
 * My users, branding and markup are an approved agency's owner's (decision 074): anyone else is sent home. The
 * server is asked (its answer also refreshes the stored role), so an agency approved since login gets in.
 */
async function requireAgencyOwner({
  location,
  context,
}: {
  location: { href: string };
  context: RouterContext;
}): Promise<void> {
  requireLogin({ location, context });
  const me = await context.queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
  if (!isAgencyOwner(me)) throw redirect({ to: '/', replace: true });
}

// The only screen in the entry; its flight tab's texts come in the same download as the shell's (decision 037).
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.home,
  loader: () => loadSearchPanelTexts(),
  component: HomePage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.login,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  ...screen(() => import('./routes/login-page'), 'LoginPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.register,
  ...screen(() => import('./routes/register-page'), 'RegisterPage', ['register']),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['forgot-password'],
  ...screen(() => import('./routes/password-pages'), 'ForgotPasswordPage', ['password']),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['reset-password'],
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  ...screen(() => import('./routes/password-pages'), 'ResetPasswordPage', ['password']),
});

const changePasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['change-password'],
  beforeLoad: requireLogin,
  ...screen(() => import('./routes/password-pages'), 'ChangePasswordPage', ['password']),
});

const changeEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['change-email'],
  beforeLoad: requireLogin,
  ...screen(() => import('./routes/email-pages'), 'ChangeEmailPage', ['password']),
});

const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['confirm-email'],
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  ...screen(() => import('./routes/email-pages'), 'ConfirmEmailPage', ['password']),
});

const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.notifications,
  beforeLoad: requireLogin,
  ...screen(() => import('./routes/notifications-page'), 'NotificationsPage', ['notices']),
});

// A document opened by its link, without logging in (decision 137), and what its QR code opens.
const documentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['document.view'],
  ...screen(() => import('./routes/document-page'), 'DocumentPage', ['documents', 'bookings']),
});

const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.verify,
  ...screen(() => import('./routes/verify-page'), 'VerifyPage', ['documents', 'bookings']),
});

const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.about,
  ...screen(() => import('./routes/about-page'), 'AboutPage'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.privacyPolicy,
  ...screen(() => import('./routes/privacy-page'), 'PrivacyPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.contact,
  // The office details are the page: it opens with them (waiting up to 2 s) rather than with placeholders
  // that they would resize, moving the form below them on a phone.
  loader: ({ context }) => (context.prerendering ? undefined : awaitSiteSettings(context.queryClient, 2_000)),
  ...screen(() => import('./routes/contact-page'), 'ContactPage'),
});

const walletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.wallet,
  beforeLoad: requireLogin,
  ...screen(() => import('./routes/wallet-page'), 'WalletPage', ['my_wallet', 'bookings']),
});

const reportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES.reports,
  beforeLoad: requireLogin,
  staticData: { accountScreen: 'reports' },
  ...screen(() => import('./routes/reports-page'), 'ReportsPage', ['reports', 'bookings']),
});

const subUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['sub-user'],
  beforeLoad: requireAgencyOwner,
  staticData: { accountScreen: 'sub-users' },
  ...screen(() => import('./routes/sub-users-page'), 'SubUsersPage', ['sub_users', 'agency']),
});

const registerSubUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['register.sub'],
  beforeLoad: requireAgencyOwner,
  staticData: { accountScreen: 'register-sub-user' },
  ...screen(() => import('./routes/register-sub-user-page'), 'RegisterSubUserPage', ['sub_users']),
});

const myBookingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['my-bookings'],
  beforeLoad: requireLogin,
  ...screen(() => import('./routes/my-bookings-page'), 'MyBookingsLayout', ['bookings']),
});

// The spec: /my-bookings redirects to its flights tab.
const myBookingsIndexRoute = createRoute({
  getParentRoute: () => myBookingsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/my-bookings/flights', replace: true });
  },
});

const bookingsTab = screen(() => import('./routes/my-bookings-page'), 'BookingsTab', ['bookings', 'waitlist']);

// One tab of My Bookings per service of the registry, at its path (`/my-bookings/flights`, `/my-bookings/cars`…).
const bookingsTabRoutes = SERVICES.map((service) =>
  createRoute({
    getParentRoute: () => myBookingsRoute,
    path: bookingsSegmentOf(service),
    staticData: { bookingsTab: service },
    validateSearch: bookingsSearchOf,
    ...bookingsTab,
  }),
);

// One booking: /my-bookings/<tab>/<id>, inside the tab it belongs to.
const bookingDetailRoute = createRoute({
  getParentRoute: () => myBookingsRoute,
  path: '$tab/$bookingId',
  beforeLoad: ({ params }) => {
    if (!serviceOfBookingsSegment(params.tab) || !/^[0-9a-f-]{36}$/i.test(params.bookingId)) throw notFound();
  },
  component: lazyRouteComponent(() => import('./routes/booking-detail-page'), 'BookingDetailPage'),
  loader: async ({ context, params }) => {
    // What the screen reads starts at once, beside its code and texts, rather than once it is drawn.
    // Branding is an agency's (decision 074): asked only when the account is one.
    void context.queryClient
      .ensureQueryData(meQuery)
      .then((me) => (me.account.kind === 'agency' ? context.queryClient.prefetchQuery(brandingQuery) : undefined))
      .catch(() => undefined);
    // The booking's service's views of it (what was booked, its price's parts, its document) come with their
    // texts, so the screen opens with them (decision 063).
    const views = context.queryClient
      .ensureQueryData(bookingQuery(params.bookingId))
      .then((booking) =>
        Promise.all(
          (['summary', 'priceBreakdown', 'document'] as const).map((kind) => preloadServiceView(booking.service, kind)),
        ),
      )
      .catch(() => undefined); // the screen says what went wrong
    await Promise.all([loadDictionaries(['bookings']), views]);
  },
});

const servicePage = { ...screen(() => import('./routes/service-page'), 'ServicePage'), loader: loadSearchPanelTexts };

/** The contract's parser checks the values of a matched path (non-empty, well encoded). */
function checkPath(name: RouteName) {
  return ({ location }: { location: { pathname: string } }) => {
    if (!parsePath(name, location.pathname)) throw notFound();
  };
}

/** The route of a service's booking form, when the route table has one. */
function bookingRoute(service: Service): RouteName | undefined {
  const routes: ServiceDefinition['routes'] = SERVICE_REGISTRY[service].routes;
  return routes.booking;
}

/**
 * A service's screen: its feature's own (app/service-modules.ts, decision 063), each its own chunk fetched with
 * the service's dictionaries; for a route its service has not built yet, the titled placeholder page.
 */
function serviceScreenOptions(service: Service, name: RouteName) {
  const module = SERVICE_MODULES[service];
  const built: ServiceScreen | undefined = module?.screens[name];
  if (!module || !built) return { beforeLoad: checkPath(name), ...servicePage };
  const guard = checkPath(name);
  return {
    beforeLoad: built.login
      ? (options: { location: { pathname: string; href: string }; context: RouterContext }) => {
          guard(options);
          requireLogin(options);
        }
      : guard,
    ...screen(built.load as () => Promise<Record<string, unknown>>, built.component, [
      ...module.dictionaries,
      // A booking screen shows the checkout's parts (payment, price notice, confirm).
      ...(bookingRoute(service) === name ? (['checkout'] as const) : []),
      ...(built.dictionaries ?? []),
    ]),
  };
}

/**
 * One route per service path of the route table, written in the table's own syntax. The router matches the
 * shape; the contract's parser then checks the values (non-empty, well encoded), so a malformed link is a
 * not-found page rather than a screen with nonsense in it.
 */
const serviceRoutesTree = SERVICES.flatMap((service) =>
  serviceRoutes(service).map((name) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: ROUTES[name] as string,
      staticData: { serviceRoute: name },
      ...serviceScreenOptions(service, name),
    }),
  ),
);

// Every service's confirmation: the app picks the service's screen by the booking (issue 5).
const bookingSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTES['booking.success'],
  staticData: { serviceRoute: 'booking.success' },
  beforeLoad: (options) => {
    checkPath('booking.success')(options);
    requireLogin(options);
  },
  component: lazyRouteComponent(() => import('./routes/booking-success-page'), 'BookingSuccessRoute'),
  // The screen opens with the booking and its service's confirmation (and their texts) at hand.
  loader: async ({ context, location }) => {
    const id = parsePath('booking.success', location.pathname)?.bookingId ?? '';
    const booking = isUuid(id)
      ? context.queryClient.ensureQueryData(bookingQuery(id)).then(
          (found) => preloadServiceView(found.service, 'success'),
          () => undefined, // the screen says what went wrong
        )
      : undefined;
    await Promise.all([loadDictionaries(['checkout']), booking]);
  },
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  changePasswordRoute,
  aboutRoute,
  privacyRoute,
  contactRoute,
  walletRoute,
  notificationsRoute,
  documentRoute,
  verifyRoute,
  changeEmailRoute,
  confirmEmailRoute,
  reportsRoute,
  subUsersRoute,
  registerSubUserRoute,
  myBookingsRoute.addChildren([myBookingsIndexRoute, ...bookingsTabRoutes, bookingDetailRoute]),
  bookingSuccessRoute,
  ...serviceRoutesTree,
  // The back office (issue 7): its screens are lazy chunks of their own.
  createAdminRoutes(rootRoute),
]);

export function createAppRouter({
  queryClient,
  history,
  prerendering = false,
  signedInFrame = false,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
  prerendering?: boolean;
  signedInFrame?: boolean;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, prerendering, signedInFrame },
    // A prerender is the server's render wherever it runs (the build, the API's drawing thread, tests), so the
    // markup is what the app hydrates (decision 148).
    ...(prerendering ? { isServer: true } : {}),
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
