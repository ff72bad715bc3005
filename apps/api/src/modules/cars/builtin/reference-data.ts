import type { CarClass } from '@portal/contracts/cars';

/*
 * The compact reference data the built-in car inventory is generated from (issue 19): cities and their offices,
 * rental companies and the countries they work in, and the models they rent. Prices are IQD per day before the
 * country's factor.
 */

export type Localized = { ar: string; en: string; de: string };
const l = (ar: string, en: string, de = en): Localized => ({ ar, en, de });

export interface OfficeSpec {
  id: string;
  kind: 'airport' | 'city';
  name: Localized;
  address: Localized;
}
export interface CitySpec {
  slug: string;
  name: Localized;
  country: string;
  timeZone: string;
  /** Pilgrims and families come here: more cars are offered with a driver. */
  pilgrim: boolean;
  offices: OfficeSpec[];
}

const airport = (id: string, ar: string, en: string, de: string, address: Localized): OfficeSpec => ({
  id,
  kind: 'airport',
  name: l(ar, en, de),
  address,
});
const office = (id: string, ar: string, en: string, de: string, address: Localized): OfficeSpec => ({
  id,
  kind: 'city',
  name: l(ar, en, de),
  address,
});

export const CITIES: CitySpec[] = [
  {
    slug: 'baghdad',
    name: l('بغداد', 'Baghdad', 'Bagdad'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: true,
    offices: [
      airport(
        'bgw-airport',
        'مطار بغداد الدولي',
        'Baghdad International Airport',
        'Flughafen Bagdad',
        l('صالة الوصول، المطار', 'Arrivals hall, airport', 'Ankunftshalle, Flughafen'),
      ),
      office(
        'baghdad-karrada',
        'مكتب الكرادة',
        'Karrada office',
        'Büro Karrada',
        l('شارع الكرادة داخل', 'Karrada Dakhil Street', 'Karrada-Dakhil-Straße'),
      ),
      office(
        'baghdad-mansour',
        'مكتب المنصور',
        'Mansour office',
        'Büro Mansour',
        l('شارع الأميرات، المنصور', 'Al-Amirat Street, Mansour', 'Al-Amirat-Straße, Mansour'),
      ),
    ],
  },
  {
    slug: 'erbil',
    name: l('أربيل', 'Erbil'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: false,
    offices: [
      airport(
        'ebl-airport',
        'مطار أربيل الدولي',
        'Erbil International Airport',
        'Flughafen Erbil',
        l('صالة الوصول، المطار', 'Arrivals hall, airport', 'Ankunftshalle, Flughafen'),
      ),
      office(
        'erbil-ankawa',
        'مكتب عنكاوا',
        'Ankawa office',
        'Büro Ankawa',
        l('الشارع الرئيسي، عنكاوا', 'Main Street, Ankawa', 'Hauptstraße, Ankawa'),
      ),
    ],
  },
  {
    slug: 'basra',
    name: l('البصرة', 'Basra', 'Basra'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: false,
    offices: [
      airport(
        'bsr-airport',
        'مطار البصرة الدولي',
        'Basra International Airport',
        'Flughafen Basra',
        l('صالة الوصول، المطار', 'Arrivals hall, airport', 'Ankunftshalle, Flughafen'),
      ),
      office(
        'basra-ashar',
        'مكتب العشار',
        'Ashar office',
        'Büro Aschar',
        l('كورنيش شط العرب، العشار', 'Shatt al-Arab Corniche, Ashar', 'Schatt-al-Arab-Uferpromenade, Aschar'),
      ),
    ],
  },
  {
    slug: 'najaf',
    name: l('النجف', 'Najaf', 'Nadschaf'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: true,
    offices: [
      airport(
        'njf-airport',
        'مطار النجف الدولي',
        'Najaf International Airport',
        'Flughafen Nadschaf',
        l('صالة الوصول، المطار', 'Arrivals hall, airport', 'Ankunftshalle, Flughafen'),
      ),
      office(
        'najaf-old-city',
        'مكتب المدينة القديمة',
        'Old City office',
        'Büro Altstadt',
        l('شارع الرسول، قرب الحرم', 'Al-Rasul Street, near the shrine', 'Al-Rasul-Straße, nahe dem Schrein'),
      ),
    ],
  },
  {
    slug: 'karbala',
    name: l('كربلاء', 'Karbala', 'Kerbela'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: true,
    offices: [
      office(
        'karbala-centre',
        'مكتب مركز المدينة',
        'City centre office',
        'Büro Stadtzentrum',
        l('شارع الجمهورية', 'Al-Jumhuriya Street', 'Al-Dschumhurija-Straße'),
      ),
      office(
        'karbala-bab-baghdad',
        'مكتب باب بغداد',
        'Bab Baghdad office',
        'Büro Bab Bagdad',
        l('طريق بغداد–كربلاء', 'Baghdad–Karbala road', 'Straße Bagdad–Kerbela'),
      ),
    ],
  },
  {
    slug: 'sulaymaniyah',
    name: l('السليمانية', 'Sulaymaniyah', 'Sulaimaniyya'),
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    pilgrim: false,
    offices: [
      airport(
        'isu-airport',
        'مطار السليمانية الدولي',
        'Sulaymaniyah International Airport',
        'Flughafen Sulaimaniyya',
        l('صالة الوصول، المطار', 'Arrivals hall, airport', 'Ankunftshalle, Flughafen'),
      ),
      office(
        'sulaymaniyah-salim',
        'مكتب شارع سالم',
        'Salim Street office',
        'Büro Salim-Straße',
        l('شارع سالم', 'Salim Street', 'Salim-Straße'),
      ),
    ],
  },
  {
    slug: 'istanbul',
    name: l('إسطنبول', 'Istanbul'),
    country: 'TR',
    timeZone: 'Europe/Istanbul',
    pilgrim: false,
    offices: [
      airport(
        'ist-airport',
        'مطار إسطنبول',
        'Istanbul Airport',
        'Flughafen Istanbul',
        l('الطابق السفلي، موقف السيارات', 'Lower level, car park', 'Untergeschoss, Parkhaus'),
      ),
      airport(
        'saw-airport',
        'مطار صبيحة كوكجن',
        'Sabiha Gökçen Airport',
        'Flughafen Sabiha Gökçen',
        l('صالة الوصول الدولية', 'International arrivals', 'Internationale Ankunft'),
      ),
      office(
        'istanbul-taksim',
        'مكتب تقسيم',
        'Taksim office',
        'Büro Taksim',
        l('شارع الجمهورية، تقسيم', 'Cumhuriyet Caddesi, Taksim', 'Cumhuriyet Caddesi, Taksim'),
      ),
    ],
  },
  {
    slug: 'antalya',
    name: l('أنطاليا', 'Antalya'),
    country: 'TR',
    timeZone: 'Europe/Istanbul',
    pilgrim: false,
    offices: [
      airport(
        'ayt-airport',
        'مطار أنطاليا',
        'Antalya Airport',
        'Flughafen Antalya',
        l('المبنى ١', 'Terminal 1', 'Terminal 1'),
      ),
      office('antalya-lara', 'مكتب لارا', 'Lara office', 'Büro Lara', l('شارع لارا', 'Lara Caddesi', 'Lara Caddesi')),
    ],
  },
  {
    slug: 'dubai',
    name: l('دبي', 'Dubai'),
    country: 'AE',
    timeZone: 'Asia/Dubai',
    pilgrim: false,
    offices: [
      airport(
        'dxb-airport',
        'مطار دبي الدولي',
        'Dubai International Airport',
        'Flughafen Dubai',
        l('المبنى ٣، الوصول', 'Terminal 3, arrivals', 'Terminal 3, Ankunft'),
      ),
      office(
        'dubai-deira',
        'مكتب ديرة',
        'Deira office',
        'Büro Deira',
        l('شارع بني ياس، ديرة', 'Baniyas Road, Deira', 'Baniyas Road, Deira'),
      ),
    ],
  },
  {
    slug: 'amman',
    name: l('عمّان', 'Amman'),
    country: 'JO',
    timeZone: 'Asia/Amman',
    pilgrim: false,
    offices: [
      airport(
        'amm-airport',
        'مطار الملكة علياء الدولي',
        'Queen Alia International Airport',
        'Flughafen Queen Alia',
        l('صالة الوصول', 'Arrivals hall', 'Ankunftshalle'),
      ),
      office(
        'amman-abdali',
        'مكتب العبدلي',
        'Abdali office',
        'Büro Abdali',
        l('بوليفارد العبدلي', 'Abdali Boulevard', 'Abdali Boulevard'),
      ),
    ],
  },
  {
    slug: 'tbilisi',
    name: l('تبليسي', 'Tbilisi', 'Tiflis'),
    country: 'GE',
    timeZone: 'Asia/Tbilisi',
    pilgrim: false,
    offices: [
      airport(
        'tbs-airport',
        'مطار تبليسي الدولي',
        'Tbilisi International Airport',
        'Flughafen Tiflis',
        l('صالة الوصول', 'Arrivals hall', 'Ankunftshalle'),
      ),
      office(
        'tbilisi-rustaveli',
        'مكتب روستافيلي',
        'Rustaveli office',
        'Büro Rustaweli',
        l('جادة روستافيلي', 'Rustaveli Avenue', 'Rustaweli-Allee'),
      ),
    ],
  },
  {
    slug: 'batumi',
    name: l('باتومي', 'Batumi'),
    country: 'GE',
    timeZone: 'Asia/Tbilisi',
    pilgrim: false,
    offices: [
      airport(
        'bus-airport',
        'مطار باتومي',
        'Batumi Airport',
        'Flughafen Batumi',
        l('صالة الوصول', 'Arrivals hall', 'Ankunftshalle'),
      ),
      office(
        'batumi-boulevard',
        'مكتب البوليفارد',
        'Boulevard office',
        'Büro Boulevard',
        l('شارع نينوشفيلي', 'Ninoshvili Street', 'Ninoschwili-Straße'),
      ),
    ],
  },
  {
    slug: 'beirut',
    name: l('بيروت', 'Beirut'),
    country: 'LB',
    timeZone: 'Asia/Beirut',
    pilgrim: false,
    offices: [
      airport(
        'bey-airport',
        'مطار رفيق الحريري الدولي',
        'Rafic Hariri International Airport',
        'Flughafen Beirut',
        l('صالة الوصول', 'Arrivals hall', 'Ankunftshalle'),
      ),
      office(
        'beirut-hamra',
        'مكتب الحمرا',
        'Hamra office',
        'Büro Hamra',
        l('شارع الحمرا', 'Hamra Street', 'Hamra-Straße'),
      ),
    ],
  },
  {
    slug: 'mashhad',
    name: l('مشهد', 'Mashhad', 'Maschhad'),
    country: 'IR',
    timeZone: 'Asia/Tehran',
    pilgrim: true,
    offices: [
      airport(
        'mhd-airport',
        'مطار مشهد الدولي',
        'Mashhad International Airport',
        'Flughafen Maschhad',
        l('صالة الوصول', 'Arrivals hall', 'Ankunftshalle'),
      ),
      office(
        'mashhad-haram',
        'مكتب الحرم',
        'Haram office',
        'Büro Haram',
        l('شارع الإمام الرضا', 'Imam Reza Street', 'Imam-Reza-Straße'),
      ),
    ],
  },
  {
    slug: 'baku',
    name: l('باكو', 'Baku'),
    country: 'AZ',
    timeZone: 'Asia/Baku',
    pilgrim: false,
    offices: [
      airport(
        'gyd-airport',
        'مطار حيدر علييف',
        'Heydar Aliyev Airport',
        'Flughafen Baku',
        l('المبنى ١', 'Terminal 1', 'Terminal 1'),
      ),
      office(
        'baku-fountains',
        'مكتب ساحة النوافير',
        'Fountains Square office',
        'Büro Brunnenplatz',
        l('ساحة النوافير', 'Fountains Square', 'Brunnenplatz'),
      ),
    ],
  },
  {
    slug: 'cairo',
    name: l('القاهرة', 'Cairo', 'Kairo'),
    country: 'EG',
    timeZone: 'Africa/Cairo',
    pilgrim: false,
    offices: [
      airport(
        'cai-airport',
        'مطار القاهرة الدولي',
        'Cairo International Airport',
        'Flughafen Kairo',
        l('المبنى ٢', 'Terminal 2', 'Terminal 2'),
      ),
      office(
        'cairo-zamalek',
        'مكتب الزمالك',
        'Zamalek office',
        'Büro Samalek',
        l('شارع ٢٦ يوليو، الزمالك', '26th of July Street, Zamalek', '26.-Juli-Straße, Samalek'),
      ),
    ],
  },
];

export interface CompanySpec {
  code: string;
  name: Localized;
  rating: number;
  countries: string[];
}

export const COMPANIES: CompanySpec[] = [
  {
    code: 'rafidain',
    name: l('الرافدين لتأجير السيارات', 'Al-Rafidain Car Rental', 'Al-Rafidain Autovermietung'),
    rating: 4.4,
    countries: ['IQ'],
  },
  { code: 'babel', name: l('بابل درايف', 'Babel Drive'), rating: 4.1, countries: ['IQ', 'JO'] },
  { code: 'zagros', name: l('زاغروس للتأجير', 'Zagros Rent'), rating: 4.3, countries: ['IQ', 'TR', 'GE'] },
  {
    code: 'caravan',
    name: l('قوافل الزائرين', 'Caravan Pilgrim Cars', 'Caravan Pilgerfahrzeuge'),
    rating: 4.6,
    countries: ['IQ', 'IR'],
  },
  {
    code: 'anatolia',
    name: l('الأناضول لتأجير السيارات', 'Anatolia Rent a Car', 'Anatolia Autovermietung'),
    rating: 4.2,
    countries: ['TR', 'GE', 'AZ'],
  },
  { code: 'gulfwheels', name: l('عجلات الخليج', 'Gulf Wheels'), rating: 4.5, countries: ['AE', 'JO', 'EG'] },
  {
    code: 'levant',
    name: l('المشرق لتأجير السيارات', 'Levant Car Hire', 'Levante Mietwagen'),
    rating: 4.0,
    countries: ['JO', 'LB', 'EG', 'AE'],
  },
  {
    code: 'silkroad',
    name: l('طريق الحرير', 'Silk Road Cars', 'Seidenstraße Mietwagen'),
    rating: 4.3,
    countries: ['GE', 'AZ', 'IR', 'LB'],
  },
];

export interface ModelSpec {
  slug: string;
  model: string;
  carClass: CarClass;
  seats: number;
  doors: number;
  transmission: 'automatic' | 'manual';
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric';
  luggage: number;
  dailyIqd: number;
  minAge: number;
  /** Rented with a driver where pilgrims and families ask for it. */
  driverable: boolean;
}

const m = (
  slug: string,
  model: string,
  carClass: CarClass,
  seats: number,
  doors: number,
  transmission: ModelSpec['transmission'],
  fuel: ModelSpec['fuel'],
  luggage: number,
  dailyIqd: number,
  minAge: number,
  driverable = false,
): ModelSpec => ({ slug, model, carClass, seats, doors, transmission, fuel, luggage, dailyIqd, minAge, driverable });

export const MODELS: ModelSpec[] = [
  m('kia-picanto', 'Kia Picanto', 'economy', 4, 5, 'automatic', 'petrol', 1, 35_000, 21),
  m('nissan-sunny', 'Nissan Sunny', 'economy', 5, 4, 'manual', 'petrol', 2, 38_000, 21),
  m('renault-clio', 'Renault Clio', 'economy', 5, 5, 'manual', 'diesel', 2, 40_000, 21),
  m('toyota-yaris', 'Toyota Yaris', 'compact', 5, 4, 'automatic', 'petrol', 2, 45_000, 21),
  m('hyundai-elantra', 'Hyundai Elantra', 'compact', 5, 4, 'automatic', 'petrol', 3, 55_000, 21, true),
  m('toyota-corolla', 'Toyota Corolla Hybrid', 'compact', 5, 4, 'automatic', 'hybrid', 3, 60_000, 23),
  m('kia-k5', 'Kia K5', 'midsize', 5, 4, 'automatic', 'petrol', 3, 75_000, 23, true),
  m('toyota-camry', 'Toyota Camry', 'midsize', 5, 4, 'automatic', 'petrol', 3, 80_000, 23, true),
  m('kia-sportage', 'Kia Sportage', 'suv', 5, 5, 'automatic', 'diesel', 4, 90_000, 25),
  m('hyundai-tucson', 'Hyundai Tucson', 'suv', 5, 5, 'automatic', 'petrol', 4, 95_000, 25),
  m('toyota-land-cruiser', 'Toyota Land Cruiser', 'suv', 7, 5, 'automatic', 'petrol', 5, 190_000, 27, true),
  m('chevrolet-tahoe', 'Chevrolet Tahoe', 'suv', 7, 5, 'automatic', 'petrol', 5, 200_000, 27, true),
  m('gmc-yukon', 'GMC Yukon XL', 'suv', 8, 5, 'automatic', 'petrol', 6, 220_000, 27, true),
  m('hyundai-h1', 'Hyundai H1', 'van', 9, 4, 'manual', 'diesel', 6, 130_000, 25, true),
  m('toyota-hiace', 'Toyota Hiace', 'van', 12, 4, 'manual', 'diesel', 8, 150_000, 25, true),
  m('mercedes-e', 'Mercedes-Benz E-Class', 'luxury', 5, 4, 'automatic', 'petrol', 3, 250_000, 28, true),
];

/** Prices of a country against Iraq's (basis points). */
export const COUNTRY_FACTOR_BP: Record<string, number> = {
  IQ: 10_000,
  TR: 11_000,
  AE: 15_000,
  JO: 12_000,
  GE: 9_000,
  LB: 12_000,
  IR: 8_000,
  AZ: 10_000,
  EG: 9_000,
};

/** A driver's day with the car, IQD (before the country's factor). */
export const DRIVER_DAILY_IQD = 45_000;

export const COLOURS = ['f8fafc', '1f2937', '9ca3af', 'b91c1c', '1d4ed8', '0f766e', 'a16207', '6b7280'] as const;
