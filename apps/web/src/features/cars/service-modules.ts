import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Car rentals in the app (decision 063): its screens, its home tab's form and its views of its bookings. */
export const serviceModules = [
  serviceModule<'car'>({
    service: 'car',
    dictionaries: ['cars'],
    screens: {
      'cars.search': serviceScreen(() => import('./components/car-results-page'), 'CarResultsPage'),
      // The booking form is a step of the detail route (issue 19), so the checkout's texts come with it.
      'cars.details': serviceScreen(() => import('./components/car-details-page'), 'CarDetailsPage', {
        dictionaries: ['checkout'],
      }),
    },
    searchPanel: () => import('./components/car-search-form').then((m) => m.CarSearchForm),
    views: {
      success: () => import('./components/car-booking-success').then((m) => m.CarBookingSuccess),
      summary: () => import('./views/car-booking-summary').then((m) => m.CarBookingSummary),
      desk: { title: 'cars.view.rental', load: () => import('./views/car-booking-summary').then((m) => m.CarDeskView) },
      document: {
        labels: {
          title: 'bookings.documents.voucher',
          own: 'bookings.documents.print_voucher',
          customer: 'bookings.documents.print_voucher_customer',
          agent: 'bookings.documents.print_voucher_agent',
        },
        number: (booking) => booking.details.voucher,
        load: () => import('./views/car-voucher').then((m) => m.CarVoucher),
      },
    },
  }),
];
