import { serviceScreen, type ServiceModule } from '../../kit/service-module';

/** Flights in the app (decision 063): its screens; its search form is the home page's default tab (in the entry). */
export const serviceModules: readonly ServiceModule[] = [
  {
    service: 'flight',
    dictionaries: ['flights'],
    screens: {
      'flight.search': serviceScreen(() => import('./components/flight-results-page'), 'FlightResultsPage'),
      // A visitor logs in first and comes back to the same booking (issue 4).
      'flight.booking': serviceScreen(() => import('./components/flight-booking-page'), 'FlightBookingPage', {
        login: true,
      }),
    },
    views: {
      success: () => import('./components/flight-booking-success').then((m) => m.FlightBookingSuccess),
    },
  },
];
