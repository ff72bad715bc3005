import type { UguideDegree, UguideField, UguideLanguage } from '@portal/contracts/uguides';

/*
 * The universities Iraqi students most often apply to, as compact reference data: per country its intakes
 * (months of teaching start and of the deadline), processing days and scholarships; per university its name and
 * city in ar/en/de and its programmes (field, degree, teaching language, tuition per year in US dollars, years,
 * the university's application fee). `catalog.ts` builds the programmes from it.
 */

export type Localized = { ar: string; en: string; de: string };
const L = (en: string, ar: string, de: string = en): Localized => ({ ar, en, de });

/** [field, degree, language, tuition USD per year, years] */
export type Offer = [UguideField, UguideDegree, UguideLanguage, number, number];

export interface University {
  code: string;
  name: Localized;
  city: Localized;
  /** The university's own application fee, US dollars. */
  feeUsd: number;
  /** Offers a merit or partial scholarship of its own. */
  scholarship?: Localized;
  popularity: number;
  offers: Offer[];
}

export interface StudyCountry {
  country: string;
  name: Localized;
  /** Teaching starts: [month of start, month of the deadline, day of the deadline]. */
  intakes: Array<[number, number, number]>;
  /** How long the university takes to answer, days (the desk's age is measured against it). */
  processingDays: number;
  scholarships: Localized[];
  universities: University[];
}

export const STUDY_COUNTRIES: StudyCountry[] = [
  {
    country: 'TR',
    name: L('Turkey', 'تركيا', 'Türkei'),
    intakes: [
      [9, 7, 31],
      [2, 12, 15],
    ],
    processingDays: 21,
    scholarships: [
      L(
        'Türkiye Scholarships (Türkiye Bursları): full tuition, housing and a monthly stipend; applications open January to February.',
        'منحة تركيا (Türkiye Bursları): رسوم دراسية كاملة وسكن وراتب شهري، والتقديم من كانون الثاني إلى شباط.',
        'Türkiye-Stipendium (Türkiye Bursları): volle Studiengebühren, Wohnheim und monatliches Stipendium; Bewerbung Januar bis Februar.',
      ),
    ],
    universities: [
      {
        code: 'ISTANBUL',
        name: L('Istanbul University', 'جامعة إسطنبول', 'Universität Istanbul'),
        city: L('Istanbul', 'إسطنبول'),
        feeUsd: 0,
        popularity: 95,
        offers: [
          ['medicine', 'bachelor', 'en', 8500, 6],
          ['dentistry', 'bachelor', 'tr', 6000, 5],
          ['law', 'bachelor', 'tr', 1200, 4],
          ['business', 'master', 'en', 2400, 2],
        ],
      },
      {
        code: 'ANKARA',
        name: L('Ankara University', 'جامعة أنقرة', 'Universität Ankara'),
        city: L('Ankara', 'أنقرة'),
        feeUsd: 0,
        popularity: 80,
        offers: [
          ['pharmacy', 'bachelor', 'tr', 3800, 5],
          ['engineering', 'bachelor', 'tr', 1500, 4],
          ['sciences', 'master', 'tr', 1100, 2],
          ['education', 'phd', 'tr', 1300, 4],
        ],
      },
      {
        code: 'KARABUK',
        name: L('Karabük University', 'جامعة كارابوك', 'Universität Karabük'),
        city: L('Karabük', 'كارابوك'),
        feeUsd: 0,
        popularity: 88,
        offers: [
          ['engineering', 'bachelor', 'en', 1600, 4],
          ['computer_science', 'bachelor', 'tr', 1300, 4],
          ['engineering', 'master', 'en', 1400, 2],
          ['engineering', 'phd', 'tr', 1500, 4],
        ],
      },
      {
        code: 'ALTINBAS',
        name: L('Altınbaş University', 'جامعة ألتن باش', 'Altınbaş-Universität'),
        city: L('Istanbul', 'إسطنبول'),
        feeUsd: 50,
        scholarship: L(
          'A 25% to 50% tuition discount for a high school average above 90%.',
          'خصم من 25% إلى 50% على الرسوم لمعدل إعدادية فوق 90%.',
          'Nachlass von 25 % bis 50 % auf die Studiengebühren bei einem Schulschnitt über 90 %.',
        ),
        popularity: 92,
        offers: [
          ['dentistry', 'bachelor', 'en', 17000, 5],
          ['pharmacy', 'bachelor', 'en', 12000, 5],
          ['architecture', 'bachelor', 'en', 7000, 4],
          ['law', 'master', 'tr', 4500, 2],
        ],
      },
      {
        code: 'AYDIN',
        name: L('Istanbul Aydın University', 'جامعة إسطنبول آيدن', 'Universität Istanbul Aydın'),
        city: L('Istanbul', 'إسطنبول'),
        feeUsd: 50,
        scholarship: L(
          'Early-registration discount of 10% on the first year.',
          'خصم التسجيل المبكر 10% على السنة الأولى.',
          'Frühbucherrabatt von 10 % auf das erste Jahr.',
        ),
        popularity: 75,
        offers: [
          ['nursing', 'bachelor', 'en', 4000, 4],
          ['computer_science', 'bachelor', 'en', 5000, 4],
          ['business', 'bachelor', 'en', 4500, 4],
          ['computer_science', 'master', 'en', 3500, 2],
        ],
      },
    ],
  },
  {
    country: 'MY',
    name: L('Malaysia', 'ماليزيا', 'Malaysia'),
    intakes: [
      [9, 6, 30],
      [2, 11, 30],
    ],
    processingDays: 30,
    scholarships: [
      L(
        'Malaysia International Scholarship (MIS) for master’s and PhD students with a strong academic record.',
        'منحة ماليزيا الدولية (MIS) لطلبة الماجستير والدكتوراه ذوي السجل الأكاديمي المتميز.',
        'Malaysia International Scholarship (MIS) für Master- und Promotionsstudierende mit starken Leistungen.',
      ),
    ],
    universities: [
      {
        code: 'UM',
        name: L('Universiti Malaya', 'جامعة ملايا', 'Universiti Malaya'),
        city: L('Kuala Lumpur', 'كوالالمبور'),
        feeUsd: 100,
        popularity: 90,
        offers: [
          ['computer_science', 'master', 'en', 6000, 2],
          ['engineering', 'master', 'en', 5500, 2],
          ['business', 'master', 'en', 9000, 2],
          ['engineering', 'phd', 'en', 4500, 3],
        ],
      },
      {
        code: 'UTM',
        name: L('Universiti Teknologi Malaysia', 'الجامعة التكنولوجية الماليزية', 'Universiti Teknologi Malaysia'),
        city: L('Johor Bahru', 'جوهور بهرو'),
        feeUsd: 80,
        popularity: 85,
        offers: [
          ['engineering', 'bachelor', 'en', 4200, 4],
          ['architecture', 'master', 'en', 4800, 2],
          ['computer_science', 'phd', 'en', 4000, 3],
          ['engineering', 'phd', 'en', 4000, 3],
        ],
      },
      {
        code: 'UPM',
        name: L('Universiti Putra Malaysia', 'جامعة بوترا الماليزية', 'Universiti Putra Malaysia'),
        city: L('Serdang', 'سردانغ'),
        feeUsd: 80,
        popularity: 78,
        offers: [
          ['sciences', 'master', 'en', 3800, 2],
          ['education', 'master', 'en', 3600, 2],
          ['sciences', 'phd', 'en', 3900, 3],
          ['business', 'phd', 'en', 4500, 3],
        ],
      },
      {
        code: 'USM',
        name: L('Universiti Sains Malaysia', 'جامعة العلوم الماليزية', 'Universiti Sains Malaysia'),
        city: L('Penang', 'بينانغ'),
        feeUsd: 80,
        popularity: 74,
        offers: [
          ['pharmacy', 'master', 'en', 6200, 2],
          ['medicine', 'master', 'en', 7000, 3],
          ['computer_science', 'master', 'en', 4200, 2],
        ],
      },
      {
        code: 'UCSI',
        name: L('UCSI University', 'جامعة يو سي إس آي', 'UCSI University'),
        city: L('Kuala Lumpur', 'كوالالمبور'),
        feeUsd: 60,
        scholarship: L(
          'UCSI Excellence Scholarship: up to 50% of tuition for top grades.',
          'منحة التفوق في UCSI: حتى 50% من الرسوم للمعدلات العالية.',
          'UCSI-Exzellenzstipendium: bis zu 50 % der Studiengebühren bei Spitzennoten.',
        ),
        popularity: 70,
        offers: [
          ['pharmacy', 'bachelor', 'en', 9500, 4],
          ['business', 'bachelor', 'en', 6500, 3],
          ['computer_science', 'bachelor', 'en', 7000, 3],
        ],
      },
    ],
  },
  {
    country: 'IR',
    name: L('Iran', 'إيران', 'Iran'),
    intakes: [[9, 6, 30]],
    processingDays: 45,
    scholarships: [
      L(
        'Tuition waivers for outstanding students through the Ministry of Science’s international office.',
        'إعفاء من الرسوم للطلبة المتفوقين عبر المكتب الدولي لوزارة العلوم.',
        'Gebührenerlass für herausragende Studierende über das Auslandsamt des Wissenschaftsministeriums.',
      ),
    ],
    universities: [
      {
        code: 'TEHRAN',
        name: L('University of Tehran', 'جامعة طهران', 'Universität Teheran'),
        city: L('Tehran', 'طهران', 'Teheran'),
        feeUsd: 0,
        popularity: 72,
        offers: [
          ['engineering', 'master', 'fa', 3000, 2],
          ['law', 'master', 'fa', 2500, 2],
          ['sciences', 'phd', 'fa', 3500, 4],
        ],
      },
      {
        code: 'TUMS',
        name: L(
          'Tehran University of Medical Sciences',
          'جامعة طهران للعلوم الطبية',
          'Medizinische Universität Teheran',
        ),
        city: L('Tehran', 'طهران', 'Teheran'),
        feeUsd: 50,
        popularity: 84,
        offers: [
          ['medicine', 'bachelor', 'en', 7500, 7],
          ['dentistry', 'bachelor', 'en', 8500, 6],
          ['pharmacy', 'bachelor', 'fa', 4500, 6],
        ],
      },
      {
        code: 'FERDOWSI',
        name: L('Ferdowsi University of Mashhad', 'جامعة فردوسي مشهد', 'Ferdowsi-Universität Maschhad'),
        city: L('Mashhad', 'مشهد', 'Maschhad'),
        feeUsd: 0,
        popularity: 66,
        offers: [
          ['engineering', 'bachelor', 'fa', 1800, 4],
          ['computer_science', 'master', 'fa', 2200, 2],
          ['education', 'phd', 'ar', 2600, 4],
        ],
      },
    ],
  },
  {
    country: 'JO',
    name: L('Jordan', 'الأردن', 'Jordanien'),
    intakes: [
      [9, 8, 15],
      [2, 1, 10],
    ],
    processingDays: 14,
    scholarships: [],
    universities: [
      {
        code: 'UJ',
        name: L('The University of Jordan', 'الجامعة الأردنية', 'Universität Jordanien'),
        city: L('Amman', 'عمّان'),
        feeUsd: 70,
        popularity: 86,
        offers: [
          ['medicine', 'bachelor', 'en', 14000, 6],
          ['pharmacy', 'bachelor', 'en', 8000, 5],
          ['law', 'bachelor', 'ar', 3200, 4],
          ['business', 'master', 'ar', 4200, 2],
        ],
      },
      {
        code: 'JUST',
        name: L(
          'Jordan University of Science and Technology',
          'جامعة العلوم والتكنولوجيا الأردنية',
          'Jordanische Universität für Wissenschaft und Technologie',
        ),
        city: L('Irbid', 'إربد'),
        feeUsd: 70,
        popularity: 83,
        offers: [
          ['dentistry', 'bachelor', 'en', 13000, 5],
          ['nursing', 'bachelor', 'en', 5000, 4],
          ['engineering', 'bachelor', 'en', 5500, 5],
          ['engineering', 'master', 'en', 4800, 2],
        ],
      },
      {
        code: 'YARMOUK',
        name: L('Yarmouk University', 'جامعة اليرموك', 'Yarmouk-Universität'),
        city: L('Irbid', 'إربد'),
        feeUsd: 50,
        popularity: 68,
        offers: [
          ['education', 'master', 'ar', 3000, 2],
          ['sciences', 'bachelor', 'ar', 2800, 4],
          ['law', 'phd', 'ar', 4500, 3],
        ],
      },
    ],
  },
  {
    country: 'EG',
    name: L('Egypt', 'مصر', 'Ägypten'),
    intakes: [[10, 8, 31]],
    processingDays: 30,
    scholarships: [],
    universities: [
      {
        code: 'CAIRO',
        name: L('Cairo University', 'جامعة القاهرة', 'Universität Kairo'),
        city: L('Giza', 'الجيزة', 'Gizeh'),
        feeUsd: 100,
        popularity: 82,
        offers: [
          ['medicine', 'bachelor', 'ar', 7000, 6],
          ['dentistry', 'bachelor', 'ar', 6500, 5],
          ['law', 'master', 'ar', 2500, 2],
          ['engineering', 'bachelor', 'en', 6000, 5],
        ],
      },
      {
        code: 'AINSHAMS',
        name: L('Ain Shams University', 'جامعة عين شمس', 'Ain-Schams-Universität'),
        city: L('Cairo', 'القاهرة', 'Kairo'),
        feeUsd: 100,
        popularity: 71,
        offers: [
          ['pharmacy', 'bachelor', 'ar', 5500, 5],
          ['business', 'master', 'ar', 2800, 2],
          ['medicine', 'phd', 'ar', 4500, 3],
        ],
      },
    ],
  },
  {
    country: 'LB',
    name: L('Lebanon', 'لبنان', 'Libanon'),
    intakes: [
      [9, 6, 1],
      [2, 11, 1],
    ],
    processingDays: 30,
    scholarships: [],
    universities: [
      {
        code: 'AUB',
        name: L('American University of Beirut', 'الجامعة الأمريكية في بيروت', 'Amerikanische Universität Beirut'),
        city: L('Beirut', 'بيروت'),
        feeUsd: 100,
        scholarship: L(
          'Need-based financial aid covering part of the tuition.',
          'مساعدة مالية حسب الحاجة تغطي جزءًا من الرسوم.',
          'Bedarfsabhängige Förderung für einen Teil der Studiengebühren.',
        ),
        popularity: 77,
        offers: [
          ['medicine', 'bachelor', 'en', 32000, 4],
          ['engineering', 'bachelor', 'en', 24000, 4],
          ['business', 'master', 'en', 22000, 2],
        ],
      },
      {
        code: 'BAU',
        name: L('Beirut Arab University', 'جامعة بيروت العربية', 'Arabische Universität Beirut'),
        city: L('Beirut', 'بيروت'),
        feeUsd: 50,
        popularity: 73,
        offers: [
          ['pharmacy', 'bachelor', 'en', 9000, 5],
          ['architecture', 'bachelor', 'en', 7500, 5],
          ['law', 'bachelor', 'ar', 5000, 4],
          ['dentistry', 'bachelor', 'en', 15000, 5],
        ],
      },
    ],
  },
  {
    country: 'CY',
    name: L('Cyprus', 'قبرص', 'Zypern'),
    intakes: [
      [9, 7, 15],
      [2, 12, 15],
    ],
    processingDays: 21,
    scholarships: [],
    universities: [
      {
        code: 'UNIC',
        name: L('University of Nicosia', 'جامعة نيقوسيا', 'Universität Nikosia'),
        city: L('Nicosia', 'نيقوسيا', 'Nikosia'),
        feeUsd: 60,
        popularity: 69,
        offers: [
          ['medicine', 'bachelor', 'en', 23000, 6],
          ['business', 'bachelor', 'en', 9500, 4],
          ['computer_science', 'master', 'en', 11000, 2],
        ],
      },
      {
        code: 'EUC',
        name: L('European University Cyprus', 'الجامعة الأوروبية في قبرص', 'Europäische Universität Zypern'),
        city: L('Nicosia', 'نيقوسيا', 'Nikosia'),
        feeUsd: 60,
        popularity: 62,
        offers: [
          ['dentistry', 'bachelor', 'en', 22000, 5],
          ['pharmacy', 'bachelor', 'en', 14000, 5],
          ['law', 'master', 'en', 10000, 2],
        ],
      },
    ],
  },
  {
    country: 'DE',
    name: L('Germany', 'ألمانيا', 'Deutschland'),
    intakes: [
      [10, 7, 15],
      [4, 1, 15],
    ],
    processingDays: 60,
    scholarships: [
      L(
        'DAAD scholarships for graduates from developing countries (master’s and PhD), applied for a year ahead.',
        'منح DAAD لخريجي الدول النامية (ماجستير ودكتوراه)، ويُقدَّم عليها قبل سنة.',
        'DAAD-Stipendien für Graduierte aus Entwicklungsländern (Master und Promotion), ein Jahr im Voraus zu beantragen.',
      ),
    ],
    universities: [
      {
        code: 'TUM',
        name: L('Technical University of Munich', 'جامعة ميونخ التقنية', 'Technische Universität München'),
        city: L('Munich', 'ميونخ', 'München'),
        feeUsd: 0,
        popularity: 81,
        offers: [
          ['engineering', 'master', 'en', 400, 2],
          ['computer_science', 'master', 'en', 400, 2],
          ['engineering', 'phd', 'en', 400, 4],
        ],
      },
      {
        code: 'RWTH',
        name: L('RWTH Aachen University', 'جامعة آخن التقنية', 'RWTH Aachen'),
        city: L('Aachen', 'آخن'),
        feeUsd: 0,
        popularity: 76,
        offers: [
          ['engineering', 'bachelor', 'de', 650, 3],
          ['architecture', 'master', 'de', 650, 2],
          ['computer_science', 'master', 'en', 650, 2],
        ],
      },
      {
        code: 'LEIPZIG',
        name: L('Leipzig University', 'جامعة لايبزيغ', 'Universität Leipzig'),
        city: L('Leipzig', 'لايبزيغ'),
        feeUsd: 0,
        popularity: 64,
        offers: [
          ['medicine', 'bachelor', 'de', 550, 6],
          ['sciences', 'master', 'en', 550, 2],
          ['business', 'master', 'de', 550, 2],
        ],
      },
    ],
  },
  {
    country: 'GB',
    name: L('United Kingdom', 'المملكة المتحدة', 'Vereinigtes Königreich'),
    intakes: [
      [9, 6, 30],
      [1, 10, 31],
    ],
    processingDays: 30,
    scholarships: [
      L(
        'Chevening Scholarships: a fully funded one-year master’s for future leaders; applications close in early November.',
        'منح تشيفنينغ: ماجستير لسنة واحدة بتمويل كامل لقادة المستقبل، ويُغلق التقديم مطلع تشرين الثاني.',
        'Chevening-Stipendien: voll finanzierter einjähriger Master für künftige Führungskräfte; Bewerbungsschluss Anfang November.',
      ),
    ],
    universities: [
      {
        code: 'LEEDS',
        name: L('University of Leeds', 'جامعة ليدز', 'Universität Leeds'),
        city: L('Leeds', 'ليدز'),
        feeUsd: 0,
        popularity: 79,
        offers: [
          ['engineering', 'master', 'en', 33000, 1],
          ['business', 'master', 'en', 35000, 1],
          ['law', 'master', 'en', 30000, 1],
        ],
      },
      {
        code: 'MANCHESTER',
        name: L('The University of Manchester', 'جامعة مانشستر', 'Universität Manchester'),
        city: L('Manchester', 'مانشستر'),
        feeUsd: 100,
        popularity: 83,
        offers: [
          ['computer_science', 'master', 'en', 36000, 1],
          ['pharmacy', 'master', 'en', 34000, 1],
          ['engineering', 'phd', 'en', 31000, 3],
        ],
      },
      {
        code: 'COVENTRY',
        name: L('Coventry University', 'جامعة كوفنتري', 'Coventry University'),
        city: L('Coventry', 'كوفنتري'),
        feeUsd: 0,
        scholarship: L(
          'International scholarship of £2,000 off the first year’s tuition.',
          'منحة دولية بخصم 2000 جنيه إسترليني من رسوم السنة الأولى.',
          'Internationales Stipendium: 2.000 £ Nachlass auf die Gebühren des ersten Jahres.',
        ),
        popularity: 72,
        offers: [
          ['business', 'bachelor', 'en', 21000, 3],
          ['engineering', 'bachelor', 'en', 22000, 3],
          ['nursing', 'master', 'en', 23000, 2],
        ],
      },
    ],
  },
  {
    country: 'IN',
    name: L('India', 'الهند', 'Indien'),
    intakes: [[8, 6, 15]],
    processingDays: 21,
    scholarships: [
      L(
        'ICCR scholarships of the Indian government for Iraqi students, through the Indian embassy in Baghdad.',
        'منح المجلس الهندي للعلاقات الثقافية (ICCR) للطلبة العراقيين عبر السفارة الهندية في بغداد.',
        'ICCR-Stipendien der indischen Regierung für irakische Studierende über die indische Botschaft in Bagdad.',
      ),
    ],
    universities: [
      {
        code: 'AMITY',
        name: L('Amity University', 'جامعة أميتي', 'Amity University'),
        city: L('Noida', 'نويدا'),
        feeUsd: 30,
        popularity: 70,
        offers: [
          ['computer_science', 'bachelor', 'en', 4200, 4],
          ['business', 'master', 'en', 5000, 2],
          ['pharmacy', 'master', 'en', 3800, 2],
        ],
      },
      {
        code: 'MANIPAL',
        name: L(
          'Manipal Academy of Higher Education',
          'أكاديمية مانيبال للتعليم العالي',
          'Manipal Academy of Higher Education',
        ),
        city: L('Manipal', 'مانيبال'),
        feeUsd: 50,
        popularity: 76,
        offers: [
          ['dentistry', 'bachelor', 'en', 9000, 5],
          ['engineering', 'bachelor', 'en', 5500, 4],
          ['nursing', 'master', 'en', 3500, 2],
        ],
      },
      {
        code: 'PUNE',
        name: L('Savitribai Phule Pune University', 'جامعة سافيتريباي فولي بيون', 'Savitribai Phule Pune University'),
        city: L('Pune', 'بيون'),
        feeUsd: 20,
        popularity: 65,
        offers: [
          ['sciences', 'phd', 'en', 1500, 3],
          ['computer_science', 'master', 'en', 2000, 2],
          ['business', 'phd', 'en', 1800, 3],
        ],
      },
    ],
  },
  {
    country: 'RU',
    name: L('Russia', 'روسيا', 'Russland'),
    intakes: [[9, 7, 20]],
    processingDays: 30,
    scholarships: [
      L(
        'Russian government quota places: free tuition and a dormitory, applied for through Rossotrudnichestvo.',
        'مقاعد الحصة الحكومية الروسية: دراسة مجانية وسكن، ويُقدَّم عليها عبر مؤسسة روسوترودنيتشستفو.',
        'Studienplätze der russischen Regierungsquote: gebührenfrei mit Wohnheim, Bewerbung über Rossotrudnitschestwo.',
      ),
    ],
    universities: [
      {
        code: 'KAZAN',
        name: L('Kazan Federal University', 'جامعة قازان الفيدرالية', 'Föderale Universität Kasan'),
        city: L('Kazan', 'قازان', 'Kasan'),
        feeUsd: 0,
        popularity: 74,
        offers: [
          ['medicine', 'bachelor', 'en', 6500, 6],
          ['engineering', 'bachelor', 'ru', 3500, 4],
          ['sciences', 'master', 'ru', 3800, 2],
        ],
      },
      {
        code: 'RUDN',
        name: L('RUDN University', 'جامعة الصداقة بين الشعوب (RUDN)', 'RUDN-Universität'),
        city: L('Moscow', 'موسكو', 'Moskau'),
        feeUsd: 0,
        popularity: 78,
        offers: [
          ['medicine', 'bachelor', 'ru', 7000, 6],
          ['law', 'bachelor', 'ru', 5200, 4],
          ['business', 'master', 'en', 6000, 2],
        ],
      },
      {
        code: 'VOLGMED',
        name: L(
          'Volgograd State Medical University',
          'جامعة فولغوغراد الطبية الحكومية',
          'Staatliche Medizinische Universität Wolgograd',
        ),
        city: L('Volgograd', 'فولغوغراد', 'Wolgograd'),
        feeUsd: 0,
        popularity: 71,
        offers: [
          ['medicine', 'bachelor', 'en', 5500, 6],
          ['dentistry', 'bachelor', 'en', 5800, 5],
          ['pharmacy', 'bachelor', 'ru', 4200, 5],
        ],
      },
    ],
  },
  {
    country: 'HU',
    name: L('Hungary', 'هنغاريا', 'Ungarn'),
    intakes: [
      [9, 5, 31],
      [2, 11, 30],
    ],
    processingDays: 30,
    scholarships: [
      L(
        'Stipendium Hungaricum: tuition-free study, a monthly stipend and housing; Iraq is a partner country, applications close mid-January.',
        'منحة ستيبنديوم هنغاريكوم: دراسة مجانية وراتب شهري وسكن، والعراق دولة شريكة، ويُغلق التقديم منتصف كانون الثاني.',
        'Stipendium Hungaricum: gebührenfreies Studium, monatliches Stipendium und Unterkunft; der Irak ist Partnerland, Bewerbungsschluss Mitte Januar.',
      ),
    ],
    universities: [
      {
        code: 'DEBRECEN',
        name: L('University of Debrecen', 'جامعة دبرتسن', 'Universität Debrecen'),
        city: L('Debrecen', 'دبرتسن'),
        feeUsd: 150,
        popularity: 80,
        offers: [
          ['medicine', 'bachelor', 'en', 18000, 6],
          ['pharmacy', 'bachelor', 'en', 14000, 5],
          ['engineering', 'master', 'en', 6500, 2],
          ['computer_science', 'bachelor', 'hu', 3000, 3],
        ],
      },
      {
        code: 'SEMMELWEIS',
        name: L('Semmelweis University', 'جامعة سيملفايس', 'Semmelweis-Universität'),
        city: L('Budapest', 'بودابست'),
        feeUsd: 160,
        popularity: 82,
        offers: [
          ['medicine', 'bachelor', 'en', 19500, 6],
          ['dentistry', 'bachelor', 'en', 19500, 5],
          ['medicine', 'bachelor', 'de', 19500, 6],
        ],
      },
      {
        code: 'PECS',
        name: L('University of Pécs', 'جامعة بيتش', 'Universität Pécs'),
        city: L('Pécs', 'بيتش'),
        feeUsd: 150,
        popularity: 69,
        offers: [
          ['medicine', 'bachelor', 'en', 17500, 6],
          ['business', 'master', 'en', 5500, 2],
          ['education', 'phd', 'en', 6000, 4],
        ],
      },
    ],
  },
];

export const DEGREE_NAMES: Record<UguideDegree, Localized> = {
  bachelor: L('Bachelor', 'بكالوريوس', 'Bachelor'),
  master: L('Master', 'ماجستير', 'Master'),
  phd: L('PhD', 'دكتوراه', 'Promotion'),
};

export const FIELD_NAMES: Record<UguideField, Localized> = {
  medicine: L('Medicine', 'الطب', 'Medizin'),
  dentistry: L('Dentistry', 'طب الأسنان', 'Zahnmedizin'),
  pharmacy: L('Pharmacy', 'الصيدلة', 'Pharmazie'),
  nursing: L('Nursing', 'التمريض', 'Pflege'),
  engineering: L('Engineering', 'الهندسة', 'Ingenieurwesen'),
  computer_science: L('Computer Science', 'علوم الحاسوب', 'Informatik'),
  architecture: L('Architecture', 'العمارة', 'Architektur'),
  business: L('Business Administration', 'إدارة الأعمال', 'Betriebswirtschaft'),
  law: L('Law', 'القانون', 'Rechtswissenschaft'),
  sciences: L('Natural Sciences', 'العلوم الطبيعية', 'Naturwissenschaften'),
  education: L('Education', 'التربية', 'Erziehungswissenschaft'),
};

export const LANGUAGE_NAMES: Record<UguideLanguage, Localized> = {
  en: L('English', 'الإنجليزية', 'Englisch'),
  tr: L('Turkish', 'التركية', 'Türkisch'),
  ar: L('Arabic', 'العربية', 'Arabisch'),
  de: L('German', 'الألمانية', 'Deutsch'),
  ru: L('Russian', 'الروسية', 'Russisch'),
  fa: L('Persian', 'الفارسية', 'Persisch'),
  hu: L('Hungarian', 'الهنغارية', 'Ungarisch'),
};

/** What a programme's language asks of the student. */
export const LANGUAGE_REQUIREMENTS: Record<UguideLanguage, Localized> = {
  en: L(
    'English: IELTS 6.0 or TOEFL iBT 80 (master’s and PhD: IELTS 6.5), or the university’s own test.',
    'اللغة الإنجليزية: IELTS بدرجة 6.0 أو TOEFL iBT بدرجة 80 (للماجستير والدكتوراه IELTS 6.5)، أو امتحان الجامعة.',
    'Englisch: IELTS 6,0 oder TOEFL iBT 80 (Master und Promotion: IELTS 6,5) oder der Test der Universität.',
  ),
  tr: L(
    'Turkish: TÖMER C1, or a one-year Turkish preparatory course at the university.',
    'اللغة التركية: شهادة TÖMER بمستوى C1، أو سنة تحضيرية في اللغة التركية في الجامعة.',
    'Türkisch: TÖMER C1 oder ein einjähriger Türkisch-Vorbereitungskurs an der Universität.',
  ),
  ar: L(
    'Arabic: no language test for native speakers.',
    'العربية: لا يُطلب امتحان لغة للناطقين بها.',
    'Arabisch: kein Sprachtest für Muttersprachler.',
  ),
  de: L(
    'German: TestDaF 4×4 or DSH-2; a Studienkolleg year for bachelor’s students without an equivalent certificate.',
    'اللغة الألمانية: TestDaF بمستوى 4×4 أو DSH-2، وسنة تحضيرية (Studienkolleg) لطلبة البكالوريوس دون شهادة معادلة.',
    'Deutsch: TestDaF 4×4 oder DSH-2; Studienkolleg für Bachelorbewerber ohne gleichwertige Hochschulzugangsberechtigung.',
  ),
  ru: L(
    'Russian: a one-year preparatory faculty in Russian before the programme.',
    'اللغة الروسية: سنة تحضيرية في اللغة الروسية قبل بدء البرنامج.',
    'Russisch: ein einjähriges Vorbereitungsjahr auf Russisch vor dem Studium.',
  ),
  fa: L(
    'Persian: a Persian language course at the university before the programme.',
    'اللغة الفارسية: دورة لغة فارسية في الجامعة قبل بدء البرنامج.',
    'Persisch: ein Persischkurs an der Universität vor dem Studium.',
  ),
  hu: L(
    'Hungarian: a B2 certificate or the university’s preparatory year.',
    'اللغة الهنغارية: شهادة بمستوى B2 أو السنة التحضيرية في الجامعة.',
    'Ungarisch: ein B2-Zertifikat oder das Vorbereitungsjahr der Universität.',
  ),
};

/** What each degree asks of the student. */
export const DEGREE_REQUIREMENTS: Record<UguideDegree, Localized> = {
  bachelor: L(
    'Iraqi preparatory (12th grade) certificate, certified by the Ministry of Education and the Ministry of Foreign Affairs.',
    'شهادة الدراسة الإعدادية العراقية مصدّقة من وزارة التربية ووزارة الخارجية.',
    'Irakisches Abschlusszeugnis der Sekundarstufe (12. Klasse), beglaubigt vom Bildungs- und vom Außenministerium.',
  ),
  master: L(
    'Bachelor’s degree in a related field with its transcript, certified by the Ministry of Higher Education.',
    'شهادة بكالوريوس في تخصص ذي صلة مع كشف الدرجات، مصدّقة من وزارة التعليم العالي.',
    'Bachelorabschluss in einem verwandten Fach mit Notenauszug, beglaubigt vom Hochschulministerium.',
  ),
  phd: L(
    'Master’s degree in a related field, a research proposal and two letters of recommendation.',
    'شهادة ماجستير في تخصص ذي صلة ومقترح بحث ورسالتا توصية.',
    'Masterabschluss in einem verwandten Fach, ein Forschungsexposé und zwei Empfehlungsschreiben.',
  ),
};
