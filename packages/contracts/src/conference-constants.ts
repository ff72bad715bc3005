import { localizedText as l } from './i18n.js';

/*
 * Medical conferences' specialties, cities, countries, registration categories and limits, without zod: the web
 * app's search form, results and details pages use them without the schemas of `conferences.ts` (decision 148),
 * which re-exports them.
 */

export const CONFERENCE_SPECIALTIES = [
  { slug: 'cardiology', name: l('أمراض القلب', 'Cardiology', 'Kardiologie') },
  { slug: 'oncology', name: l('الأورام', 'Oncology', 'Onkologie') },
  { slug: 'pediatrics', name: l('طب الأطفال', 'Paediatrics', 'Pädiatrie') },
  {
    slug: 'obstetrics-gynecology',
    name: l('النسائية والتوليد', 'Obstetrics and gynaecology', 'Gynäkologie und Geburtshilfe'),
  },
  { slug: 'orthopedics', name: l('جراحة العظام', 'Orthopaedics', 'Orthopädie') },
  { slug: 'neurology', name: l('الأمراض العصبية', 'Neurology', 'Neurologie') },
  { slug: 'ophthalmology', name: l('طب العيون', 'Ophthalmology', 'Augenheilkunde') },
  { slug: 'dermatology', name: l('الأمراض الجلدية', 'Dermatology', 'Dermatologie') },
  { slug: 'internal-medicine', name: l('الطب الباطني', 'Internal medicine', 'Innere Medizin') },
  { slug: 'general-surgery', name: l('الجراحة العامة', 'General surgery', 'Allgemeinchirurgie') },
  { slug: 'dentistry', name: l('طب الأسنان', 'Dentistry', 'Zahnmedizin') },
  { slug: 'radiology', name: l('الأشعة', 'Radiology', 'Radiologie') },
  { slug: 'anesthesiology', name: l('التخدير', 'Anaesthesiology', 'Anästhesiologie') },
  { slug: 'urology', name: l('المسالك البولية', 'Urology', 'Urologie') },
  {
    slug: 'endocrinology',
    name: l('الغدد الصماء والسكري', 'Endocrinology and diabetes', 'Endokrinologie und Diabetologie'),
  },
  { slug: 'emergency-medicine', name: l('طب الطوارئ', 'Emergency medicine', 'Notfallmedizin') },
] as const;
export type ConferenceSpecialty = (typeof CONFERENCE_SPECIALTIES)[number]['slug'];

/** The cities conferences are held in: the hotel search's slugs and an airport for the flight search. */
export const CONFERENCE_CITIES = [
  { slug: 'baghdad', name: l('بغداد', 'Baghdad', 'Bagdad'), country: 'IQ', airport: 'BGW' },
  { slug: 'erbil', name: l('أربيل', 'Erbil'), country: 'IQ', airport: 'EBL' },
  { slug: 'basra', name: l('البصرة', 'Basra'), country: 'IQ', airport: 'BSR' },
  { slug: 'sulaymaniyah', name: l('السليمانية', 'Sulaymaniyah', 'Sulaimaniyya'), country: 'IQ', airport: 'ISU' },
  { slug: 'najaf', name: l('النجف', 'Najaf', 'Nadschaf'), country: 'IQ', airport: 'NJF' },
  { slug: 'dubai', name: l('دبي', 'Dubai'), country: 'AE', airport: 'DXB' },
  { slug: 'doha', name: l('الدوحة', 'Doha'), country: 'QA', airport: 'DOH' },
  { slug: 'amman', name: l('عمّان', 'Amman'), country: 'JO', airport: 'AMM' },
  { slug: 'beirut', name: l('بيروت', 'Beirut'), country: 'LB', airport: 'BEY' },
  { slug: 'cairo', name: l('القاهرة', 'Cairo', 'Kairo'), country: 'EG', airport: 'CAI' },
  { slug: 'istanbul', name: l('إسطنبول', 'Istanbul'), country: 'TR', airport: 'IST' },
  { slug: 'antalya', name: l('أنطاليا', 'Antalya'), country: 'TR', airport: 'AYT' },
  { slug: 'tbilisi', name: l('تبليسي', 'Tbilisi', 'Tiflis'), country: 'GE', airport: 'TBS' },
  { slug: 'baku', name: l('باكو', 'Baku'), country: 'AZ', airport: 'GYD' },
  { slug: 'kuala-lumpur', name: l('كوالالمبور', 'Kuala Lumpur'), country: 'MY', airport: 'KUL' },
] as const;
export type ConferenceCity = (typeof CONFERENCE_CITIES)[number];

/** The countries of those cities (ISO alpha-2) with their names. */
export const CONFERENCE_COUNTRIES = [
  { code: 'IQ', name: l('العراق', 'Iraq', 'Irak') },
  { code: 'AE', name: l('الإمارات', 'United Arab Emirates', 'Vereinigte Arabische Emirate') },
  { code: 'QA', name: l('قطر', 'Qatar', 'Katar') },
  { code: 'JO', name: l('الأردن', 'Jordan', 'Jordanien') },
  { code: 'LB', name: l('لبنان', 'Lebanon', 'Libanon') },
  { code: 'EG', name: l('مصر', 'Egypt', 'Ägypten') },
  { code: 'TR', name: l('تركيا', 'Turkey', 'Türkei') },
  { code: 'GE', name: l('جورجيا', 'Georgia', 'Georgien') },
  { code: 'AZ', name: l('أذربيجان', 'Azerbaijan', 'Aserbaidschan') },
  { code: 'MY', name: l('ماليزيا', 'Malaysia') },
] as const;

export const conferenceCity = (slug: string) => CONFERENCE_CITIES.find((c) => c.slug === slug);
export const conferenceSpecialty = (slug: string) => CONFERENCE_SPECIALTIES.find((s) => s.slug === slug);
export const conferenceCountry = (code: string) => CONFERENCE_COUNTRIES.find((c) => c.code === code);

/** How one registers: each priced on its own; an accompanying person comes with a registered attendee. */
export const REGISTRATION_CATEGORIES = ['specialist', 'resident', 'student', 'accompanying'] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];
/** The fee periods a conference's places are priced for (the `option` of the departures model). */
export const FEE_PERIODS = ['early', 'regular'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];
/** A conference's one capacity category. */
export const PLACES_CATEGORY = 'places';
export const MAX_ATTENDEES = 9;
