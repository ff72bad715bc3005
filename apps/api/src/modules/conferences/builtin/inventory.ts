import {
  CONFERENCE_CITIES,
  CONFERENCE_SPECIALTIES,
  PLACES_CATEGORY,
  REGISTRATION_CATEGORIES,
  type RegistrationCategory,
} from '@portal/contracts/conferences';
import type { LocalizedText } from '@portal/contracts/i18n';
import { derivedId } from '../../../lib/ids.js';
import { seeded, type Random } from '../../../lib/random.js';
import { addDays } from '../../../lib/time-zones.js';
import type { NewDepartureInventory } from '../../departures/departures.service.js';
import type { ConferenceContent } from '../conference-content.js';

/*
 * The built-in medical conferences (decision 119): for each specialty one conference in Iraq and two abroad, in
 * the cities Iraqi doctors fly to, on dates over the coming months; generated with the seeded PRNG on the day of
 * seeding so every machine has the same ones.
 */

const l = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });

const VENUES: Record<string, LocalizedText> = {
  baghdad: l('فندق الرشيد، قاعة المؤتمرات', 'Al-Rasheed Hotel, conference hall', 'Al-Rasheed Hotel, Konferenzsaal'),
  erbil: l('فندق ديفان أربيل', 'Divan Erbil Hotel', 'Divan Erbil Hotel'),
  basra: l('فندق ميلينيوم سيف البصرة', 'Grand Millennium Sayaf Basra', 'Grand Millennium Sayaf Basra'),
  sulaymaniyah: l('فندق غراند ميلينيوم السليمانية', 'Grand Millennium Sulaimani', 'Grand Millennium Sulaimani'),
  najaf: l('جامعة الكوفة، قاعة المؤتمرات', 'University of Kufa, conference hall', 'Universität Kufa, Konferenzsaal'),
  dubai: l('مركز دبي التجاري العالمي', 'Dubai World Trade Centre', 'Dubai World Trade Centre'),
  doha: l('مركز قطر الوطني للمؤتمرات', 'Qatar National Convention Centre', 'Qatar National Convention Centre'),
  amman: l(
    'فندق لاندمارك عمّان',
    'Landmark Amman Hotel and Conference Center',
    'Landmark Amman Hotel und Konferenzzentrum',
  ),
  beirut: l('فندق فينيسيا بيروت', 'Phoenicia Hotel Beirut', 'Phoenicia Hotel Beirut'),
  cairo: l(
    'مركز القاهرة الدولي للمؤتمرات',
    'Cairo International Convention Centre',
    'Internationales Kongresszentrum Kairo',
  ),
  istanbul: l('مركز إسطنبول للمؤتمرات', 'Istanbul Congress Center', 'Kongresszentrum Istanbul'),
  antalya: l('مركز مؤتمرات كورنيليا، بيليك', 'Cornelia Congress Centre, Belek', 'Kongresszentrum Cornelia, Belek'),
  tbilisi: l('فندق راديسون بلو إيفيريا', 'Radisson Blu Iveria Hotel', 'Radisson Blu Iveria Hotel'),
  baku: l('مركز باكو للمؤتمرات', 'Baku Congress Center', 'Kongresszentrum Baku'),
  'kuala-lumpur': l('مركز كوالالمبور للمؤتمرات', 'Kuala Lumpur Convention Centre', 'Kongresszentrum Kuala Lumpur'),
};

const ORGANISERS: Record<string, LocalizedText[]> = {
  IQ: [
    l('نقابة أطباء العراق', 'Iraqi Medical Association', 'Irakische Ärztevereinigung'),
    l(
      'المجلس العراقي للاختصاصات الطبية',
      'Iraqi Board for Medical Specializations',
      'Irakischer Rat für medizinische Fachgebiete',
    ),
    l(
      'كلية الطب، جامعة بغداد',
      'College of Medicine, University of Baghdad',
      'Medizinische Fakultät der Universität Bagdad',
    ),
  ],
  AE: [l('جمعية الإمارات الطبية', 'Emirates Medical Association', 'Medizinische Vereinigung der Emirate')],
  QA: [l('مؤسسة حمد الطبية', 'Hamad Medical Corporation', 'Hamad Medical Corporation')],
  JO: [l('نقابة الأطباء الأردنية', 'Jordan Medical Association', 'Jordanische Ärztevereinigung')],
  LB: [l('نقابة الأطباء في لبنان', 'Lebanese Order of Physicians', 'Libanesische Ärztekammer')],
  EG: [l('نقابة أطباء مصر', 'Egyptian Medical Syndicate', 'Ägyptische Ärztekammer')],
  TR: [l('الجمعية الطبية التركية', 'Turkish Medical Association', 'Türkischer Ärztebund')],
  GE: [l('الجمعية الطبية الجورجية', 'Georgian Medical Association', 'Georgische Ärztevereinigung')],
  AZ: [l('الجمعية الطبية الأذربيجانية', 'Azerbaijan Medical Association', 'Aserbaidschanische Ärztevereinigung')],
  MY: [l('الجمعية الطبية الماليزية', 'Malaysian Medical Association', 'Malaysische Ärztevereinigung')],
};

const ABROAD = CONFERENCE_CITIES.filter((c) => c.country !== 'IQ');
const IRAQ = CONFERENCE_CITIES.filter((c) => c.country === 'IQ');

/** The kinds of conference and their titles from the specialty's name. */
const FORMATS = {
  iraqi: (s: LocalizedText) =>
    l(`مؤتمر ${s.ar} العراقي السنوي`, `Iraqi Annual ${s.en} Conference`, `Irakische Jahrestagung für ${s.de}`),
  international: (s: LocalizedText) =>
    l(`مؤتمر ${s.ar} الدولي`, `International ${s.en} Congress`, `Internationaler Kongress für ${s.de}`),
  arab: (s: LocalizedText) => l(`ملتقى ${s.ar} العربي`, `Arab ${s.en} Forum`, `Arabisches Forum für ${s.de}`),
  update: (s: LocalizedText) =>
    l(`دورة المستجدات في ${s.ar}`, `${s.en} Update Course`, `Fortbildungskurs ${s.de}: Neues aus dem Fach`),
} as const;

const TOPICS: LocalizedText[] = [
  l('محاضرات رئيسية', 'Plenary lectures', 'Plenarvorträge'),
  l('ورش عمل تطبيقية', 'Hands-on workshops', 'Praktische Workshops'),
  l('مناقشة حالات سريرية', 'Clinical case discussions', 'Klinische Fallbesprechungen'),
  l('جلسة الملصقات العلمية', 'Poster session', 'Postersitzung'),
  l('إرشادات العلاج الحديثة', 'New treatment guidelines', 'Neue Behandlungsleitlinien'),
  l('جلسة للأطباء المقيمين', 'Session for residents', 'Sitzung für Assistenzärzte'),
];

/** Cancelling: free two months ahead, then 10 %, 50 % from two weeks, nothing back in the last week. */
const TIERS = [
  { days_before: 60, penalty_percent: 0 },
  { days_before: 30, penalty_percent: 10 },
  { days_before: 14, penalty_percent: 50 },
  { days_before: 0, penalty_percent: 100 },
];

const round = (iqd: number) => Math.round(iqd / 5_000) * 5_000;

/** Regular fees per category, IQD; early-bird fees are a fifth less. */
function fees(abroad: boolean, rnd: Random): Record<'early' | 'regular', Record<RegistrationCategory, string>> {
  const specialist = abroad ? rnd.int(70, 130) * 10_000 : rnd.int(15, 30) * 10_000;
  const regular: Record<RegistrationCategory, number> = {
    specialist,
    resident: round(specialist * 0.5),
    student: round(specialist * 0.2),
    accompanying: round(specialist * 0.3),
  };
  const text = (f: number) =>
    Object.fromEntries(REGISTRATION_CATEGORIES.map((c) => [c, String(round(regular[c] * f))])) as Record<
      RegistrationCategory,
      string
    >;
  return { early: text(0.8), regular: text(1) };
}

function description(title: LocalizedText, organiser: LocalizedText, days: number, cme: number): LocalizedText {
  return l(
    `${title.ar}: ${days} أيام من المحاضرات وورش العمل ومناقشة الحالات، ينظمه ${organiser.ar}، ومعتمد بـ ${cme} ساعة تعليم طبي مستمر.`,
    `${title.en}: ${days} days of lectures, workshops and case discussions, organised by the ${organiser.en} and accredited for ${cme} CME hours.`,
    `${title.de}: ${days} Tage mit Vorträgen, Workshops und Fallbesprechungen, veranstaltet von ${organiser.de}, anerkannt mit ${cme} CME-Stunden.`,
  );
}

/** Every built-in conference, dated from `today` (Baghdad) on. */
export function generateConferences(today: string): NewDepartureInventory[] {
  const out: NewDepartureInventory[] = [];
  CONFERENCE_SPECIALTIES.forEach((specialty, i) => {
    const plans = [
      { format: 'iraqi' as const, city: IRAQ[i % IRAQ.length]! },
      { format: i % 2 === 0 ? ('international' as const) : ('arab' as const), city: ABROAD[i % ABROAD.length]! },
      { format: 'update' as const, city: ABROAD[(i * 3 + 4) % ABROAD.length]! },
    ];
    plans.forEach((plan, j) => {
      const slug = `${specialty.slug}-${plan.format}-${plan.city.slug}`;
      const rnd = seeded(slug);
      const title = FORMATS[plan.format](specialty.name);
      const organiser = rnd.pick(ORGANISERS[plan.city.country]!);
      const days = rnd.int(2, 4);
      // The first conferences of the list are close (their early-bird deadline passed); the rest over eight months.
      const startsOn = addDays(today, (i * 3 + j) % 8 === 0 ? rnd.int(10, 25) : rnd.int(30, 240));
      const cme = days * rnd.int(5, 7);
      const capacity = plan.city.country === 'IQ' ? rnd.int(15, 50) * 10 : rnd.int(20, 80) * 10;
      const sold = Math.floor(capacity * rnd.next() * 0.8);
      const priced = fees(plan.city.country !== 'IQ', rnd);
      const content: ConferenceContent = {
        venue: VENUES[plan.city.slug]!,
        organiser,
        cme_hours: cme,
        early_bird_until: addDays(startsOn, -rnd.int(30, 45)),
        description: description(title, organiser, days, cme),
        topics: [TOPICS[0]!, ...TOPICS.slice(1).filter(() => rnd.chance(0.6))],
      };
      out.push({
        product: {
          id: derivedId('conference', slug),
          service: 'conference',
          slug,
          kind: specialty.slug,
          origin: plan.city.country,
          destination: plan.city.slug,
          title,
          days,
          nights: days - 1,
          stars: 0,
          cancellation: TIERS,
          featured: j === 0 && i < 4,
        },
        content,
        departures: [
          {
            id: derivedId('conference-dates', slug),
            startsOn,
            endsOn: addDays(startsOn, days - 1),
            groupSize: capacity,
            categories: [
              {
                id: derivedId('conference-places', slug),
                code: PLACES_CATEGORY,
                capacity,
                left: capacity - sold,
                prices: priced,
              },
            ],
          },
        ],
      });
    });
  });
  return out;
}
