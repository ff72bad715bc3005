import { serviceModule, serviceScreen } from '../../kit/service-module';

/**
 * Medical conferences in the app (decisions 063, 119): the screens of `conference.*`, the home tab's form and the
 * views of conference bookings, on the departures model the packages use.
 */
export const serviceModules = [
  serviceModule<'conference'>({
    service: 'conference',
    dictionaries: ['conferences', 'waitlist'],
    screens: {
      'conference.search': serviceScreen(() => import('./components/conference-results-page'), 'ConferenceResultsPage'),
      'conference.details': serviceScreen(
        () => import('./components/conference-details-page'),
        'ConferenceDetailsPage',
      ),
      'conference.book': serviceScreen(() => import('./components/conference-book-page'), 'ConferenceBookPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/conference-search-form').then((m) => m.ConferenceSearchForm),
    views: {
      success: () => import('./views/conference-booking-success').then((m) => m.ConferenceBookingSuccess),
      summary: () => import('./views/conference-summary').then((m) => m.ConferenceBookingSummary),
      document: {
        labels: {
          title: 'conferences.documents.title',
          own: 'conferences.documents.own',
          customer: 'conferences.documents.customer',
          agent: 'conferences.documents.agent',
        },
        number: (booking) => booking.details.badge,
        load: () => import('./views/conference-badge').then((m) => m.ConferenceConfirmation),
      },
    },
  }),
];
