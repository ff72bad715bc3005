import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Study abroad in the app (decision 063): its screens, its home tab's form and its views of its applications. */
export const serviceModules = [
  serviceModule<'uguide'>({
    service: 'uguide',
    dictionaries: ['uguides', 'applications'],
    screens: {
      'uguide.search': serviceScreen(() => import('./components/uguide-results-page'), 'UguideResultsPage'),
      'uguide.details': serviceScreen(() => import('./components/uguide-details-page'), 'UguideDetailsPage'),
      'uguide.book': serviceScreen(() => import('./components/uguide-booking-page'), 'UguideBookingPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/uguide-search-form').then((m) => m.UguideSearchForm),
    views: {
      success: () => import('./components/uguide-booking-success').then((m) => m.UguideBookingSuccess),
      summary: () => import('./views/uguide-booking-summary').then((m) => m.UguideBookingSummary),
      desk: {
        title: 'uguides.booking.summary',
        load: () => import('./views/uguide-summary').then((m) => m.UguideSummary),
      },
    },
  }),
];
