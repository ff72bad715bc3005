import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Visas in the app (decision 063): its screens, its home tab's form and its views of its applications. */
export const serviceModules = [
  serviceModule<'visa'>({
    service: 'visa',
    dictionaries: ['visas', 'applications'],
    screens: {
      'visa.search': serviceScreen(() => import('./components/visa-results-page'), 'VisaResultsPage'),
      'visa.details': serviceScreen(() => import('./components/visa-details-page'), 'VisaDetailsPage'),
      'visa.booking': serviceScreen(() => import('./components/visa-booking-page'), 'VisaBookingPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/visa-search-form').then((m) => m.VisaSearchForm),
    views: {
      success: () => import('./components/visa-booking-success').then((m) => m.VisaBookingSuccess),
      summary: () => import('./views/visa-booking-summary').then((m) => m.VisaBookingSummary),
      desk: {
        title: 'visas.booking.summary',
        load: () => import('./views/visa-summary').then((m) => m.VisaSummary),
      },
    },
  }),
];
