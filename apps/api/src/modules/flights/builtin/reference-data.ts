import { AIRPORT_ROWS } from './airport-data.js';
import type { LocalizedText } from '@portal/contracts/i18n';

/**
 * Reference data for the built-in flight supplier. Coordinates, cities, countries and time zones come
 * from Open Travel Data (`airport-data.ts`); what the dataset lacks — Arabic and German names,
 * and which airports the network serves — is curated here.
 */

export interface Carrier {
  code: string;
  name: LocalizedText;
  /** Low-cost carriers sell bags by weight and their lightest fare has none. */
  lowCost: boolean;
  color: string;
  /** A logo uploaded in the back office; otherwise the generated `/uploads/site/carriers/<code>.svg`. */
  logoUrl?: string | null;
}

export const CARRIERS: Carrier[] = [
  {
    code: 'IA',
    name: { en: 'Iraqi Airways', ar: 'الخطوط الجوية العراقية', de: 'Iraqi Airways' },
    lowCost: false,
    color: '#166534',
  },
  { code: 'IF', name: { en: 'Fly Baghdad', ar: 'فلاي بغداد', de: 'Fly Baghdad' }, lowCost: true, color: '#1d4ed8' },
  {
    code: 'TK',
    name: { en: 'Turkish Airlines', ar: 'الخطوط الجوية التركية', de: 'Turkish Airlines' },
    lowCost: false,
    color: '#b91c1c',
  },
  {
    code: 'PC',
    name: { en: 'Pegasus Airlines', ar: 'طيران بيغاسوس', de: 'Pegasus Airlines' },
    lowCost: true,
    color: '#ca8a04',
  },
  {
    code: 'QR',
    name: { en: 'Qatar Airways', ar: 'الخطوط الجوية القطرية', de: 'Qatar Airways' },
    lowCost: false,
    color: '#7e22ce',
  },
  { code: 'EK', name: { en: 'Emirates', ar: 'طيران الإمارات', de: 'Emirates' }, lowCost: false, color: '#be123c' },
  { code: 'FZ', name: { en: 'flydubai', ar: 'فلاي دبي', de: 'flydubai' }, lowCost: true, color: '#0369a1' },
  { code: 'G9', name: { en: 'Air Arabia', ar: 'العربية للطيران', de: 'Air Arabia' }, lowCost: true, color: '#dc2626' },
  {
    code: 'RJ',
    name: { en: 'Royal Jordanian', ar: 'الملكية الأردنية', de: 'Royal Jordanian' },
    lowCost: false,
    color: '#a16207',
  },
  {
    code: 'ME',
    name: { en: 'Middle East Airlines', ar: 'طيران الشرق الأوسط', de: 'Middle East Airlines' },
    lowCost: false,
    color: '#15803d',
  },
  { code: 'MS', name: { en: 'EgyptAir', ar: 'مصر للطيران', de: 'EgyptAir' }, lowCost: false, color: '#1e40af' },
  { code: 'W5', name: { en: 'Mahan Air', ar: 'ماهان إير', de: 'Mahan Air' }, lowCost: false, color: '#9f1239' },
  { code: 'SV', name: { en: 'Saudia', ar: 'الخطوط السعودية', de: 'Saudia' }, lowCost: false, color: '#047857' },
  { code: 'XY', name: { en: 'flynas', ar: 'طيران ناس', de: 'flynas' }, lowCost: true, color: '#0e7490' },
  {
    code: 'KU',
    name: { en: 'Kuwait Airways', ar: 'الخطوط الجوية الكويتية', de: 'Kuwait Airways' },
    lowCost: false,
    color: '#1d4ed8',
  },
  {
    code: 'J2',
    name: { en: 'Azerbaijan Airlines', ar: 'الخطوط الجوية الأذربيجانية', de: 'Azerbaijan Airlines' },
    lowCost: false,
    color: '#0284c7',
  },
  {
    code: 'A9',
    name: { en: 'Georgian Airways', ar: 'الخطوط الجورجية', de: 'Georgian Airways' },
    lowCost: false,
    color: '#b45309',
  },
  { code: 'LH', name: { en: 'Lufthansa', ar: 'لوفتهانزا', de: 'Lufthansa' }, lowCost: false, color: '#1e3a8a' },
  {
    code: 'OS',
    name: { en: 'Austrian Airlines', ar: 'الخطوط النمساوية', de: 'Austrian Airlines' },
    lowCost: false,
    color: '#dc2626',
  },
  {
    code: 'BA',
    name: { en: 'British Airways', ar: 'الخطوط الجوية البريطانية', de: 'British Airways' },
    lowCost: false,
    color: '#1e3a8a',
  },
  {
    code: 'SK',
    name: { en: 'SAS Scandinavian Airlines', ar: 'الخطوط الإسكندنافية', de: 'SAS Scandinavian Airlines' },
    lowCost: false,
    color: '#1e40af',
  },
  { code: 'GF', name: { en: 'Gulf Air', ar: 'طيران الخليج', de: 'Gulf Air' }, lowCost: false, color: '#a16207' },
  { code: 'WY', name: { en: 'Oman Air', ar: 'الطيران العُماني', de: 'Oman Air' }, lowCost: false, color: '#78350f' },
];

/** Arabic and German names for the airports and cities Iraqi travellers use most. */
export const LOCAL_NAMES: Record<string, { city: { ar: string; de: string }; airport?: { ar: string; de: string } }> = {
  BGW: { city: { ar: 'بغداد', de: 'Bagdad' }, airport: { ar: 'مطار بغداد الدولي', de: 'Flughafen Bagdad' } },
  EBL: { city: { ar: 'أربيل', de: 'Erbil' }, airport: { ar: 'مطار أربيل الدولي', de: 'Flughafen Erbil' } },
  BSR: { city: { ar: 'البصرة', de: 'Basra' }, airport: { ar: 'مطار البصرة الدولي', de: 'Flughafen Basra' } },
  NJF: { city: { ar: 'النجف', de: 'Nadschaf' }, airport: { ar: 'مطار النجف الأشرف الدولي', de: 'Flughafen Nadschaf' } },
  ISU: {
    city: { ar: 'السليمانية', de: 'Sulaimaniyya' },
    airport: { ar: 'مطار السليمانية الدولي', de: 'Flughafen Sulaimaniyya' },
  },
  OSM: { city: { ar: 'الموصل', de: 'Mossul' }, airport: { ar: 'مطار الموصل الدولي', de: 'Flughafen Mossul' } },
  KIK: { city: { ar: 'كركوك', de: 'Kirkuk' }, airport: { ar: 'مطار كركوك الدولي', de: 'Flughafen Kirkuk' } },
  IST: { city: { ar: 'إسطنبول', de: 'Istanbul' }, airport: { ar: 'مطار إسطنبول', de: 'Flughafen Istanbul' } },
  SAW: { city: { ar: 'إسطنبول', de: 'Istanbul' }, airport: { ar: 'مطار صبيحة كوكجن', de: 'Flughafen Sabiha Gökçen' } },
  AYT: { city: { ar: 'أنطاليا', de: 'Antalya' }, airport: { ar: 'مطار أنطاليا', de: 'Flughafen Antalya' } },
  ESB: { city: { ar: 'أنقرة', de: 'Ankara' }, airport: { ar: 'مطار إيسنبوغا', de: 'Flughafen Esenboğa' } },
  ADB: { city: { ar: 'إزمير', de: 'Izmir' } },
  TZX: { city: { ar: 'طرابزون', de: 'Trabzon' }, airport: { ar: 'مطار طرابزون', de: 'Flughafen Trabzon' } },
  BJV: { city: { ar: 'بودروم', de: 'Bodrum' } },
  DLM: { city: { ar: 'دالامان', de: 'Dalaman' } },
  GZT: { city: { ar: 'غازي عنتاب', de: 'Gaziantep' } },
  DXB: { city: { ar: 'دبي', de: 'Dubai' }, airport: { ar: 'مطار دبي الدولي', de: 'Flughafen Dubai' } },
  SHJ: {
    city: { ar: 'الشارقة', de: 'Schardscha' },
    airport: { ar: 'مطار الشارقة الدولي', de: 'Flughafen Schardscha' },
  },
  AUH: { city: { ar: 'أبوظبي', de: 'Abu Dhabi' }, airport: { ar: 'مطار زايد الدولي', de: 'Flughafen Zayed' } },
  DOH: { city: { ar: 'الدوحة', de: 'Doha' }, airport: { ar: 'مطار حمد الدولي', de: 'Flughafen Hamad' } },
  AMM: { city: { ar: 'عمّان', de: 'Amman' }, airport: { ar: 'مطار الملكة علياء الدولي', de: 'Flughafen Queen Alia' } },
  BEY: { city: { ar: 'بيروت', de: 'Beirut' }, airport: { ar: 'مطار رفيق الحريري الدولي', de: 'Flughafen Beirut' } },
  CAI: { city: { ar: 'القاهرة', de: 'Kairo' }, airport: { ar: 'مطار القاهرة الدولي', de: 'Flughafen Kairo' } },
  SSH: { city: { ar: 'شرم الشيخ', de: 'Scharm El-Scheich' } },
  HRG: { city: { ar: 'الغردقة', de: 'Hurghada' } },
  IKA: {
    city: { ar: 'طهران', de: 'Teheran' },
    airport: { ar: 'مطار الإمام الخميني الدولي', de: 'Flughafen Imam Khomeini' },
  },
  MHD: { city: { ar: 'مشهد', de: 'Maschhad' }, airport: { ar: 'مطار مشهد الدولي', de: 'Flughafen Maschhad' } },
  SYZ: { city: { ar: 'شيراز', de: 'Schiras' } },
  IFN: { city: { ar: 'أصفهان', de: 'Isfahan' } },
  DAM: { city: { ar: 'دمشق', de: 'Damaskus' }, airport: { ar: 'مطار دمشق الدولي', de: 'Flughafen Damaskus' } },
  JED: {
    city: { ar: 'جدة', de: 'Dschidda' },
    airport: { ar: 'مطار الملك عبدالعزيز الدولي', de: 'Flughafen König Abdulaziz' },
  },
  MED: {
    city: { ar: 'المدينة المنورة', de: 'Medina' },
    airport: { ar: 'مطار الأمير محمد بن عبدالعزيز', de: 'Flughafen Medina' },
  },
  RUH: { city: { ar: 'الرياض', de: 'Riad' }, airport: { ar: 'مطار الملك خالد الدولي', de: 'Flughafen König Khalid' } },
  DMM: { city: { ar: 'الدمام', de: 'Dammam' } },
  KWI: { city: { ar: 'الكويت', de: 'Kuwait' }, airport: { ar: 'مطار الكويت الدولي', de: 'Flughafen Kuwait' } },
  BAH: { city: { ar: 'المنامة', de: 'Manama' }, airport: { ar: 'مطار البحرين الدولي', de: 'Flughafen Bahrain' } },
  MCT: { city: { ar: 'مسقط', de: 'Maskat' }, airport: { ar: 'مطار مسقط الدولي', de: 'Flughafen Maskat' } },
  GYD: { city: { ar: 'باكو', de: 'Baku' }, airport: { ar: 'مطار حيدر علييف الدولي', de: 'Flughafen Heydar Aliyev' } },
  TBS: { city: { ar: 'تبليسي', de: 'Tiflis' }, airport: { ar: 'مطار تبليسي الدولي', de: 'Flughafen Tiflis' } },
  BUS: { city: { ar: 'باتومي', de: 'Batumi' }, airport: { ar: 'مطار باتومي الدولي', de: 'Flughafen Batumi' } },
  EVN: { city: { ar: 'يريفان', de: 'Jerewan' } },
  FRA: {
    city: { ar: 'فرانكفورت', de: 'Frankfurt am Main' },
    airport: { ar: 'مطار فرانكفورت', de: 'Flughafen Frankfurt' },
  },
  MUC: { city: { ar: 'ميونخ', de: 'München' } },
  DUS: { city: { ar: 'دوسلدورف', de: 'Düsseldorf' } },
  BER: { city: { ar: 'برلين', de: 'Berlin' } },
  HAM: { city: { ar: 'هامبورغ', de: 'Hamburg' } },
  VIE: { city: { ar: 'فيينا', de: 'Wien' } },
  LHR: { city: { ar: 'لندن', de: 'London' }, airport: { ar: 'مطار هيثرو', de: 'Flughafen Heathrow' } },
  ARN: { city: { ar: 'ستوكهولم', de: 'Stockholm' }, airport: { ar: 'مطار أرلاندا', de: 'Flughafen Arlanda' } },
  CPH: { city: { ar: 'كوبنهاغن', de: 'Kopenhagen' } },
  OSL: { city: { ar: 'أوسلو', de: 'Oslo' } },
  GOT: { city: { ar: 'غوتنبرغ', de: 'Göteborg' } },
  AMS: { city: { ar: 'أمستردام', de: 'Amsterdam' } },
  CDG: { city: { ar: 'باريس', de: 'Paris' } },
  ATH: { city: { ar: 'أثينا', de: 'Athen' } },
  KUL: { city: { ar: 'كوالالمبور', de: 'Kuala Lumpur' } },
  BKK: { city: { ar: 'بانكوك', de: 'Bangkok' } },
  DEL: { city: { ar: 'دلهي', de: 'Delhi' } },
  BOM: { city: { ar: 'مومباي', de: 'Mumbai' } },
  KHI: { city: { ar: 'كراتشي', de: 'Karatschi' } },
  LHE: { city: { ar: 'لاهور', de: 'Lahore' } },
  JFK: { city: { ar: 'نيويورك', de: 'New York' } },
  YYZ: { city: { ar: 'تورونتو', de: 'Toronto' } },
  SYD: { city: { ar: 'سيدني', de: 'Sydney' } },
  MEL: { city: { ar: 'ملبورن', de: 'Melbourne' } },
  ROM: { city: { ar: 'روما', de: 'Rom' } },
  FCO: { city: { ar: 'روما', de: 'Rom' } },
  MAD: { city: { ar: 'مدريد', de: 'Madrid' } },
  BCN: { city: { ar: 'برشلونة', de: 'Barcelona' } },
  ZRH: { city: { ar: 'زيورخ', de: 'Zürich' } },
  GVA: { city: { ar: 'جنيف', de: 'Genf' } },
  MXP: { city: { ar: 'ميلانو', de: 'Mailand' } },
  BRU: { city: { ar: 'بروكسل', de: 'Brüssel' } },
  PRG: { city: { ar: 'براغ', de: 'Prag' } },
  WAW: { city: { ar: 'وارسو', de: 'Warschau' } },
  BUD: { city: { ar: 'بودابست', de: 'Budapest' } },
  SVO: { city: { ar: 'موسكو', de: 'Moskau' } },
  TUN: { city: { ar: 'تونس', de: 'Tunis' } },
  CMN: { city: { ar: 'الدار البيضاء', de: 'Casablanca' } },
  ALG: { city: { ar: 'الجزائر', de: 'Algier' } },
  KRT: { city: { ar: 'الخرطوم', de: 'Khartum' } },
  ADD: { city: { ar: 'أديس أبابا', de: 'Addis Abeba' } },
  NBO: { city: { ar: 'نيروبي', de: 'Nairobi' } },
  CAN: { city: { ar: 'غوانزو', de: 'Guangzhou' } },
  PEK: { city: { ar: 'بكين', de: 'Peking' } },
  PVG: { city: { ar: 'شنغهاي', de: 'Shanghai' } },
  HKG: { city: { ar: 'هونغ كونغ', de: 'Hongkong' } },
  SIN: { city: { ar: 'سنغافورة', de: 'Singapur' } },
  CGK: { city: { ar: 'جاكرتا', de: 'Jakarta' } },
  MLE: { city: { ar: 'ماليه', de: 'Malé' } },
  CMB: { city: { ar: 'كولومبو', de: 'Colombo' } },
  TAS: { city: { ar: 'طشقند', de: 'Taschkent' } },
  ALA: { city: { ar: 'ألماتي', de: 'Almaty' } },
  SJJ: { city: { ar: 'سراييفو', de: 'Sarajevo' } },
  TIA: { city: { ar: 'تيرانا', de: 'Tirana' } },
};

export const COUNTRY_NAMES: Record<string, { ar: string; de: string }> = {
  IQ: { ar: 'العراق', de: 'Irak' },
  TR: { ar: 'تركيا', de: 'Türkei' },
  AE: { ar: 'الإمارات', de: 'Vereinigte Arabische Emirate' },
  QA: { ar: 'قطر', de: 'Katar' },
  JO: { ar: 'الأردن', de: 'Jordanien' },
  LB: { ar: 'لبنان', de: 'Libanon' },
  EG: { ar: 'مصر', de: 'Ägypten' },
  IR: { ar: 'إيران', de: 'Iran' },
  SY: { ar: 'سوريا', de: 'Syrien' },
  SA: { ar: 'السعودية', de: 'Saudi-Arabien' },
  KW: { ar: 'الكويت', de: 'Kuwait' },
  BH: { ar: 'البحرين', de: 'Bahrain' },
  OM: { ar: 'عُمان', de: 'Oman' },
  AZ: { ar: 'أذربيجان', de: 'Aserbaidschan' },
  GE: { ar: 'جورجيا', de: 'Georgien' },
  AM: { ar: 'أرمينيا', de: 'Armenien' },
  DE: { ar: 'ألمانيا', de: 'Deutschland' },
  AT: { ar: 'النمسا', de: 'Österreich' },
  GB: { ar: 'المملكة المتحدة', de: 'Vereinigtes Königreich' },
  SE: { ar: 'السويد', de: 'Schweden' },
  DK: { ar: 'الدنمارك', de: 'Dänemark' },
  NO: { ar: 'النرويج', de: 'Norwegen' },
  NL: { ar: 'هولندا', de: 'Niederlande' },
  FR: { ar: 'فرنسا', de: 'Frankreich' },
  GR: { ar: 'اليونان', de: 'Griechenland' },
  MY: { ar: 'ماليزيا', de: 'Malaysia' },
  TH: { ar: 'تايلاند', de: 'Thailand' },
  IN: { ar: 'الهند', de: 'Indien' },
  PK: { ar: 'باكستان', de: 'Pakistan' },
  US: { ar: 'الولايات المتحدة', de: 'Vereinigte Staaten' },
  CA: { ar: 'كندا', de: 'Kanada' },
  AU: { ar: 'أستراليا', de: 'Australien' },
  IT: { ar: 'إيطاليا', de: 'Italien' },
  ES: { ar: 'إسبانيا', de: 'Spanien' },
  CH: { ar: 'سويسرا', de: 'Schweiz' },
  BE: { ar: 'بلجيكا', de: 'Belgien' },
  CZ: { ar: 'التشيك', de: 'Tschechien' },
  PL: { ar: 'بولندا', de: 'Polen' },
  HU: { ar: 'المجر', de: 'Ungarn' },
  RU: { ar: 'روسيا', de: 'Russland' },
  TN: { ar: 'تونس', de: 'Tunesien' },
  MA: { ar: 'المغرب', de: 'Marokko' },
  DZ: { ar: 'الجزائر', de: 'Algerien' },
  SD: { ar: 'السودان', de: 'Sudan' },
  ET: { ar: 'إثيوبيا', de: 'Äthiopien' },
  KE: { ar: 'كينيا', de: 'Kenia' },
  CN: { ar: 'الصين', de: 'China' },
  HK: { ar: 'هونغ كونغ', de: 'Hongkong' },
  SG: { ar: 'سنغافورة', de: 'Singapur' },
  ID: { ar: 'إندونيسيا', de: 'Indonesien' },
  MV: { ar: 'المالديف', de: 'Malediven' },
  LK: { ar: 'سريلانكا', de: 'Sri Lanka' },
  UZ: { ar: 'أوزبكستان', de: 'Usbekistan' },
  KZ: { ar: 'كازاخستان', de: 'Kasachstan' },
  BA: { ar: 'البوسنة والهرسك', de: 'Bosnien und Herzegowina' },
  AL: { ar: 'ألبانيا', de: 'Albanien' },
};

export interface NetworkAirport {
  code: string;
  name: LocalizedText;
  city: LocalizedText;
  country: string;
  countryName: LocalizedText;
  lat: number;
  lng: number;
  timeZone: string;
}

export function airportRecord(code: string): NetworkAirport {
  const row = AIRPORT_ROWS[code];
  if (!row) throw new Error(`No reference data for airport ${code} (airport-data.ts)`);
  const [name, city, countryCode, countryName, lat, lng, timeZone] = row;
  const local = LOCAL_NAMES[code];
  const country = COUNTRY_NAMES[countryCode];
  return {
    code,
    name: { en: name, ar: local?.airport?.ar ?? local?.city.ar ?? name, de: local?.airport?.de ?? name },
    city: { en: city, ar: local?.city.ar ?? city, de: local?.city.de ?? city },
    country: countryCode,
    countryName: { en: countryName, ar: country?.ar ?? countryName, de: country?.de ?? countryName },
    lat,
    lng,
    timeZone,
  };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
