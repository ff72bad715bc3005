import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { StaffArea } from '@portal/contracts/admin';
import { isLoggedIn } from '../lib/session';
import type { rootRoute } from './root-route';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The back-office area a screen belongs to; the admin frame checks the staff role against it. */
    adminArea?: StaffArea;
  }
}

/**
 * The back office under /admin (issue 7). Only these route definitions are in the app's entry; the frame,
 * every screen and the back office's texts are lazy chunks (decision 034), so a visitor never downloads them.
 * (`import()` paths are written out: Vite splits chunks only at literal paths.)
 */
export function createAdminRoutes(root: typeof rootRoute) {
  const admin = createRoute({
    getParentRoute: () => root,
    path: '/admin',
    beforeLoad: ({ location }) => {
      if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
    },
    // The back office's texts in the interface language, beside the frame's and the screen's code.
    loader: () => import('../features/admin/i18n').then((m) => m.loadAdminTexts()),
    component: lazyRouteComponent(() => import('../features/admin/components/shell/admin-layout'), 'AdminLayout'),
  });
  const parent = () => admin;
  const area = (adminArea: StaffArea) => ({ adminArea });

  return admin.addChildren([
    createRoute({
      getParentRoute: parent,
      path: '/',
      component: lazyRouteComponent(() => import('../features/admin/components/dashboard/admin-home'), 'AdminHome'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'bookings',
      staticData: area('bookings'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/bookings/bookings-desk-screen'),
        'BookingsDeskScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'bookings/$bookingId',
      staticData: area('bookings'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/bookings/booking-desk-screen'),
        'BookingDeskScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'applications',
      staticData: area('applications'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/applications/applications-screen'),
        'ApplicationsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'applications/$bookingId',
      staticData: area('applications'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/applications/application-screen'),
        'ApplicationScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/visas',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/visa-products-screen'),
        'VisaProductsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'topups',
      staticData: area('topups'),
      component: lazyRouteComponent(() => import('../features/admin/components/money/topups-screen'), 'TopupsScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'messages',
      staticData: area('messages'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/people/messages-screen'),
        'MessagesScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'ledger',
      staticData: area('money'),
      component: lazyRouteComponent(() => import('../features/admin/components/money/ledger-screen'), 'LedgerScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'ledger/$accountId',
      staticData: area('money'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/money/ledger-account-screen'),
        'LedgerAccountScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/flights',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/schedules-screen'),
        'SchedulesScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/flights/$key',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/schedule-screen'),
        'ScheduleScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/airports',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/airports-screen'),
        'AirportsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/carriers',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/carriers-screen'),
        'CarriersScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/hotels',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/hotels-screen'),
        'HotelsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/hotels/$hotelId',
      staticData: area('inventory'),
      component: lazyRouteComponent(() => import('../features/admin/components/inventory/hotel-screen'), 'HotelScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/departures',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/departure-products-screen'),
        'DeparturesIndex',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/departures/$service',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/departure-products-screen'),
        'DepartureProductsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/departures/$service/$productId',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/departure-product-screen'),
        'DepartureProductScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/insurance',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/insurance-plans-screen'),
        'InsurancePlansScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/insurance/$planId',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/insurance-plan-screen'),
        'InsurancePlanScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/guides',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/guides-screen'),
        'GuidesScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/guides/$guideId',
      staticData: area('inventory'),
      component: lazyRouteComponent(() => import('../features/admin/components/inventory/guide-screen'), 'GuideScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/programmes',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/uguide-programmes-screen'),
        'UguideProgrammesScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/programmes/$programmeId',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/uguide-programme-screen'),
        'UguideProgrammeScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/cars',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/car-offers-screen'),
        'CarOffersScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/cars/$offerId',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/car-offer-screen'),
        'CarOfferScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'inventory/destinations',
      staticData: area('inventory'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/inventory/destinations-screen'),
        'DestinationsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'settings',
      staticData: area('content'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/content/site-settings-screen'),
        'SiteSettingsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'home',
      staticData: area('content'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/content/home-content-screen'),
        'HomeContentScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'currencies',
      staticData: area('currencies'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/currencies/currencies-screen'),
        'CurrenciesScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'agencies',
      staticData: area('people'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/people/agency-applications-screen'),
        'AgencyApplicationsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'accounts',
      staticData: area('people'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/people/accounts-screen'),
        'AccountsScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'accounts/$accountId',
      staticData: area('people'),
      component: lazyRouteComponent(
        () => import('../features/admin/components/people/account-screen'),
        'AccountScreen',
      ),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'staff',
      staticData: area('people'),
      component: lazyRouteComponent(() => import('../features/admin/components/people/staff-screen'), 'StaffScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'outbox',
      staticData: area('outbox'),
      component: lazyRouteComponent(() => import('../features/admin/components/outbox/outbox-screen'), 'OutboxScreen'),
    }),
    createRoute({
      getParentRoute: parent,
      path: 'audit',
      staticData: area('audit'),
      component: lazyRouteComponent(() => import('../features/admin/components/audit/audit-screen'), 'AuditScreen'),
    }),
  ]);
}
