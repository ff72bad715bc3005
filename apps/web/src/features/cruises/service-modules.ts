import { serviceModule, serviceScreen } from '../../kit/service-module';

/**
 * Cruises in the app (decisions 063, 127): the screens of `cruise.*`, the home tab's form and the views of cruise
 * bookings, on the departures model the packages and conferences use.
 */
export const serviceModules = [
  serviceModule<'cruise'>({
    service: 'cruise',
    dictionaries: ['cruises', 'waitlist'],
    screens: {
      'cruise.search': serviceScreen(() => import('./components/cruise-results-page'), 'CruiseResultsPage'),
      'cruise.details': serviceScreen(() => import('./components/cruise-details-page'), 'CruiseDetailsPage'),
      'cruise.book': serviceScreen(() => import('./components/cruise-book-page'), 'CruiseBookPage', { login: true }),
    },
    searchPanel: () => import('./components/cruise-search-form').then((m) => m.CruiseSearchForm),
    views: {
      success: () => import('./views/cruise-booking-success').then((m) => m.CruiseBookingSuccess),
      summary: () => import('./views/cruise-summary').then((m) => m.CruiseBookingSummary),
      document: {
        labels: {
          title: 'cruises.documents.title',
          own: 'cruises.documents.own',
          customer: 'cruises.documents.customer',
          agent: 'cruises.documents.agent',
        },
        number: (booking) => booking.details.confirmation,
        load: () => import('./views/cruise-confirmation').then((m) => m.CruiseConfirmation),
      },
    },
  }),
];
