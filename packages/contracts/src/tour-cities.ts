import { localizedText as l, type LocalizedText } from './i18n.js';

/*
 * The cities tour packages leave from and go to (issue 18): the hotel search's slugs where both know the city.
 * In the contracts so that the home tab's form lists them without asking the API.
 */

export interface TourCityName {
  slug: string;
  name: LocalizedText;
  country: LocalizedText;
}

const IQ = l('العراق', 'Iraq', 'Irak');
const TR = l('تركيا', 'Turkey', 'Türkei');
const GE = l('جورجيا', 'Georgia', 'Georgien');
const EG = l('مصر', 'Egypt', 'Ägypten');
const MY = l('ماليزيا', 'Malaysia', 'Malaysia');
const TH = l('تايلاند', 'Thailand', 'Thailand');

/** The Iraqi cities packages leave from. */
export const TOUR_ORIGINS: TourCityName[] = [
  { slug: 'baghdad', name: l('بغداد', 'Baghdad', 'Bagdad'), country: IQ },
  { slug: 'erbil', name: l('أربيل', 'Erbil'), country: IQ },
  { slug: 'basra', name: l('البصرة', 'Basra'), country: IQ },
  { slug: 'najaf', name: l('النجف', 'Najaf', 'Nadschaf'), country: IQ },
];

/** The cities packages go to. */
export const TOUR_DESTINATIONS: TourCityName[] = [
  { slug: 'najaf', name: l('النجف', 'Najaf', 'Nadschaf'), country: IQ },
  { slug: 'karbala', name: l('كربلاء', 'Karbala', 'Kerbela'), country: IQ },
  {
    slug: 'makkah',
    name: l('مكة المكرمة', 'Makkah', 'Mekka'),
    country: l('السعودية', 'Saudi Arabia', 'Saudi-Arabien'),
  },
  { slug: 'mashhad', name: l('مشهد', 'Mashhad', 'Maschhad'), country: l('إيران', 'Iran') },
  { slug: 'istanbul', name: l('إسطنبول', 'Istanbul'), country: TR },
  { slug: 'antalya', name: l('أنطاليا', 'Antalya'), country: TR },
  { slug: 'trabzon', name: l('طرابزون', 'Trabzon', 'Trabzon'), country: TR },
  { slug: 'tbilisi', name: l('تبليسي', 'Tbilisi', 'Tiflis'), country: GE },
  { slug: 'batumi', name: l('باتومي', 'Batumi', 'Batumi'), country: GE },
  { slug: 'baku', name: l('باكو', 'Baku', 'Baku'), country: l('أذربيجان', 'Azerbaijan', 'Aserbaidschan') },
  { slug: 'cairo', name: l('القاهرة', 'Cairo', 'Kairo'), country: EG },
  { slug: 'sharm-el-sheikh', name: l('شرم الشيخ', 'Sharm El Sheikh', 'Scharm El-Scheich'), country: EG },
  { slug: 'beirut', name: l('بيروت', 'Beirut', 'Beirut'), country: l('لبنان', 'Lebanon', 'Libanon') },
  { slug: 'kuala-lumpur', name: l('كوالالمبور', 'Kuala Lumpur', 'Kuala Lumpur'), country: MY },
  { slug: 'bangkok', name: l('بانكوك', 'Bangkok', 'Bangkok'), country: TH },
];

export function tourCityName(slug: string): TourCityName | undefined {
  return TOUR_ORIGINS.find((c) => c.slug === slug) ?? TOUR_DESTINATIONS.find((c) => c.slug === slug);
}
