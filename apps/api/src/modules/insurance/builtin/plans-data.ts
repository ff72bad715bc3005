/*
 * The portal's own travel insurance plans (issue 19): five insurers, Schengen visa cover, worldwide with and
 * without the USA, pilgrimage (Umrah, Hajj, Ziyarah), regional and students abroad. Rate tables are worked out from
 * one adult price curve, each plan's level and its age factors, rounded up to 250 IQD (the smallest note).
 */
import type { CoverItem, CoverLevel, InsurerCode, InsuranceZone, PlanKind } from '@portal/contracts/insurance';

type L = { ar: string; en: string; de: string };

/** An adult's price for up to N days at level 1.0 (IQD). */
const ADULT_CURVE: Record<number, number> = {
  7: 18_000,
  15: 29_000,
  31: 47_000,
  45: 62_000,
  60: 74_000,
  92: 105_000,
  183: 185_000,
  365: 310_000,
};

/** Age bands and their factors (percent of the adult price). */
const AGES_FAMILY = [
  { min: 0, max: 17, pct: 50 },
  { min: 18, max: 64, pct: 100 },
  { min: 65, max: 75, pct: 200 },
  { min: 76, max: 85, pct: 350 },
];
const AGES_TO_80 = [
  { min: 0, max: 17, pct: 55 },
  { min: 18, max: 64, pct: 100 },
  { min: 65, max: 80, pct: 250 },
];
const AGES_TO_70 = [
  { min: 0, max: 17, pct: 60 },
  { min: 18, max: 59, pct: 100 },
  { min: 60, max: 70, pct: 220 },
];
const AGES_STUDENT = [
  { min: 16, max: 25, pct: 100 },
  { min: 26, max: 35, pct: 115 },
];

const ALL_ZONES: Partial<Record<InsuranceZone, number>> = {
  'middle-east': 7_000,
  schengen: 10_000,
  europe: 10_000,
  'worldwide-no-usa': 12_000,
  worldwide: 19_000,
};
const NO_USA: Partial<Record<InsuranceZone, number>> = {
  'middle-east': 8_000,
  schengen: 10_000,
  europe: 10_500,
  'worldwide-no-usa': 12_000,
};

const EXCLUSIONS: Record<string, L> = {
  preexisting: {
    ar: 'الأمراض والحالات الموجودة قبل بدء التغطية',
    en: 'Illnesses and conditions that existed before the cover started',
    de: 'Krankheiten und Leiden, die vor Beginn des Schutzes bestanden',
  },
  war: {
    ar: 'الحروب والاضطرابات الأهلية والأعمال الإرهابية في مناطق محظور السفر إليها',
    en: 'War, civil unrest and terrorism in areas under a travel ban',
    de: 'Krieg, Unruhen und Terror in Gebieten mit Reiseverbot',
  },
  sports: {
    ar: 'الرياضات الخطرة كالقفز المظلي والتسلق بالحبال',
    en: 'Dangerous sports such as skydiving and roped climbing',
    de: 'Gefährliche Sportarten wie Fallschirmspringen und Klettern mit Seil',
  },
  elective: {
    ar: 'العلاجات الاختيارية والتجميلية والفحوص الدورية',
    en: 'Elective and cosmetic treatment and routine check-ups',
    de: 'Wahl- und Schönheitsbehandlungen sowie Routineuntersuchungen',
  },
  pregnancy: {
    ar: 'الحمل بعد الأسبوع الثاني والثلاثين والولادة',
    en: 'Pregnancy after the 32nd week and childbirth',
    de: 'Schwangerschaft nach der 32. Woche und Entbindung',
  },
  alcohol: {
    ar: 'الإصابات الناتجة عن الكحول أو المخدرات',
    en: 'Injuries caused by alcohol or drugs',
    de: 'Verletzungen durch Alkohol oder Drogen',
  },
  usa: {
    ar: 'العلاج في الولايات المتحدة وكندا',
    en: 'Treatment in the USA and Canada',
    de: 'Behandlung in den USA und Kanada',
  },
  crowd: {
    ar: 'مخالفة تعليمات السلطات في المشاعر المقدسة',
    en: 'Disregarding the authorities’ instructions at the holy sites',
    de: 'Missachtung der behördlichen Anweisungen an den heiligen Stätten',
  },
  work: {
    ar: 'العمل اليدوي أو المأجور خلال الرحلة',
    en: 'Manual or paid work during the trip',
    de: 'Körperliche oder bezahlte Arbeit während der Reise',
  },
};

/** Coverage lines by level; a plan adds its kind's own lines. Limits in euros; null: covered, no own limit. */
function coverage(level: CoverLevel, medical: number, extra: Array<[CoverItem, number | null]>) {
  const lines: Array<[CoverItem, number | null]> = [
    ['medical', medical],
    ['hospitalisation', null],
    ['emergency_evacuation', level === 'basic' ? 20_000 : level === 'standard' ? 50_000 : 100_000],
    ['repatriation', level === 'basic' ? 10_000 : null],
    ['covid', level === 'basic' ? 10_000 : medical],
    ['assistance_24h', null],
  ];
  if (level !== 'basic')
    lines.push(['dental', level === 'standard' ? 300 : 600], ['baggage_loss', level === 'standard' ? 800 : 2_000]);
  if (level === 'premium')
    lines.push(
      ['trip_cancellation', 3_000],
      ['flight_delay', 300],
      ['personal_liability', 50_000],
      ['legal_assistance', 5_000],
    );
  if (level !== 'basic') lines.push(['passport_loss', 250], ['accident', level === 'standard' ? 10_000 : 25_000]);
  for (const [item, limit] of extra) {
    const at = lines.findIndex(([i]) => i === item);
    if (at >= 0) lines[at] = [item, limit];
    else lines.push([item, limit]);
  }
  return lines.map(([item, limit]) => ({ item, limit }));
}

export interface PlanSpec {
  code: string;
  insurer: InsurerCode;
  name: L;
  summary: L;
  kind: PlanKind;
  level: CoverLevel;
  medical: number;
  deductible: number;
  schengen: boolean;
  zones: Partial<Record<InsuranceZone, number>>;
  days: [number, number];
  /** The plan's price level against the adult curve (percent). */
  levelPct: number;
  ages: Array<{ min: number; max: number; pct: number }>;
  family: number;
  group: number;
  feeIqd: number;
  extra: Array<[CoverItem, number | null]>;
  exclusions: string[];
  rank: number;
}

export const PLAN_SPECS: PlanSpec[] = [
  {
    code: 'dijla-schengen-basic',
    insurer: 'dijla',
    name: { ar: 'شنغن الأساسية', en: 'Schengen Basic', de: 'Schengen Basis' },
    summary: {
      ar: 'التغطية الطبية المطلوبة لتأشيرة شنغن بحد 30٬000 يورو في كل دول شنغن',
      en: 'The medical cover a Schengen visa asks for: €30,000 in every Schengen state',
      de: 'Der für ein Schengen-Visum verlangte Krankenschutz: 30.000 € in allen Schengen-Staaten',
    },
    kind: 'schengen',
    level: 'basic',
    medical: 30_000,
    deductible: 50,
    schengen: true,
    zones: { schengen: 10_000 },
    days: [1, 92],
    levelPct: 100,
    ages: AGES_FAMILY,
    family: 2_000,
    group: 1_000,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'elective', 'alcohol'],
    rank: 90,
  },
  {
    code: 'dijla-schengen-plus',
    insurer: 'dijla',
    name: { ar: 'شنغن بلس', en: 'Schengen Plus', de: 'Schengen Plus' },
    summary: {
      ar: 'حد طبي 50٬000 يورو بلا تحمّل، مع أوروبا خارج شنغن وتركيا',
      en: '€50,000 medical cover with no deductible, Europe outside Schengen and Turkey included',
      de: '50.000 € Krankenschutz ohne Selbstbehalt, Europa außerhalb Schengens und die Türkei inklusive',
    },
    kind: 'schengen',
    level: 'standard',
    medical: 50_000,
    deductible: 0,
    schengen: true,
    zones: { schengen: 10_000, europe: 11_500 },
    days: [1, 183],
    levelPct: 135,
    ages: AGES_FAMILY,
    family: 2_000,
    group: 1_000,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'elective', 'alcohol'],
    rank: 80,
  },
  {
    code: 'dijla-world-no-usa',
    insurer: 'dijla',
    name: { ar: 'العالم عدا أمريكا', en: 'World excluding USA', de: 'Welt ohne USA' },
    summary: {
      ar: 'تغطية 50٬000 يورو في كل العالم عدا الولايات المتحدة وكندا',
      en: '€50,000 cover around the world except the USA and Canada',
      de: '50.000 € Schutz weltweit außer USA und Kanada',
    },
    kind: 'worldwide_no_usa',
    level: 'basic',
    medical: 50_000,
    deductible: 50,
    schengen: true,
    zones: NO_USA,
    days: [1, 365],
    levelPct: 105,
    ages: AGES_FAMILY,
    family: 2_000,
    group: 1_000,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'usa', 'alcohol'],
    rank: 60,
  },
  {
    code: 'euroassist-schengen-visa',
    insurer: 'euroassist',
    name: { ar: 'تأمين تأشيرة شنغن', en: 'Schengen Visa Cover', de: 'Schengen-Visum-Schutz' },
    summary: {
      ar: 'شهادة مقبولة لدى كل سفارات شنغن، بلا تحمّل، حتى سنة كاملة',
      en: 'A certificate every Schengen embassy accepts, no deductible, up to a full year',
      de: 'Ein von allen Schengen-Botschaften anerkanntes Zertifikat, ohne Selbstbehalt, bis zu einem Jahr',
    },
    kind: 'schengen',
    level: 'basic',
    medical: 30_000,
    deductible: 0,
    schengen: true,
    zones: { schengen: 10_000 },
    days: [1, 365],
    levelPct: 110,
    ages: AGES_TO_80,
    family: 0,
    group: 1_000,
    feeIqd: 7_500,
    extra: [['repatriation', null]],
    exclusions: ['preexisting', 'war', 'sports', 'elective', 'pregnancy'],
    rank: 85,
  },
  {
    code: 'euroassist-europe-premium',
    insurer: 'euroassist',
    name: { ar: 'أوروبا بريميوم', en: 'Europe Premium', de: 'Europa Premium' },
    summary: {
      ar: 'حد 100٬000 يورو مع إلغاء الرحلة والأمتعة والمسؤولية المدنية في كل أوروبا',
      en: '€100,000 with trip cancellation, baggage and liability across Europe',
      de: '100.000 € mit Reiserücktritt, Gepäck und Haftpflicht in ganz Europa',
    },
    kind: 'regional',
    level: 'premium',
    medical: 100_000,
    deductible: 0,
    schengen: true,
    zones: { schengen: 10_000, europe: 10_000 },
    days: [1, 183],
    levelPct: 180,
    ages: AGES_TO_80,
    family: 2_500,
    group: 1_000,
    feeIqd: 7_500,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'pregnancy'],
    rank: 70,
  },
  {
    code: 'euroassist-world-premium',
    insurer: 'euroassist',
    name: { ar: 'العالم بريميوم مع أمريكا', en: 'Worldwide Premium incl. USA', de: 'Weltweit Premium inkl. USA' },
    summary: {
      ar: 'حد 250٬000 يورو في كل العالم بما فيه الولايات المتحدة وكندا',
      en: '€250,000 everywhere, the USA and Canada included',
      de: '250.000 € überall, USA und Kanada inklusive',
    },
    kind: 'worldwide',
    level: 'premium',
    medical: 250_000,
    deductible: 0,
    schengen: true,
    zones: ALL_ZONES,
    days: [1, 365],
    levelPct: 220,
    ages: AGES_TO_80,
    family: 2_500,
    group: 1_000,
    feeIqd: 10_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'pregnancy'],
    rank: 55,
  },
  {
    code: 'babylon-explorer',
    insurer: 'babylon',
    name: { ar: 'المستكشف', en: 'Explorer', de: 'Explorer' },
    summary: {
      ar: 'حد 75٬000 يورو في آسيا وأوروبا وأفريقيا، عدا أمريكا الشمالية',
      en: '€75,000 in Asia, Europe and Africa, North America excluded',
      de: '75.000 € in Asien, Europa und Afrika, ohne Nordamerika',
    },
    kind: 'worldwide_no_usa',
    level: 'standard',
    medical: 75_000,
    deductible: 0,
    schengen: true,
    zones: NO_USA,
    days: [1, 365],
    levelPct: 125,
    ages: AGES_FAMILY,
    family: 2_500,
    group: 1_500,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'usa', 'work'],
    rank: 75,
  },
  {
    code: 'babylon-worldwide',
    insurer: 'babylon',
    name: { ar: 'العالم الشامل', en: 'Worldwide', de: 'Weltweit' },
    summary: {
      ar: 'حد 100٬000 يورو في كل العالم بما فيه الولايات المتحدة',
      en: '€100,000 worldwide, the USA included',
      de: '100.000 € weltweit, USA inklusive',
    },
    kind: 'worldwide',
    level: 'standard',
    medical: 100_000,
    deductible: 100,
    schengen: true,
    zones: { ...ALL_ZONES, worldwide: 18_000 },
    days: [1, 365],
    levelPct: 150,
    ages: AGES_FAMILY,
    family: 2_500,
    group: 1_500,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'work'],
    rank: 65,
  },
  {
    code: 'babylon-students',
    insurer: 'babylon',
    name: { ar: 'الطلاب في الخارج', en: 'Students Abroad', de: 'Studierende im Ausland' },
    summary: {
      ar: 'للطلاب من 16 إلى 35 سنة لفصل دراسي أو سنة، مع انقطاع الدراسة وزيارة الأهل',
      en: 'For students aged 16 to 35, a term or a year, with study interruption and a family visit',
      de: 'Für Studierende von 16 bis 35 Jahren, ein Semester oder ein Jahr, mit Studienabbruch und Familienbesuch',
    },
    kind: 'student',
    level: 'standard',
    medical: 50_000,
    deductible: 50,
    schengen: true,
    zones: { ...ALL_ZONES, worldwide: 17_000 },
    days: [90, 365],
    levelPct: 90,
    ages: AGES_STUDENT,
    family: 0,
    group: 1_000,
    feeIqd: 10_000,
    extra: [
      ['study_interruption', 5_000],
      ['family_visit', 2_500],
      ['personal_liability', 25_000],
    ],
    exclusions: ['preexisting', 'war', 'sports', 'alcohol', 'work'],
    rank: 50,
  },
  {
    code: 'takaful-umrah',
    insurer: 'takaful',
    name: { ar: 'تكافل العمرة', en: 'Umrah Takaful', de: 'Umrah-Takaful' },
    summary: {
      ar: 'تغطية المعتمرين في مكة المكرمة والمدينة المنورة وفق أحكام التكافل',
      en: 'Cover for Umrah pilgrims in Makkah and Madinah on takaful terms',
      de: 'Schutz für Umrah-Pilger in Mekka und Medina nach Takaful-Grundsätzen',
    },
    kind: 'pilgrimage',
    level: 'basic',
    medical: 20_000,
    deductible: 0,
    schengen: false,
    zones: { 'middle-east': 10_000 },
    days: [1, 45],
    levelPct: 45,
    ages: AGES_FAMILY,
    family: 2_000,
    group: 1_500,
    feeIqd: 2_500,
    extra: [
      ['repatriation', null],
      ['accident', 5_000],
    ],
    exclusions: ['preexisting', 'war', 'crowd', 'elective'],
    rank: 88,
  },
  {
    code: 'takaful-hajj',
    insurer: 'takaful',
    name: { ar: 'تكافل الحج', en: 'Hajj Takaful', de: 'Hadsch-Takaful' },
    summary: {
      ar: 'للحجاج: العلاج والإخلاء والإعادة إلى الوطن، مع الحوادث في المشاعر المقدسة',
      en: 'For Hajj pilgrims: treatment, evacuation and repatriation, accidents at the holy sites included',
      de: 'Für Hadsch-Pilger: Behandlung, Evakuierung und Rückführung, Unfälle an den heiligen Stätten inklusive',
    },
    kind: 'pilgrimage',
    level: 'standard',
    medical: 40_000,
    deductible: 0,
    schengen: false,
    zones: { 'middle-east': 10_000 },
    days: [1, 60],
    levelPct: 80,
    ages: AGES_FAMILY,
    family: 1_500,
    group: 1_500,
    feeIqd: 5_000,
    extra: [
      ['repatriation', null],
      ['accident', 15_000],
    ],
    exclusions: ['preexisting', 'war', 'crowd'],
    rank: 86,
  },
  {
    code: 'furat-ziyarah',
    insurer: 'furat',
    name: { ar: 'الزيارة', en: 'Ziyarah', de: 'Ziyarah' },
    summary: {
      ar: 'لزوار العتبات المقدسة في كربلاء والنجف ومشهد وسامراء',
      en: 'For visitors to the holy shrines of Karbala, Najaf, Mashhad and Samarra',
      de: 'Für Besucher der heiligen Schreine in Kerbela, Nadschaf, Maschhad und Samarra',
    },
    kind: 'pilgrimage',
    level: 'basic',
    medical: 15_000,
    deductible: 25,
    schengen: false,
    zones: { 'middle-east': 10_000 },
    days: [1, 31],
    levelPct: 35,
    ages: AGES_FAMILY,
    family: 2_500,
    group: 2_000,
    feeIqd: 2_500,
    extra: [['accident', 5_000]],
    exclusions: ['preexisting', 'war', 'crowd'],
    rank: 84,
  },
  {
    code: 'furat-middle-east',
    insurer: 'furat',
    name: { ar: 'الشرق الأوسط', en: 'Middle East Traveller', de: 'Naher Osten' },
    summary: {
      ar: 'حد 25٬000 يورو في دول الخليج والأردن ولبنان ومصر وإيران',
      en: '€25,000 in the Gulf states, Jordan, Lebanon, Egypt and Iran',
      de: '25.000 € in den Golfstaaten, Jordanien, Libanon, Ägypten und Iran',
    },
    kind: 'regional',
    level: 'basic',
    medical: 25_000,
    deductible: 50,
    schengen: false,
    zones: { 'middle-east': 10_000 },
    days: [1, 92],
    levelPct: 50,
    ages: AGES_TO_70,
    family: 2_000,
    group: 1_000,
    feeIqd: 2_500,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'alcohol'],
    rank: 60,
  },
  {
    code: 'furat-schengen-family',
    insurer: 'furat',
    name: { ar: 'شنغن للعائلة', en: 'Schengen Family', de: 'Schengen Familie' },
    summary: {
      ar: 'حد 60٬000 يورو لكل فرد مع خصم 30٪ للعائلة (بالغان وأطفالهما)',
      en: '€60,000 each, 30% off for a family (two adults and their children)',
      de: '60.000 € pro Person, 30 % Familienrabatt (zwei Erwachsene und ihre Kinder)',
    },
    kind: 'schengen',
    level: 'standard',
    medical: 60_000,
    deductible: 0,
    schengen: true,
    zones: { schengen: 10_000, europe: 11_000 },
    days: [1, 92],
    levelPct: 120,
    ages: AGES_TO_70,
    family: 3_000,
    group: 1_000,
    feeIqd: 5_000,
    extra: [],
    exclusions: ['preexisting', 'war', 'sports', 'pregnancy'],
    rank: 78,
  },
];

/** The duration bands of a plan: the curve's bands within its days, the last one stretched to its maximum. */
function durationBands(min: number, max: number): number[] {
  const bands = Object.keys(ADULT_CURVE)
    .map(Number)
    .filter((d) => d >= min && d < max);
  return [...bands, max];
}

/** The adult price for up to `days` days: the curve's band, or between two bands in proportion. */
function adultPrice(days: number): number {
  const keys = Object.keys(ADULT_CURVE).map(Number);
  const exact = ADULT_CURVE[days];
  if (exact !== undefined) return exact;
  const upper = keys.find((k) => k > days)!;
  const lower = [...keys].reverse().find((k) => k < days) ?? 0;
  const lp = lower ? ADULT_CURVE[lower]! : 0;
  return Math.round(lp + ((ADULT_CURVE[upper]! - lp) * (days - lower)) / (upper - lower));
}

const up250 = (n: number) => Math.ceil(n / 250) * 250;

/** A plan's rate table, age band by duration band. */
export function rateTable(
  spec: PlanSpec,
): Array<{ ageMin: number; ageMax: number; daysMax: number; priceIqd: bigint }> {
  return spec.ages.flatMap((band) =>
    durationBands(spec.days[0], spec.days[1]).map((days) => ({
      ageMin: band.min,
      ageMax: band.max,
      daysMax: days,
      priceIqd: BigInt(up250((adultPrice(days) * spec.levelPct * band.pct) / 10_000)),
    })),
  );
}

export function planRow(spec: PlanSpec) {
  return {
    code: spec.code,
    insurer: spec.insurer,
    name: spec.name,
    summary: spec.summary,
    kind: spec.kind,
    coverLevel: spec.level,
    medicalLimitEur: spec.medical,
    deductibleEur: spec.deductible,
    schengenCompliant: spec.schengen,
    zoneFactors: spec.zones as Record<string, number>,
    minDays: spec.days[0],
    maxDays: spec.days[1],
    familyDiscountBp: spec.family,
    groupDiscountBp: spec.group,
    cancellationFeeIqd: BigInt(spec.feeIqd),
    coverage: coverage(spec.level, spec.medical, spec.extra),
    exclusions: spec.exclusions.map((e) => EXCLUSIONS[e]!),
    rank: spec.rank,
  };
}
