import { serviceModule, serviceScreen } from '../../kit/service-module';

/**
 * Flights in the app (decision 063): its screens, its views of its bookings (each loaded when first shown); its
 * search form is the home page's default tab, in the entry.
 */
export const serviceModules = [
  serviceModule<'flight'>({
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
      summary: () => import('./views/flight-booking-summary').then((m) => m.FlightBookingSummary),
      priceBreakdown: () => import('./views/fare-breakdown').then((m) => m.FareBreakdown),
      desk: {
        title: 'flights.desk.itinerary',
        load: () => import('./views/desk-itinerary').then((m) => m.DeskItinerary),
      },
      document: {
        labels: {
          title: 'bookings.documents.itinerary',
          own: 'bookings.documents.print_itinerary',
          customer: 'bookings.documents.print_customer',
          agent: 'bookings.documents.print_agent',
        },
        load: () => import('./views/itinerary-receipt').then((m) => m.ItineraryReceipt),
      },
    },
  }),
];
