import { localizedText as l } from './i18n.js';

/*
 * Cruises' regions, ports, lines, cabin grades, occupancies and limits, without zod: the web app's search form,
 * results and details pages use them without the schemas of `cruises.ts` (decision 148), which re-exports them.
 */

/** The sea regions a cruise sails in (the search's `destination`). */
export const CRUISE_REGIONS = [
  { slug: 'mediterranean', name: l('البحر المتوسط', 'Mediterranean', 'Mittelmeer') },
  { slug: 'arabian-gulf', name: l('الخليج العربي', 'Arabian Gulf', 'Arabischer Golf') },
  { slug: 'red-sea', name: l('البحر الأحمر', 'Red Sea', 'Rotes Meer') },
  { slug: 'northern-europe', name: l('شمال أوروبا', 'Northern Europe', 'Nordeuropa') },
  { slug: 'asia', name: l('آسيا', 'Asia', 'Asien') },
] as const;
export type CruiseRegion = (typeof CRUISE_REGIONS)[number]['slug'];

/** The ports of the itineraries; `home` ones are where cruises sail from (the search's `depart`). */
export const CRUISE_PORTS = [
  { slug: 'istanbul', name: l('إسطنبول', 'Istanbul'), country: 'TR', home: true },
  { slug: 'dubai', name: l('دبي', 'Dubai'), country: 'AE', home: true },
  { slug: 'doha', name: l('الدوحة', 'Doha'), country: 'QA', home: true },
  { slug: 'abu-dhabi', name: l('أبوظبي', 'Abu Dhabi'), country: 'AE', home: true },
  { slug: 'piraeus', name: l('بيرايوس (أثينا)', 'Piraeus (Athens)', 'Piräus (Athen)'), country: 'GR', home: true },
  { slug: 'barcelona', name: l('برشلونة', 'Barcelona'), country: 'ES', home: true },
  { slug: 'venice', name: l('البندقية', 'Venice', 'Venedig'), country: 'IT', home: true },
  {
    slug: 'civitavecchia',
    name: l('تشيفيتافيكيا (روما)', 'Civitavecchia (Rome)', 'Civitavecchia (Rom)'),
    country: 'IT',
    home: true,
  },
  { slug: 'jeddah', name: l('جدة', 'Jeddah', 'Dschidda'), country: 'SA', home: true },
  { slug: 'copenhagen', name: l('كوبنهاغن', 'Copenhagen', 'Kopenhagen'), country: 'DK', home: true },
  { slug: 'kiel', name: l('كيل', 'Kiel'), country: 'DE', home: true },
  { slug: 'singapore', name: l('سنغافورة', 'Singapore', 'Singapur'), country: 'SG', home: true },
  { slug: 'mykonos', name: l('ميكونوس', 'Mykonos'), country: 'GR', home: false },
  { slug: 'santorini', name: l('سانتوريني', 'Santorini'), country: 'GR', home: false },
  { slug: 'rhodes', name: l('رودس', 'Rhodes', 'Rhodos'), country: 'GR', home: false },
  { slug: 'corfu', name: l('كورفو', 'Corfu', 'Korfu'), country: 'GR', home: false },
  {
    slug: 'kusadasi',
    name: l('كوشاداسي (أفسس)', 'Kusadasi (Ephesus)', 'Kuşadası (Ephesos)'),
    country: 'TR',
    home: false,
  },
  { slug: 'bodrum', name: l('بودروم', 'Bodrum'), country: 'TR', home: false },
  { slug: 'naples', name: l('نابولي', 'Naples', 'Neapel'), country: 'IT', home: false },
  { slug: 'marseille', name: l('مرسيليا', 'Marseille'), country: 'FR', home: false },
  { slug: 'palma', name: l('بالما دي مايوركا', 'Palma de Mallorca'), country: 'ES', home: false },
  { slug: 'dubrovnik', name: l('دوبروفنيك', 'Dubrovnik'), country: 'HR', home: false },
  { slug: 'kotor', name: l('كوتور', 'Kotor'), country: 'ME', home: false },
  { slug: 'muscat', name: l('مسقط', 'Muscat', 'Maskat'), country: 'OM', home: false },
  { slug: 'khasab', name: l('خصب', 'Khasab', 'Chasab'), country: 'OM', home: false },
  {
    slug: 'sir-bani-yas',
    name: l('جزيرة صير بني ياس', 'Sir Bani Yas Island', 'Insel Sir Bani Yas'),
    country: 'AE',
    home: false,
  },
  { slug: 'manama', name: l('المنامة', 'Manama'), country: 'BH', home: false },
  { slug: 'aqaba', name: l('العقبة', 'Aqaba', 'Akaba'), country: 'JO', home: false },
  { slug: 'sharm-el-sheikh', name: l('شرم الشيخ', 'Sharm El Sheikh', 'Scharm El-Scheich'), country: 'EG', home: false },
  { slug: 'safaga', name: l('سفاجا', 'Safaga'), country: 'EG', home: false },
  { slug: 'yanbu', name: l('ينبع', 'Yanbu', 'Yanbu'), country: 'SA', home: false },
  { slug: 'oslo', name: l('أوسلو', 'Oslo'), country: 'NO', home: false },
  { slug: 'stockholm', name: l('ستوكهولم', 'Stockholm'), country: 'SE', home: false },
  { slug: 'tallinn', name: l('تالين', 'Tallinn'), country: 'EE', home: false },
  { slug: 'helsinki', name: l('هلسنكي', 'Helsinki'), country: 'FI', home: false },
  { slug: 'bergen', name: l('بيرغن', 'Bergen'), country: 'NO', home: false },
  { slug: 'geiranger', name: l('غيرانغر', 'Geiranger'), country: 'NO', home: false },
  { slug: 'phuket', name: l('بوكيت', 'Phuket'), country: 'TH', home: false },
  { slug: 'penang', name: l('بينانغ', 'Penang'), country: 'MY', home: false },
  { slug: 'port-klang', name: l('بورت كلانغ (كوالالمبور)', 'Port Klang (Kuala Lumpur)'), country: 'MY', home: false },
  { slug: 'langkawi', name: l('لنكاوي', 'Langkawi'), country: 'MY', home: false },
  { slug: 'ho-chi-minh', name: l('هو تشي منه', 'Ho Chi Minh City', 'Ho-Chi-Minh-Stadt'), country: 'VN', home: false },
  { slug: 'laem-chabang', name: l('ليم تشابانغ (بانكوك)', 'Laem Chabang (Bangkok)'), country: 'TH', home: false },
] as const;
export type CruisePort = (typeof CRUISE_PORTS)[number];
export const CRUISE_HOME_PORTS = CRUISE_PORTS.filter((p) => p.home);

/** The cruise lines sold (their brand names are not translated). */
export const CRUISE_LINES = [
  { slug: 'msc', name: 'MSC Cruises' },
  { slug: 'costa', name: 'Costa Cruises' },
  { slug: 'royal-caribbean', name: 'Royal Caribbean' },
  { slug: 'celebrity', name: 'Celebrity Cruises' },
  { slug: 'norwegian', name: 'Norwegian Cruise Line' },
  { slug: 'aroya', name: 'AROYA Cruises' },
] as const;

/** The cabin grades, cheapest first, with the most people a cabin of the grade takes. */
export const CABIN_GRADES = ['inside', 'oceanview', 'balcony', 'suite'] as const;
export type CabinGrade = (typeof CABIN_GRADES)[number];
export const CABIN_MAX_OCCUPANCY: Record<CabinGrade, number> = { inside: 2, oceanview: 3, balcony: 4, suite: 4 };
/** How a cabin is priced per person: one alone (single supplement), two, or three to four sharing. */
export const OCCUPANCIES = ['single', 'double', 'shared'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];
export const occupancyOf = (persons: number): Occupancy =>
  persons <= 1 ? 'single' : persons === 2 ? 'double' : 'shared';
/** At most this many cabins in one booking. */
export const MAX_CABINS = 4;
/** A cabin needs one passenger this old on the day of sailing. */
export const CRUISE_ADULT_AGE = 18;

/** The search's night ranges. */
export const CRUISE_DURATIONS = ['1-5', '6-9', '10-14', '15-plus', 'any'] as const;
export type CruiseDuration = (typeof CRUISE_DURATIONS)[number];
export function nightsFit(duration: CruiseDuration, nights: number): boolean {
  if (duration === 'any') return true;
  if (duration === '15-plus') return nights >= 15;
  const [min, max] = duration.split('-').map(Number) as [number, number];
  return nights >= min && nights <= max;
}

export const cruisePort = (slug: string) => CRUISE_PORTS.find((p) => p.slug === slug);
export const cruiseRegion = (slug: string) => CRUISE_REGIONS.find((r) => r.slug === slug);
export const cruiseLine = (slug: string) => CRUISE_LINES.find((c) => c.slug === slug);
