import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Tour guides in the app (issue 19, decision 123): its screens, its home tab's form and its views of its bookings. */
export const serviceModules = [
  serviceModule<'guide'>({
    service: 'guide',
    dictionaries: ['guides'],
    screens: {
      'guide.search': serviceScreen(() => import('./components/guide-results-page'), 'GuideResultsPage'),
      'guide.details': serviceScreen(() => import('./components/guide-details-page'), 'GuideDetailsPage'),
      'guide.book': serviceScreen(() => import('./components/guide-booking-page'), 'GuideBookingPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/guide-search-form').then((m) => m.GuideSearchForm),
    views: {
      success: () => import('./views/guide-views').then((m) => m.GuideBookingSuccess),
      summary: () => import('./views/guide-views').then((m) => m.GuideBookingSummary),
      desk: { title: 'guides.view.trip', load: () => import('./views/guide-views').then((m) => m.GuideDeskView) },
      document: {
        labels: {
          title: 'bookings.documents.voucher',
          own: 'bookings.documents.print_voucher',
          customer: 'bookings.documents.print_voucher_customer',
          agent: 'bookings.documents.print_voucher_agent',
        },
        number: (booking) => booking.details.voucher,
        load: () => import('./views/guide-views').then((m) => m.GuideVoucher),
      },
    },
  }),
];
