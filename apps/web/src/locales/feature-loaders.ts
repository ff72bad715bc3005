import type { flightsEn } from '../features/flights/locales/en';
import type { flightScreensEn } from '../features/flights/locales/screens-en';
import { SEARCH_FORM_TEXTS, type FeatureLoaders, type FeatureTexts } from './features';
import type { Shape } from './types';

/** The flights dictionary: the search form's texts and the screens' (their top-level keys do not overlap). */
function withScreens(
  form: Promise<Shape<typeof flightsEn>>,
  screens: Promise<Shape<typeof flightScreensEn>>,
): Promise<Shape<FeatureTexts['flights']>> {
  return Promise.all([form, screens]).then(([formTexts, screenTexts]) => ({ ...formTexts, ...screenTexts }));
}

/**
 * Where each feature's dictionary is, per language. Each file is a chunk of its own, fetched only in the
 * visitor's language and only when a screen that needs it loads (its route's `dictionaries`, app/router.tsx),
 * so no visitor downloads the texts of screens they never open or of languages they do not read (decision
 * 037). A new feature adds its texts to `FeatureTexts`, its name to `FEATURE_DICTIONARY_NAMES` (features.ts) and
 * its three loaders here.
 */
export const FEATURE_DICTIONARIES: FeatureLoaders = {
  // The search form's texts are in the first screen's download (decision 037), the screens' come with them.
  flights: {
    ar: () =>
      withScreens(
        SEARCH_FORM_TEXTS.ar(),
        import('../features/flights/locales/screens-ar').then((m) => m.flightScreensAr),
      ),
    en: () =>
      withScreens(
        SEARCH_FORM_TEXTS.en(),
        import('../features/flights/locales/screens-en').then((m) => m.flightScreensEn),
      ),
    de: () =>
      withScreens(
        SEARCH_FORM_TEXTS.de(),
        import('../features/flights/locales/screens-de').then((m) => m.flightScreensDe),
      ),
  },
  bookings: {
    ar: () => import('../features/bookings/locales/ar').then((m) => m.bookingsAr),
    en: () => import('../features/bookings/locales/en').then((m) => m.bookingsEn),
    de: () => import('../features/bookings/locales/de').then((m) => m.bookingsDe),
  },
  my_wallet: {
    ar: () => import('../features/wallet/locales/ar').then((m) => m.walletAr),
    en: () => import('../features/wallet/locales/en').then((m) => m.walletEn),
    de: () => import('../features/wallet/locales/de').then((m) => m.walletDe),
  },
  reports: {
    ar: () => import('../features/reports/locales/ar').then((m) => m.reportsAr),
    en: () => import('../features/reports/locales/en').then((m) => m.reportsEn),
    de: () => import('../features/reports/locales/de').then((m) => m.reportsDe),
  },
  sub_users: {
    ar: () => import('../features/sub-users/locales/ar').then((m) => m.subUsersAr),
    en: () => import('../features/sub-users/locales/en').then((m) => m.subUsersEn),
    de: () => import('../features/sub-users/locales/de').then((m) => m.subUsersDe),
  },
  agency: {
    ar: () => import('../features/agency/locales/ar').then((m) => m.agencyAr),
    en: () => import('../features/agency/locales/en').then((m) => m.agencyEn),
    de: () => import('../features/agency/locales/de').then((m) => m.agencyDe),
  },
  hotels: {
    ar: () => import('../features/hotels/locales/ar').then((m) => m.hotelsAr),
    en: () => import('../features/hotels/locales/en').then((m) => m.hotelsEn),
    de: () => import('../features/hotels/locales/de').then((m) => m.hotelsDe),
  },
  cars: {
    ar: () => import('../features/cars/locales/ar').then((m) => m.carsAr),
    en: () => import('../features/cars/locales/en').then((m) => m.carsEn),
    de: () => import('../features/cars/locales/de').then((m) => m.carsDe),
  },
  insurance: {
    ar: () => import('../features/insurance/locales/ar').then((m) => m.insuranceAr),
    en: () => import('../features/insurance/locales/en').then((m) => m.insuranceEn),
    de: () => import('../features/insurance/locales/de').then((m) => m.insuranceDe),
  },
  packages: {
    ar: () => import('../features/packages/locales/ar').then((m) => m.packagesAr),
    en: () => import('../features/packages/locales/en').then((m) => m.packagesEn),
    de: () => import('../features/packages/locales/de').then((m) => m.packagesDe),
  },
  visas: {
    ar: () => import('../features/visas/locales/ar').then((m) => m.visasAr),
    en: () => import('../features/visas/locales/en').then((m) => m.visasEn),
    de: () => import('../features/visas/locales/de').then((m) => m.visasDe),
  },
  guides: {
    ar: () => import('../features/guides/locales/ar').then((m) => m.guidesAr),
    en: () => import('../features/guides/locales/en').then((m) => m.guidesEn),
    de: () => import('../features/guides/locales/de').then((m) => m.guidesDe),
  },
  register: {
    ar: () => import('../features/auth/locales/ar').then((m) => m.registerAr),
    en: () => import('../features/auth/locales/en').then((m) => m.registerEn),
    de: () => import('../features/auth/locales/de').then((m) => m.registerDe),
  },
  notices: {
    ar: () => import('../features/notifications/locales/ar').then((m) => m.noticesAr),
    en: () => import('../features/notifications/locales/en').then((m) => m.noticesEn),
    de: () => import('../features/notifications/locales/de').then((m) => m.noticesDe),
  },
  password: {
    ar: () => import('../features/auth/locales/ar').then((m) => m.passwordAr),
    en: () => import('../features/auth/locales/en').then((m) => m.passwordEn),
    de: () => import('../features/auth/locales/de').then((m) => m.passwordDe),
  },
  documents: {
    ar: () => import('../kit/documents/locales/ar').then((m) => m.documentsAr),
    en: () => import('../kit/documents/locales/en').then((m) => m.documentsEn),
    de: () => import('../kit/documents/locales/de').then((m) => m.documentsDe),
  },
  checkout: {
    ar: () => import('../kit/checkout/locales/ar').then((m) => m.checkoutAr),
    en: () => import('../kit/checkout/locales/en').then((m) => m.checkoutEn),
    de: () => import('../kit/checkout/locales/de').then((m) => m.checkoutDe),
  },
  applications: {
    ar: () => import('../kit/applications/locales/ar').then((m) => m.applicationsAr),
    en: () => import('../kit/applications/locales/en').then((m) => m.applicationsEn),
    de: () => import('../kit/applications/locales/de').then((m) => m.applicationsDe),
  },
  uguides: {
    ar: () => import('../features/uguides/locales/ar').then((m) => m.uguidesAr),
    en: () => import('../features/uguides/locales/en').then((m) => m.uguidesEn),
    de: () => import('../features/uguides/locales/de').then((m) => m.uguidesDe),
  },
  conferences: {
    ar: () => import('../features/conferences/locales/ar').then((m) => m.conferencesAr),
    en: () => import('../features/conferences/locales/en').then((m) => m.conferencesEn),
    de: () => import('../features/conferences/locales/de').then((m) => m.conferencesDe),
  },
  cruises: {
    ar: () => import('../features/cruises/locales/ar').then((m) => m.cruisesAr),
    en: () => import('../features/cruises/locales/en').then((m) => m.cruisesEn),
    de: () => import('../features/cruises/locales/de').then((m) => m.cruisesDe),
  },
  waitlist: {
    ar: () => import('../kit/departures/locales/ar').then((m) => m.waitlistAr),
    en: () => import('../kit/departures/locales/en').then((m) => m.waitlistEn),
    de: () => import('../kit/departures/locales/de').then((m) => m.waitlistDe),
  },
};
