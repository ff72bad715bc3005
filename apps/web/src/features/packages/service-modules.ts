import { serviceModule, serviceScreen } from '../../kit/service-module';

/**
 * Tour packages in the app (decision 063): the screens of the spec's `tour.*` routes, the home tab's form and the
 * views of package bookings. The departures model behind them is shared with cruises and conferences (decision 086).
 */
export const serviceModules = [
  serviceModule<'package'>({
    service: 'package',
    dictionaries: ['packages', 'waitlist'],
    screens: {
      'tour.search': serviceScreen(() => import('./components/tour-results-page'), 'TourResultsPage'),
      'tour.details': serviceScreen(() => import('./components/tour-details-page'), 'TourDetailsPage'),
      'tour.booking': serviceScreen(() => import('./components/tour-booking-page'), 'TourBookingPage', { login: true }),
    },
    searchPanel: () => import('./components/tour-search-form').then((m) => m.TourSearchForm),
    views: {
      success: () => import('./views/tour-booking-success').then((m) => m.TourBookingSuccess),
      summary: () => import('./views/tour-booking-summary').then((m) => m.TourBookingSummary),
      document: {
        labels: {
          title: 'bookings.documents.voucher',
          own: 'bookings.documents.print_voucher',
          customer: 'bookings.documents.print_voucher_customer',
          agent: 'bookings.documents.print_voucher_agent',
        },
        number: (booking) => booking.details.voucher,
        load: () => import('./views/tour-voucher').then((m) => m.TourVoucher),
      },
    },
  }),
];
