import { serviceScreen, type ServiceModule } from '../../kit/service-module';

/** Hotels in the app (decision 063): its screens and its home tab's form, each loaded when wanted. */
export const serviceModules: readonly ServiceModule[] = [
  {
    service: 'hotel',
    dictionaries: ['hotels'],
    screens: {
      'hotel.search': serviceScreen(() => import('./components/hotel-results-page'), 'HotelResultsPage'),
      'hotel.room-details': serviceScreen(() => import('./components/hotel-details-page'), 'HotelDetailsPage'),
      // As for flights: a visitor logs in first and comes back to the same rooms.
      'hotel.booking': serviceScreen(() => import('./components/hotel-booking-page'), 'HotelBookingPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/hotel-search-form').then((m) => m.HotelSearchForm),
    views: {
      success: () => import('./components/hotel-booking-success').then((m) => m.HotelBookingSuccess),
    },
  },
];
