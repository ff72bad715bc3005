import type { Lang } from '@portal/contracts/i18n';
import type { checkoutEn } from '../kit/checkout/locales/en';
import type { documentsEn } from '../kit/documents/locales/en';
import type { applicationsEn } from '../kit/applications/locales/en';
import type { waitlistEn } from '../kit/departures/locales/en';
import type { agencyEn } from '../features/agency/locales/en';
import type { passwordEn, registerEn } from '../features/auth/locales/en';
import type { bookingsEn } from '../features/bookings/locales/en';
import type { flightsEn } from '../features/flights/locales/en';
import type { flightScreensEn } from '../features/flights/locales/screens-en';
import type { hotelsEn } from '../features/hotels/locales/en';
import type { carsEn } from '../features/cars/locales/en';
import type { insuranceEn } from '../features/insurance/locales/en';
import type { packagesEn } from '../features/packages/locales/en';
import type { visasEn } from '../features/visas/locales/en';
import type { uguidesEn } from '../features/uguides/locales/en';
import type { guidesEn } from '../features/guides/locales/en';
import type { reportsEn } from '../features/reports/locales/en';
import type { subUsersEn } from '../features/sub-users/locales/en';
import type { walletEn } from '../features/wallet/locales/en';
import type { conferencesEn } from '../features/conferences/locales/en';
import type { cruisesEn } from '../features/cruises/locales/en';
import type { noticesEn } from '../features/notifications/locales/en';
import type { Shape } from './types';

/** The features' texts, each under its key of the one `translation` namespace (`t('flights.search.from')`). */
export interface FeatureTexts {
  flights: typeof flightsEn & typeof flightScreensEn;
  bookings: typeof bookingsEn;
  my_wallet: typeof walletEn;
  reports: typeof reportsEn;
  sub_users: typeof subUsersEn;
  agency: typeof agencyEn;
  hotels: typeof hotelsEn;
  cars: typeof carsEn;
  insurance: typeof insuranceEn;
  packages: typeof packagesEn;
  visas: typeof visasEn;
  guides: typeof guidesEn;
  register: typeof registerEn;
  /** Forgot password, the new-password page and the change of password. */
  password: typeof passwordEn;
  /** The notifications page's (the bell's are the main dictionary's). */
  notices: typeof noticesEn;
  /** The checkout kit's (every service's booking page and confirmation). */
  checkout: typeof checkoutEn;
  /** The application pipeline's (visas, study abroad): the timeline, requested papers, issued files. */
  applications: typeof applicationsEn;
  uguides: typeof uguidesEn;
  conferences: typeof conferencesEn;
  cruises: typeof cruisesEn;
  /** The departures kit's waitlist (every departures service's detail page and My Bookings). */
  waitlist: typeof waitlistEn;
  /** The server's documents (kit/documents): download, share, the shared document and its verification. */
  documents: typeof documentsEn;
}

export type FeatureDictionary = keyof FeatureTexts;

export type FeatureLoaders = { [K in FeatureDictionary]: Record<Lang, () => Promise<Shape<FeatureTexts[K]>>> };

/**
 * The texts of the home page's default search form (the flights feature's `trips`, `cabins`, `passengers` and
 * `search`), which its first screen needs without the rest of the flights dictionary (decision 062).
 */
export const SEARCH_FORM_TEXTS: Record<Lang, () => Promise<Shape<typeof flightsEn>>> = {
  ar: () => import('../features/flights/locales/ar').then((m) => m.flightsAr),
  en: () => import('../features/flights/locales/en').then((m) => m.flightsEn),
  de: () => import('../features/flights/locales/de').then((m) => m.flightsDe),
};

/**
 * Every feature dictionary's name (its loaders are in `feature-loaders.ts`, a chunk of the app's rather than of
 * the first screen's download: each loader costs the first download bytes, and the first screen needs only the
 * search form's texts above). `dictionaries.test.ts` checks that the two lists agree.
 */
export const FEATURE_DICTIONARY_NAMES: readonly FeatureDictionary[] = [
  'flights',
  'bookings',
  'my_wallet',
  'reports',
  'sub_users',
  'agency',
  'hotels',
  'cars',
  'insurance',
  'packages',
  'visas',
  'register',
  'password',
  'checkout',
  'applications',
  'uguides',
  'conferences',
  'cruises',
  'guides',
  'waitlist',
  'notices',
  'documents',
];
