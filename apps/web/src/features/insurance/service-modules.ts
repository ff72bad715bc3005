import { serviceModule, serviceScreen } from '../../kit/service-module';

/** Travel insurance in the app (issue 19, decision 063): its screens, its home tab's form and its policy's views. */
export const serviceModules = [
  serviceModule<'insurance'>({
    service: 'insurance',
    dictionaries: ['insurance'],
    screens: {
      'insurance.search': serviceScreen(() => import('./components/insurance-results-page'), 'InsuranceResultsPage'),
      'insurance.details': serviceScreen(() => import('./components/insurance-details-page'), 'InsuranceDetailsPage'),
      'insurance.book': serviceScreen(() => import('./components/insurance-booking-page'), 'InsuranceBookingPage', {
        login: true,
      }),
    },
    searchPanel: () => import('./components/insurance-search-form').then((m) => m.InsuranceSearchForm),
    views: {
      success: () => import('./views/insurance-views').then((m) => m.InsuranceBookingSuccess),
      summary: () => import('./views/insurance-views').then((m) => m.InsuranceBookingSummary),
      priceBreakdown: () => import('./views/insurance-views').then((m) => m.InsurancePriceBreakdown),
      desk: {
        title: 'insurance.policy.desk',
        load: () => import('./views/insurance-views').then((m) => m.InsuranceDesk),
      },
      document: {
        labels: {
          title: 'insurance.policy.title',
          own: 'insurance.policy.print_own',
          customer: 'insurance.policy.print_customer',
          agent: 'insurance.policy.print_agent',
        },
        // The policy's own number, which the insurer and the embassy know it by.
        number: (booking) => booking.details.policy_number,
        load: () => import('./views/insurance-views').then((m) => m.InsuranceCertificate),
      },
    },
  }),
];
