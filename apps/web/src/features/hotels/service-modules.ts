import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Hotels in the app (decision 063): its screens, its home tab's form and its views of its bookings. */
export const serviceModules = [
  serviceModule<'hotel'>({
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
      summary: () => import('./views/hotel-booking-summary').then((m) => m.HotelBookingSummary),
      document: {
        labels: {
          title: 'bookings.documents.voucher',
          own: 'bookings.documents.print_voucher',
          customer: 'bookings.documents.print_voucher_customer',
          agent: 'bookings.documents.print_voucher_agent',
        },
        // The voucher's own number, which the hotel knows the stay by.
        number: (booking) => booking.details.voucher,
        load: () => import('./views/hotel-voucher').then((m) => m.HotelVoucher),
      },
    },
  }),
];
