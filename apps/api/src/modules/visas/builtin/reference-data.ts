import type { VisaPaper, VisaType } from '@portal/contracts/visas';

/*
 * The visas Iraqi passport holders most often apply for, as compact reference data: per destination, each
 * product's type, the government's fee (US dollars, converted at seed time), processing days, validity, stay,
 * entries, the papers it asks for and the rules particular to it. `inventory.ts` builds the products (titles,
 * descriptions, rules and requirements in ar/en/de, service fees) from it with a seeded PRNG.
 */

export type Localized = { ar: string; en: string; de: string };

export interface VisaOffer {
  type: VisaType;
  /** The government's fee per person, US dollars. */
  feeUsd: number;
  processing: number;
  validity: number;
  stay: number;
  entries: 'single' | 'double' | 'multiple';
  papers: VisaPaper[];
  /** Rules particular to this product, beside the ones every product of its type has. */
  rules?: Localized[];
  popularity: number;
}

export interface VisaDestination {
  country: string;
  name: Localized;
  /** Colours of its thumbnail. */
  colours: [string, string];
  offers: VisaOffer[];
}

const P = {
  base: ['passport', 'photo'] as VisaPaper[],
  tourist: ['passport', 'photo', 'bank_statement', 'hotel_booking', 'flight_booking'] as VisaPaper[],
  schengen: [
    'passport',
    'photo',
    'bank_statement',
    'hotel_booking',
    'flight_booking',
    'employment_letter',
    'travel_insurance',
  ] as VisaPaper[],
  business: ['passport', 'photo', 'invitation', 'employment_letter', 'bank_statement'] as VisaPaper[],
  family: ['passport', 'photo', 'invitation', 'national_id', 'bank_statement'] as VisaPaper[],
};

const schengenRule: Localized = {
  ar: 'تأشيرة شنغن: يُقدَّم الطلب لدى سفارة بلد الإقامة الأطول، وتتطلب بصمات في مركز التأشيرات ببغداد أو أربيل.',
  en: 'Schengen visa: apply to the country of the longest stay; fingerprints are taken at the visa centre in Baghdad or Erbil.',
  de: 'Schengen-Visum: Antrag beim Land des längsten Aufenthalts; Fingerabdrücke im Visazentrum in Bagdad oder Erbil.',
};
const biometricRule: Localized = {
  ar: 'يحضر كل مسافر شخصيًا لأخذ البصمات بعد تقديم الطلب.',
  en: 'Each traveller attends in person for biometrics after the application is filed.',
  de: 'Jede reisende Person erscheint nach der Antragstellung persönlich zur Abgabe der Biometrie.',
};
const umrahRule: Localized = {
  ar: 'تأشيرة العمرة لا تُمنح خارج موسمها، وتُصدر عبر وكيل معتمد مع الحجز الفندقي في مكة والمدينة.',
  en: 'Umrah visas are issued outside the Hajj season only, through an approved agent with hotel bookings in Makkah and Madinah.',
  de: 'Umrah-Visa werden nur außerhalb der Hadsch-Saison über einen zugelassenen Agenten mit Hotelbuchung in Mekka und Medina erteilt.',
};
const mahramRule: Localized = {
  ar: 'المرأة دون 45 عامًا تسافر مع محرم وتقدّم ما يثبت صلة القرابة.',
  en: 'Women under 45 travel with a mahram and send proof of the relationship.',
  de: 'Frauen unter 45 reisen mit einem Mahram und weisen das Verwandtschaftsverhältnis nach.',
};
const securityRule: Localized = {
  ar: 'يخضع الطلب لموافقة أمنية مسبقة قد تطيل مدة المعالجة.',
  en: 'The application needs a prior security clearance, which may lengthen processing.',
  de: 'Der Antrag braucht eine vorherige Sicherheitsfreigabe, die die Bearbeitung verlängern kann.',
};
const transitRule: Localized = {
  ar: 'يجب أن تكون تذكرة الرحلة التالية مؤكدة ومغادرة خلال مدة العبور.',
  en: 'The onward ticket must be confirmed and leave within the transit time.',
  de: 'Das Weiterreiseticket muss bestätigt sein und innerhalb der Transitzeit abfliegen.',
};
const medicalRule: Localized = {
  ar: 'يُرفق خطاب من المستشفى المعالج يذكر موعد العلاج ومدته.',
  en: 'A letter from the treating hospital stating the date and length of treatment is attached.',
  de: 'Ein Schreiben der behandelnden Klinik mit Termin und Dauer der Behandlung wird beigefügt.',
};

export const VISA_DESTINATIONS: VisaDestination[] = [
  {
    country: 'TR',
    name: { ar: 'تركيا', en: 'Turkey', de: 'Türkei' },
    colours: ['#dc2626', '#fef2f2'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 60,
        processing: 10,
        validity: 180,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        popularity: 98,
      },
      {
        type: 'e_visa',
        feeUsd: 50,
        processing: 2,
        validity: 180,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'hotel_booking', 'flight_booking'],
        popularity: 95,
      },
      {
        type: 'business',
        feeUsd: 90,
        processing: 12,
        validity: 365,
        stay: 90,
        entries: 'multiple',
        papers: P.business,
        popularity: 60,
      },
      {
        type: 'medical',
        feeUsd: 60,
        processing: 5,
        validity: 90,
        stay: 60,
        entries: 'double',
        papers: ['passport', 'photo', 'bank_statement', 'invitation'],
        rules: [medicalRule],
        popularity: 70,
      },
    ],
  },
  {
    country: 'AE',
    name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates', de: 'Vereinigte Arabische Emirate' },
    colours: ['#15803d', '#f0fdf4'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 95,
        processing: 4,
        validity: 60,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        popularity: 96,
      },
      {
        type: 'tourist',
        feeUsd: 190,
        processing: 5,
        validity: 60,
        stay: 60,
        entries: 'multiple',
        papers: P.tourist,
        popularity: 80,
      },
      {
        type: 'transit',
        feeUsd: 45,
        processing: 2,
        validity: 30,
        stay: 4,
        entries: 'single',
        papers: ['passport', 'photo', 'flight_booking'],
        rules: [transitRule],
        popularity: 55,
      },
      {
        type: 'business',
        feeUsd: 250,
        processing: 6,
        validity: 60,
        stay: 30,
        entries: 'multiple',
        papers: P.business,
        popularity: 65,
      },
    ],
  },
  {
    country: 'JO',
    name: { ar: 'الأردن', en: 'Jordan', de: 'Jordanien' },
    colours: ['#166534', '#fafaf9'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 56,
        processing: 7,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        rules: [securityRule],
        popularity: 85,
      },
      {
        type: 'tourist',
        feeUsd: 170,
        processing: 10,
        validity: 180,
        stay: 90,
        entries: 'multiple',
        papers: P.tourist,
        rules: [securityRule],
        popularity: 50,
      },
      {
        type: 'medical',
        feeUsd: 56,
        processing: 4,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: ['passport', 'photo', 'bank_statement', 'invitation'],
        rules: [medicalRule],
        popularity: 75,
      },
    ],
  },
  {
    country: 'LB',
    name: { ar: 'لبنان', en: 'Lebanon', de: 'Libanon' },
    colours: ['#16a34a', '#fef2f2'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 35,
        processing: 7,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        rules: [securityRule],
        popularity: 72,
      },
      {
        type: 'family_visit',
        feeUsd: 35,
        processing: 8,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: P.family,
        popularity: 45,
      },
    ],
  },
  {
    country: 'EG',
    name: { ar: 'مصر', en: 'Egypt', de: 'Ägypten' },
    colours: ['#b91c1c', '#fefce8'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 25,
        processing: 14,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        rules: [securityRule],
        popularity: 78,
      },
      {
        type: 'medical',
        feeUsd: 25,
        processing: 10,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: ['passport', 'photo', 'invitation', 'bank_statement'],
        rules: [medicalRule, securityRule],
        popularity: 40,
      },
    ],
  },
  {
    country: 'IR',
    name: { ar: 'إيران', en: 'Iran', de: 'Iran' },
    colours: ['#047857', '#fef2f2'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 40,
        processing: 3,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'hotel_booking'],
        popularity: 88,
      },
      {
        type: 'family_visit',
        feeUsd: 40,
        processing: 4,
        validity: 90,
        stay: 45,
        entries: 'single',
        papers: P.family,
        popularity: 50,
      },
      {
        type: 'medical',
        feeUsd: 40,
        processing: 2,
        validity: 90,
        stay: 60,
        entries: 'double',
        papers: ['passport', 'photo', 'invitation'],
        rules: [medicalRule],
        popularity: 82,
      },
    ],
  },
  {
    country: 'GE',
    name: { ar: 'جورجيا', en: 'Georgia', de: 'Georgien' },
    colours: ['#dc2626', '#ffffff'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 20,
        processing: 5,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'bank_statement', 'hotel_booking', 'travel_insurance'],
        popularity: 83,
      },
    ],
  },
  {
    country: 'AZ',
    name: { ar: 'أذربيجان', en: 'Azerbaijan', de: 'Aserbaidschan' },
    colours: ['#0284c7', '#16a34a'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 26,
        processing: 3,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'hotel_booking'],
        popularity: 81,
      },
    ],
  },
  {
    country: 'AM',
    name: { ar: 'أرمينيا', en: 'Armenia', de: 'Armenien' },
    colours: ['#ea580c', '#1d4ed8'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 31,
        processing: 3,
        validity: 90,
        stay: 21,
        entries: 'single',
        papers: ['passport', 'photo', 'hotel_booking'],
        popularity: 62,
      },
    ],
  },
  {
    country: 'SA',
    name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia', de: 'Saudi-Arabien' },
    colours: ['#166534', '#ecfdf5'],
    offers: [
      {
        type: 'umrah',
        feeUsd: 130,
        processing: 5,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'vaccination', 'hotel_booking', 'mahram_proof'],
        rules: [umrahRule, mahramRule],
        popularity: 99,
      },
      {
        type: 'tourist',
        feeUsd: 130,
        processing: 5,
        validity: 365,
        stay: 90,
        entries: 'multiple',
        papers: P.tourist,
        popularity: 66,
      },
      {
        type: 'family_visit',
        feeUsd: 80,
        processing: 10,
        validity: 90,
        stay: 90,
        entries: 'single',
        papers: P.family,
        popularity: 58,
      },
      {
        type: 'business',
        feeUsd: 150,
        processing: 10,
        validity: 365,
        stay: 90,
        entries: 'multiple',
        papers: P.business,
        popularity: 48,
      },
    ],
  },
  {
    country: 'QA',
    name: { ar: 'قطر', en: 'Qatar', de: 'Katar' },
    colours: ['#881337', '#fff1f2'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 27,
        processing: 4,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        popularity: 57,
      },
      {
        type: 'family_visit',
        feeUsd: 55,
        processing: 7,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.family,
        popularity: 42,
      },
    ],
  },
  {
    country: 'OM',
    name: { ar: 'عُمان', en: 'Oman', de: 'Oman' },
    colours: ['#dc2626', '#15803d'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 52,
        processing: 3,
        validity: 30,
        stay: 14,
        entries: 'single',
        papers: ['passport', 'photo', 'hotel_booking', 'flight_booking'],
        popularity: 44,
      },
    ],
  },
  {
    country: 'DE',
    name: { ar: 'ألمانيا (شنغن)', en: 'Germany (Schengen)', de: 'Deutschland (Schengen)' },
    colours: ['#111827', '#facc15'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 97,
        processing: 21,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.schengen,
        rules: [schengenRule, biometricRule],
        popularity: 90,
      },
      {
        type: 'business',
        feeUsd: 97,
        processing: 15,
        validity: 180,
        stay: 45,
        entries: 'multiple',
        papers: [...P.business, 'travel_insurance'],
        rules: [schengenRule, biometricRule],
        popularity: 64,
      },
      {
        type: 'family_visit',
        feeUsd: 97,
        processing: 21,
        validity: 90,
        stay: 90,
        entries: 'single',
        papers: [...P.family, 'travel_insurance'],
        rules: [schengenRule, biometricRule],
        popularity: 70,
      },
    ],
  },
  {
    country: 'FR',
    name: { ar: 'فرنسا (شنغن)', en: 'France (Schengen)', de: 'Frankreich (Schengen)' },
    colours: ['#1d4ed8', '#ef4444'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 97,
        processing: 20,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.schengen,
        rules: [schengenRule, biometricRule],
        popularity: 74,
      },
      {
        type: 'business',
        feeUsd: 97,
        processing: 15,
        validity: 180,
        stay: 45,
        entries: 'multiple',
        papers: [...P.business, 'travel_insurance'],
        rules: [schengenRule, biometricRule],
        popularity: 46,
      },
    ],
  },
  {
    country: 'IT',
    name: { ar: 'إيطاليا (شنغن)', en: 'Italy (Schengen)', de: 'Italien (Schengen)' },
    colours: ['#15803d', '#dc2626'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 97,
        processing: 18,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.schengen,
        rules: [schengenRule, biometricRule],
        popularity: 68,
      },
      {
        type: 'family_visit',
        feeUsd: 97,
        processing: 20,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: [...P.family, 'travel_insurance'],
        rules: [schengenRule, biometricRule],
        popularity: 38,
      },
    ],
  },
  {
    country: 'GB',
    name: { ar: 'المملكة المتحدة', en: 'United Kingdom', de: 'Vereinigtes Königreich' },
    colours: ['#1e3a8a', '#dc2626'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 160,
        processing: 21,
        validity: 180,
        stay: 180,
        entries: 'multiple',
        papers: [...P.tourist, 'employment_letter'],
        rules: [biometricRule],
        popularity: 77,
      },
      {
        type: 'business',
        feeUsd: 160,
        processing: 15,
        validity: 180,
        stay: 180,
        entries: 'multiple',
        papers: P.business,
        rules: [biometricRule],
        popularity: 47,
      },
    ],
  },
  {
    country: 'MY',
    name: { ar: 'ماليزيا', en: 'Malaysia', de: 'Malaysia' },
    colours: ['#1e40af', '#facc15'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 35,
        processing: 3,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: ['passport', 'photo', 'flight_booking', 'hotel_booking'],
        popularity: 84,
      },
      {
        type: 'medical',
        feeUsd: 35,
        processing: 3,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: ['passport', 'photo', 'invitation'],
        rules: [medicalRule],
        popularity: 41,
      },
    ],
  },
  {
    country: 'IN',
    name: { ar: 'الهند', en: 'India', de: 'Indien' },
    colours: ['#f97316', '#15803d'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 40,
        processing: 4,
        validity: 30,
        stay: 30,
        entries: 'double',
        papers: ['passport', 'photo'],
        popularity: 79,
      },
      {
        type: 'medical',
        feeUsd: 80,
        processing: 4,
        validity: 60,
        stay: 60,
        entries: 'multiple',
        papers: ['passport', 'photo', 'invitation'],
        rules: [medicalRule],
        popularity: 86,
      },
      {
        type: 'business',
        feeUsd: 80,
        processing: 5,
        validity: 365,
        stay: 180,
        entries: 'multiple',
        papers: P.business,
        popularity: 43,
      },
    ],
  },
  {
    country: 'CN',
    name: { ar: 'الصين', en: 'China', de: 'China' },
    colours: ['#dc2626', '#fde047'],
    offers: [
      {
        type: 'tourist',
        feeUsd: 60,
        processing: 7,
        validity: 90,
        stay: 30,
        entries: 'single',
        papers: P.tourist,
        popularity: 52,
      },
      {
        type: 'business',
        feeUsd: 90,
        processing: 7,
        validity: 180,
        stay: 30,
        entries: 'double',
        papers: P.business,
        popularity: 69,
      },
    ],
  },
  {
    country: 'RU',
    name: { ar: 'روسيا', en: 'Russia', de: 'Russland' },
    colours: ['#1d4ed8', '#dc2626'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 52,
        processing: 4,
        validity: 60,
        stay: 16,
        entries: 'single',
        papers: ['passport', 'photo', 'travel_insurance'],
        popularity: 49,
      },
      {
        type: 'business',
        feeUsd: 80,
        processing: 12,
        validity: 90,
        stay: 90,
        entries: 'single',
        papers: P.business,
        popularity: 37,
      },
    ],
  },
  {
    country: 'TH',
    name: { ar: 'تايلاند', en: 'Thailand', de: 'Thailand' },
    colours: ['#1e3a8a', '#ef4444'],
    offers: [
      {
        type: 'e_visa',
        feeUsd: 40,
        processing: 10,
        validity: 90,
        stay: 60,
        entries: 'single',
        papers: P.tourist,
        popularity: 63,
      },
      {
        type: 'medical',
        feeUsd: 40,
        processing: 10,
        validity: 90,
        stay: 90,
        entries: 'single',
        papers: ['passport', 'photo', 'invitation', 'bank_statement'],
        rules: [medicalRule],
        popularity: 35,
      },
    ],
  },
];

export const TYPE_NAMES: Record<VisaType, Localized> = {
  tourist: { ar: 'تأشيرة سياحية', en: 'Tourist visa', de: 'Touristenvisum' },
  business: { ar: 'تأشيرة عمل تجاري', en: 'Business visa', de: 'Geschäftsvisum' },
  family_visit: { ar: 'تأشيرة زيارة عائلية', en: 'Family visit visa', de: 'Besuchsvisum (Familie)' },
  transit: { ar: 'تأشيرة عبور', en: 'Transit visa', de: 'Transitvisum' },
  e_visa: { ar: 'تأشيرة إلكترونية', en: 'e-Visa', de: 'E-Visum' },
  umrah: { ar: 'تأشيرة عمرة', en: 'Umrah visa', de: 'Umrah-Visum' },
  medical: { ar: 'تأشيرة علاج', en: 'Medical visa', de: 'Visum zur medizinischen Behandlung' },
};

export const ENTRY_NAMES: Record<VisaOffer['entries'], Localized> = {
  single: { ar: 'دخول واحد', en: 'single entry', de: 'einmalige Einreise' },
  double: { ar: 'دخولان', en: 'double entry', de: 'zweimalige Einreise' },
  multiple: { ar: 'دخول متعدد', en: 'multiple entry', de: 'mehrfache Einreise' },
};

/** What a product of each type says to the applicant, before its own rules. */
export const TYPE_RULES: Record<VisaType, Localized> = {
  tourist: {
    ar: 'للسياحة فقط؛ لا يُسمح بالعمل أو الدراسة.',
    en: 'For tourism only; work and study are not allowed.',
    de: 'Nur für touristische Zwecke; Arbeit und Studium sind nicht erlaubt.',
  },
  business: {
    ar: 'للاجتماعات والمعارض والتفاوض؛ لا يُسمح بالعمل المأجور في البلد.',
    en: 'For meetings, fairs and negotiations; paid work in the country is not allowed.',
    de: 'Für Treffen, Messen und Verhandlungen; bezahlte Arbeit im Land ist nicht erlaubt.',
  },
  family_visit: {
    ar: 'لزيارة قريب مقيم؛ يرفق خطاب الدعوة ونسخة من إقامته.',
    en: 'To visit a resident relative; their invitation and a copy of their residence permit are attached.',
    de: 'Für den Besuch eines ansässigen Verwandten; Einladung und eine Kopie seines Aufenthaltstitels liegen bei.',
  },
  transit: {
    ar: 'للعبور إلى بلد ثالث فقط.',
    en: 'For transit to a third country only.',
    de: 'Nur für die Durchreise in ein Drittland.',
  },
  e_visa: {
    ar: 'تُصدر إلكترونيًا وتُطبع وتُبرز عند الوصول مع جواز السفر.',
    en: 'Issued electronically: print it and show it with the passport on arrival.',
    de: 'Wird elektronisch erteilt: ausdrucken und bei der Einreise mit dem Pass vorzeigen.',
  },
  umrah: {
    ar: 'لأداء العمرة وزيارة المدينة المنورة فقط.',
    en: 'For Umrah and visiting Madinah only.',
    de: 'Nur für die Umrah und den Besuch Medinas.',
  },
  medical: {
    ar: 'للعلاج ومرافق واحد على الأكثر بطلب منفصل.',
    en: 'For treatment; at most one companion, on an application of their own.',
    de: 'Zur Behandlung; höchstens eine Begleitperson mit eigenem Antrag.',
  },
};

/** What every product requires of each applicant. */
export const COMMON_REQUIREMENTS: Localized[] = [
  {
    ar: 'جواز سفر صالح لستة أشهر على الأقل بعد تاريخ السفر، وفيه صفحتان فارغتان.',
    en: 'A passport valid for at least six months after the travel date, with two blank pages.',
    de: 'Ein Pass, der mindestens sechs Monate nach dem Reisedatum gültig ist, mit zwei leeren Seiten.',
  },
  {
    ar: 'صورة شخصية حديثة بخلفية بيضاء بمقاس 4×6 سم.',
    en: 'A recent 4 × 6 cm photo on a white background.',
    de: 'Ein aktuelles Foto 4 × 6 cm mit weißem Hintergrund.',
  },
];

export const PAPER_REQUIREMENTS: Partial<Record<VisaPaper, Localized>> = {
  bank_statement: {
    ar: 'كشف حساب مصرفي لآخر ستة أشهر برصيد يكفي مدة الإقامة.',
    en: 'A bank statement of the last six months with enough for the stay.',
    de: 'Ein Kontoauszug der letzten sechs Monate mit ausreichend Guthaben für den Aufenthalt.',
  },
  invitation: {
    ar: 'خطاب دعوة من الجهة أو الشخص المضيف.',
    en: 'An invitation letter from the host company or person.',
    de: 'Ein Einladungsschreiben des gastgebenden Unternehmens oder der Person.',
  },
  employment_letter: {
    ar: 'تأييد عمل يذكر الوظيفة والراتب والإجازة الممنوحة.',
    en: 'A letter from the employer stating the position, salary and the leave granted.',
    de: 'Eine Arbeitgeberbescheinigung mit Stelle, Gehalt und gewährtem Urlaub.',
  },
  travel_insurance: {
    ar: 'تأمين سفر طبي بتغطية لا تقل عن 30,000 يورو.',
    en: 'Medical travel insurance covering at least EUR 30,000.',
    de: 'Eine Reisekrankenversicherung mit mindestens 30.000 EUR Deckung.',
  },
  vaccination: {
    ar: 'شهادة لقاح الحمى الشوكية (ACYW).',
    en: 'A meningitis (ACYW) vaccination certificate.',
    de: 'Ein Impfnachweis gegen Meningitis (ACYW).',
  },
};
