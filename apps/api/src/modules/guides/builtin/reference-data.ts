import type { GuideLanguage, GuideSpeciality } from '@portal/contracts/guides';

/**
 * The reference data the built-in guides are generated from (decision 123): the cities visitors and pilgrims
 * come to, the names, languages and specialities usual there, and the day's rate in IQD.
 */

type L = { ar: string; en: string; de: string };

export interface GuideCitySpec {
  slug: string;
  name: L;
  country: string;
  timeZone: string;
  guides: number;
  /** The languages every guide there speaks, and those some speak besides. */
  local: GuideLanguage[];
  others: GuideLanguage[];
  /** Specialities usual in the city, the first ones most. */
  specialities: GuideSpeciality[];
  /** The day's rate of a guide there (IQD), before their experience and rating. */
  dailyIqd: number;
  names: NamePool;
  /** The weekly day off most guides there keep (0 Sunday … 6 Saturday). */
  restDay: number;
}

type NamePool = 'iraq' | 'kurd' | 'turkey' | 'iran' | 'hijaz' | 'levant' | 'georgia' | 'egypt';

/** First and family names per region: Arabic script and the Latin spelling of the guide's passport. */
export const NAMES: Record<NamePool, { first: Array<[string, string]>; last: Array<[string, string]> }> = {
  iraq: {
    first: [
      ['علي', 'Ali'], ['حسين', 'Hussein'], ['مصطفى', 'Mustafa'], ['زينب', 'Zainab'], ['محمد', 'Mohammed'],
      ['حيدر', 'Haidar'], ['فاطمة', 'Fatima'], ['عباس', 'Abbas'], ['نور', 'Noor'], ['أحمد', 'Ahmed'],
      ['مريم', 'Maryam'], ['كرار', 'Karrar'], ['سجاد', 'Sajjad'], ['رقية', 'Ruqaya'], ['ياسر', 'Yasir'],
    ],
    last: [
      ['الموسوي', 'Al-Musawi'], ['الحسيني', 'Al-Husseini'], ['الجبوري', 'Al-Jubouri'], ['العبيدي', 'Al-Obaidi'],
      ['الخفاجي', 'Al-Khafaji'], ['الربيعي', 'Al-Rubaie'], ['الساعدي', 'Al-Saadi'], ['الكعبي', 'Al-Kaabi'],
      ['التميمي', 'Al-Tamimi'], ['الزبيدي', 'Al-Zubaidi'], ['الشمري', 'Al-Shammari'], ['الطائي', 'Al-Taie'],
    ],
  },
  kurd: {
    first: [
      ['هيمن', 'Hemin'], ['شيلان', 'Shilan'], ['آزاد', 'Azad'], ['دلشاد', 'Dilshad'], ['روژان', 'Rozhan'],
      ['كاروان', 'Karwan'], ['سوزان', 'Sozan'], ['ريبوار', 'Rebwar'],
    ],
    last: [
      ['بارزاني', 'Barzani'], ['أحمد', 'Ahmad'], ['كريم', 'Karim'], ['رسول', 'Rasul'], ['عزيز', 'Aziz'],
      ['محمود', 'Mahmoud'], ['صالح', 'Salih'],
    ],
  },
  turkey: {
    first: [
      ['محمد', 'Mehmet'], ['آيشة', 'Ayşe'], ['أمره', 'Emre'], ['زينب', 'Zeynep'], ['مراد', 'Murat'],
      ['أليف', 'Elif'], ['بوراك', 'Burak'], ['فاطمة', 'Fatma'],
    ],
    last: [
      ['يلماز', 'Yılmaz'], ['كايا', 'Kaya'], ['دمير', 'Demir'], ['شاهين', 'Şahin'], ['أيدين', 'Aydın'],
      ['أوزتورك', 'Öztürk'], ['أرسلان', 'Arslan'],
    ],
  },
  iran: {
    first: [
      ['رضا', 'Reza'], ['مهدي', 'Mahdi'], ['زهراء', 'Zahra'], ['حسين', 'Hossein'], ['مريم', 'Maryam'],
      ['علي رضا', 'Alireza'], ['معصومة', 'Masoumeh'], ['أمير', 'Amir'],
    ],
    last: [
      ['أحمدي', 'Ahmadi'], ['رضائي', 'Rezaei'], ['حسيني', 'Hosseini'], ['موسوي', 'Mousavi'], ['كريمي', 'Karimi'],
      ['رضوي', 'Razavi'], ['جعفري', 'Jafari'],
    ],
  },
  hijaz: {
    first: [
      ['عبدالله', 'Abdullah'], ['خالد', 'Khalid'], ['فيصل', 'Faisal'], ['سعد', 'Saad'], ['عمر', 'Omar'],
      ['نايف', 'Naif'], ['هند', 'Hind'], ['بدر', 'Badr'],
    ],
    last: [
      ['الحربي', 'Al-Harbi'], ['الغامدي', 'Al-Ghamdi'], ['الزهراني', 'Al-Zahrani'], ['العتيبي', 'Al-Otaibi'],
      ['المالكي', 'Al-Maliki'], ['الجهني', 'Al-Juhani'], ['المدني', 'Al-Madani'],
    ],
  },
  levant: {
    first: [
      ['رامي', 'Rami'], ['لينا', 'Lina'], ['يزن', 'Yazan'], ['ديما', 'Dima'], ['طارق', 'Tariq'], ['سلمى', 'Salma'],
    ],
    last: [['الخطيب', 'Al-Khatib'], ['حداد', 'Haddad'], ['العمري', 'Al-Omari'], ['النجار', 'Al-Najjar'], ['الزعبي', 'Al-Zoubi']],
  },
  georgia: {
    first: [
      ['غيورغي', 'Giorgi'], ['نينو', 'Nino'], ['ليفان', 'Levan'], ['تامار', 'Tamar'], ['ديفيد', 'Davit'], ['آنا', 'Ana'],
    ],
    last: [['بيريدزه', 'Beridze'], ['كابانادزه', 'Kapanadze'], ['غيلاشفيلي', 'Gelashvili'], ['ليباناندزه', 'Lipartia'], ['ميكاڤا', 'Mikava']],
  },
  egypt: {
    first: [
      ['محمود', 'Mahmoud'], ['ياسمين', 'Yasmin'], ['شريف', 'Sherif'], ['منى', 'Mona'], ['كريم', 'Karim'], ['هبة', 'Heba'],
    ],
    last: [['عبد الرحمن', 'Abdelrahman'], ['السيد', 'El-Sayed'], ['فوزي', 'Fawzy'], ['منصور', 'Mansour'], ['حسن', 'Hassan']],
  },
};

export const GUIDE_CITIES: GuideCitySpec[] = [
  {
    slug: 'baghdad',
    name: { ar: 'بغداد', en: 'Baghdad', de: 'Bagdad' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 8,
    local: ['ar'],
    others: ['en', 'fa', 'ur', 'tr', 'de', 'fr'],
    specialities: ['history', 'shopping', 'food', 'architecture', 'religious'],
    dailyIqd: 90_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'kadhimiya',
    name: { ar: 'الكاظمية', en: 'Kadhimiya', de: 'Kadhimiya' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 5,
    local: ['ar'],
    others: ['fa', 'ur', 'en'],
    specialities: ['religious', 'history', 'shopping'],
    dailyIqd: 70_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'samarra',
    name: { ar: 'سامراء', en: 'Samarra', de: 'Samarra' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 5,
    local: ['ar'],
    others: ['fa', 'ur', 'en'],
    specialities: ['religious', 'history', 'architecture'],
    dailyIqd: 75_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'najaf',
    name: { ar: 'النجف', en: 'Najaf', de: 'Nadschaf' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 8,
    local: ['ar'],
    others: ['fa', 'ur', 'en', 'tr'],
    specialities: ['religious', 'history', 'shopping'],
    dailyIqd: 70_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'karbala',
    name: { ar: 'كربلاء', en: 'Karbala', de: 'Kerbela' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 8,
    local: ['ar'],
    others: ['fa', 'ur', 'en', 'tr'],
    specialities: ['religious', 'history', 'food'],
    dailyIqd: 70_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'babylon',
    name: { ar: 'بابل', en: 'Babylon', de: 'Babylon' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 5,
    local: ['ar', 'en'],
    others: ['de', 'fr'],
    specialities: ['history', 'architecture', 'nature'],
    dailyIqd: 100_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'basra',
    name: { ar: 'البصرة', en: 'Basra', de: 'Basra' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 5,
    local: ['ar'],
    others: ['en', 'fa'],
    specialities: ['nature', 'food', 'history', 'shopping'],
    dailyIqd: 80_000,
    names: 'iraq',
    restDay: 5,
  },
  {
    slug: 'erbil',
    name: { ar: 'أربيل', en: 'Erbil', de: 'Erbil' },
    country: 'IQ',
    timeZone: 'Asia/Baghdad',
    guides: 6,
    local: ['ku', 'ar'],
    others: ['en', 'tr', 'de'],
    specialities: ['history', 'nature', 'shopping', 'food'],
    dailyIqd: 95_000,
    names: 'kurd',
    restDay: 5,
  },
  {
    slug: 'istanbul',
    name: { ar: 'إسطنبول', en: 'Istanbul', de: 'Istanbul' },
    country: 'TR',
    timeZone: 'Europe/Istanbul',
    guides: 7,
    local: ['tr'],
    others: ['ar', 'en', 'de', 'ru'],
    specialities: ['history', 'shopping', 'religious', 'food', 'architecture'],
    dailyIqd: 160_000,
    names: 'turkey',
    restDay: 1,
  },
  {
    slug: 'mashhad',
    name: { ar: 'مشهد', en: 'Mashhad', de: 'Maschhad' },
    country: 'IR',
    timeZone: 'Asia/Tehran',
    guides: 6,
    local: ['fa'],
    others: ['ar', 'ur', 'en'],
    specialities: ['religious', 'shopping', 'history'],
    dailyIqd: 65_000,
    names: 'iran',
    restDay: 5,
  },
  {
    slug: 'makkah',
    name: { ar: 'مكة المكرمة', en: 'Makkah', de: 'Mekka' },
    country: 'SA',
    timeZone: 'Asia/Riyadh',
    guides: 6,
    local: ['ar'],
    others: ['ur', 'en', 'id', 'fa', 'tr'],
    specialities: ['religious', 'history'],
    dailyIqd: 180_000,
    names: 'hijaz',
    restDay: 5,
  },
  {
    slug: 'madinah',
    name: { ar: 'المدينة المنورة', en: 'Madinah', de: 'Medina' },
    country: 'SA',
    timeZone: 'Asia/Riyadh',
    guides: 6,
    local: ['ar'],
    others: ['ur', 'en', 'id', 'tr'],
    specialities: ['religious', 'history', 'shopping'],
    dailyIqd: 170_000,
    names: 'hijaz',
    restDay: 5,
  },
  {
    slug: 'amman',
    name: { ar: 'عمّان', en: 'Amman', de: 'Amman' },
    country: 'JO',
    timeZone: 'Asia/Amman',
    guides: 5,
    local: ['ar', 'en'],
    others: ['de', 'fr'],
    specialities: ['history', 'nature', 'food'],
    dailyIqd: 150_000,
    names: 'levant',
    restDay: 5,
  },
  {
    slug: 'tbilisi',
    name: { ar: 'تبليسي', en: 'Tbilisi', de: 'Tiflis' },
    country: 'GE',
    timeZone: 'Asia/Tbilisi',
    guides: 5,
    local: ['ka', 'en'],
    others: ['ru', 'ar', 'de'],
    specialities: ['nature', 'history', 'food', 'architecture'],
    dailyIqd: 120_000,
    names: 'georgia',
    restDay: 0,
  },
  {
    slug: 'cairo',
    name: { ar: 'القاهرة', en: 'Cairo', de: 'Kairo' },
    country: 'EG',
    timeZone: 'Africa/Cairo',
    guides: 6,
    local: ['ar', 'en'],
    others: ['de', 'fr', 'ru'],
    specialities: ['history', 'architecture', 'shopping', 'religious', 'food'],
    dailyIqd: 110_000,
    names: 'egypt',
    restDay: 5,
  },
];

/** How a speciality reads in a guide's profile. */
export const SPECIALITY_WORDS: Record<GuideSpeciality, L> = {
  religious: { ar: 'زيارة العتبات والمراقد المقدسة', en: 'holy shrines and religious sites', de: 'heilige Schreine und religiöse Stätten' },
  history: { ar: 'التاريخ والآثار', en: 'history and archaeology', de: 'Geschichte und Archäologie' },
  shopping: { ar: 'الأسواق والتسوق', en: 'markets and shopping', de: 'Märkte und Einkaufen' },
  nature: { ar: 'الطبيعة والرحلات', en: 'nature and excursions', de: 'Natur und Ausflüge' },
  food: { ar: 'المطبخ المحلي', en: 'local food', de: 'lokale Küche' },
  architecture: { ar: 'العمارة', en: 'architecture', de: 'Architektur' },
};
