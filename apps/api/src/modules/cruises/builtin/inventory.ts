import {
  CABIN_GRADES,
  CABIN_MAX_OCCUPANCY,
  cruiseLine,
  cruisePort,
  type CabinGrade,
  type CruiseRegion,
} from '@portal/contracts/cruises';
import type { LocalizedText } from '@portal/contracts/i18n';
import { derivedId } from '../../../lib/ids.js';
import { seeded, type Random } from '../../../lib/random.js';
import { addDays } from '../../../lib/time-zones.js';
import type { NewDepartureInventory } from '../../departures/departures.service.js';
import type { CruiseContent } from '../cruise-content.js';

/*
 * The built-in cruises (decision 127): ships of the lines sailing from the ports Iraqis fly to (Istanbul, the
 * Gulf, Jeddah, the Mediterranean's home ports, the Baltic and Singapore), each with a day-by-day itinerary and
 * four sailings over the coming months; cabins per grade, fares per person by occupancy, port charges. Generated
 * with the seeded PRNG on the day of seeding so every machine has the same ones.
 */

const l = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });

interface Plan {
  slug: string;
  line: string;
  ship: string;
  region: CruiseRegion;
  title: LocalizedText;
  /** The port of each day (null at sea): the first is where it sails from. */
  days: Array<string | null>;
  /** Fare per person per night in a double inside cabin, thousands of IQD. */
  perNight: number;
}

const _ = null;
const PLANS: Plan[] = [
  {
    slug: 'aegean-gems-from-piraeus',
    line: 'celebrity',
    ship: 'Celebrity Ascent',
    region: 'mediterranean',
    title: l('جواهر بحر إيجة من أثينا', 'Aegean gems from Athens', 'Perlen der Ägäis ab Athen'),
    days: ['piraeus', 'mykonos', 'kusadasi', 'rhodes', 'santorini', 'piraeus'],
    perNight: 150,
  },
  {
    slug: 'greek-isles-from-istanbul',
    line: 'msc',
    ship: 'MSC Musica',
    region: 'mediterranean',
    title: l('الجزر اليونانية من إسطنبول', 'Greek isles from Istanbul', 'Griechische Inseln ab Istanbul'),
    days: ['istanbul', _, 'mykonos', 'piraeus', 'santorini', 'kusadasi', _, 'istanbul'],
    perNight: 110,
  },
  {
    slug: 'turkish-coast-from-istanbul',
    line: 'royal-caribbean',
    ship: 'Rhapsody of the Seas',
    region: 'mediterranean',
    title: l(
      'الساحل التركي ورودس من إسطنبول',
      'Turkish coast and Rhodes from Istanbul',
      'Türkische Küste und Rhodos ab Istanbul',
    ),
    days: ['istanbul', _, 'bodrum', 'rhodes', 'kusadasi', 'istanbul'],
    perNight: 120,
  },
  {
    slug: 'western-med-from-barcelona',
    line: 'msc',
    ship: 'MSC World Europa',
    region: 'mediterranean',
    title: l('غرب المتوسط من برشلونة', 'Western Mediterranean from Barcelona', 'Westliches Mittelmeer ab Barcelona'),
    days: ['barcelona', 'marseille', _, 'civitavecchia', 'naples', _, 'palma', 'barcelona'],
    perNight: 125,
  },
  {
    slug: 'spain-italy-from-barcelona',
    line: 'costa',
    ship: 'Costa Toscana',
    region: 'mediterranean',
    title: l('إسبانيا وإيطاليا من برشلونة', 'Spain and Italy from Barcelona', 'Spanien und Italien ab Barcelona'),
    days: ['barcelona', 'palma', _, 'naples', 'civitavecchia', 'marseille', 'barcelona'],
    perNight: 105,
  },
  {
    slug: 'adriatic-from-venice',
    line: 'msc',
    ship: 'MSC Fantasia',
    region: 'mediterranean',
    title: l(
      'الأدرياتيكي واليونان من البندقية',
      'Adriatic and Greece from Venice',
      'Adria und Griechenland ab Venedig',
    ),
    days: ['venice', _, 'dubrovnik', 'kotor', 'corfu', 'piraeus', _, 'venice'],
    perNight: 115,
  },
  {
    slug: 'venice-greek-isles-grand',
    line: 'celebrity',
    ship: 'Celebrity Infinity',
    region: 'mediterranean',
    title: l(
      'الجزر اليونانية الكبرى من البندقية',
      'Grand Greek isles from Venice',
      'Große Griechenland-Reise ab Venedig',
    ),
    days: [
      'venice',
      'dubrovnik',
      'kotor',
      'corfu',
      _,
      'santorini',
      'mykonos',
      'piraeus',
      'kusadasi',
      'rhodes',
      _,
      'venice',
    ],
    perNight: 140,
  },
  {
    slug: 'italy-greece-from-rome',
    line: 'royal-caribbean',
    ship: 'Odyssey of the Seas',
    region: 'mediterranean',
    title: l('إيطاليا واليونان من روما', 'Italy and Greece from Rome', 'Italien und Griechenland ab Rom'),
    days: ['civitavecchia', 'naples', _, 'santorini', 'mykonos', 'piraeus', _, 'civitavecchia'],
    perNight: 135,
  },
  {
    slug: 'grand-mediterranean-barcelona-venice',
    line: 'norwegian',
    ship: 'Norwegian Viva',
    region: 'mediterranean',
    title: l(
      'المتوسط الكبير من برشلونة إلى البندقية',
      'Grand Mediterranean, Barcelona to Venice',
      'Großes Mittelmeer, Barcelona bis Venedig',
    ),
    days: [
      'barcelona',
      'marseille',
      _,
      'civitavecchia',
      'naples',
      _,
      'santorini',
      'mykonos',
      'piraeus',
      'rhodes',
      'kusadasi',
      'istanbul',
      _,
      'dubrovnik',
      _,
      'venice',
    ],
    perNight: 130,
  },
  {
    slug: 'short-med-from-rome',
    line: 'costa',
    ship: 'Costa Smeralda',
    region: 'mediterranean',
    title: l('المتوسط في خمس ليالٍ من روما', 'Five Mediterranean nights from Rome', 'Fünf Nächte Mittelmeer ab Rom'),
    days: ['civitavecchia', 'marseille', 'barcelona', 'palma', _, 'civitavecchia'],
    perNight: 100,
  },
  {
    slug: 'gulf-gems-from-dubai',
    line: 'msc',
    ship: 'MSC Euribia',
    region: 'arabian-gulf',
    title: l('لآلئ الخليج من دبي', 'Gulf pearls from Dubai', 'Perlen des Golfs ab Dubai'),
    days: ['dubai', 'dubai', 'abu-dhabi', 'sir-bani-yas', _, 'doha', 'manama', 'dubai'],
    perNight: 95,
  },
  {
    slug: 'oman-emirates-from-dubai',
    line: 'costa',
    ship: 'Costa Smeralda',
    region: 'arabian-gulf',
    title: l('عُمان والإمارات من دبي', 'Oman and the Emirates from Dubai', 'Oman und die Emirate ab Dubai'),
    days: ['dubai', 'khasab', 'muscat', _, 'abu-dhabi', 'dubai'],
    perNight: 90,
  },
  {
    slug: 'arabian-nights-from-doha',
    line: 'msc',
    ship: 'MSC Virtuosa',
    region: 'arabian-gulf',
    title: l('ليالي الخليج من الدوحة', 'Gulf nights from Doha', 'Golfnächte ab Doha'),
    days: ['doha', _, 'dubai', 'abu-dhabi', 'sir-bani-yas', 'manama', 'doha'],
    perNight: 95,
  },
  {
    slug: 'gulf-and-oman-from-abu-dhabi',
    line: 'celebrity',
    ship: 'Celebrity Edge',
    region: 'arabian-gulf',
    title: l('الخليج وعُمان من أبوظبي', 'The Gulf and Oman from Abu Dhabi', 'Golf und Oman ab Abu Dhabi'),
    days: ['abu-dhabi', 'dubai', 'muscat', _, 'khasab', 'doha', 'manama', _, 'abu-dhabi'],
    perNight: 135,
  },
  {
    slug: 'gulf-weekend-from-abu-dhabi',
    line: 'royal-caribbean',
    ship: 'Jewel of the Seas',
    region: 'arabian-gulf',
    title: l('عطلة الخليج من أبوظبي', 'Gulf getaway from Abu Dhabi', 'Kurzreise im Golf ab Abu Dhabi'),
    days: ['abu-dhabi', _, 'doha', 'dubai', 'abu-dhabi'],
    perNight: 105,
  },
  {
    slug: 'grand-gulf-from-doha',
    line: 'norwegian',
    ship: 'Norwegian Dawn',
    region: 'arabian-gulf',
    title: l('الخليج الكبير ومسقط من الدوحة', 'Grand Gulf and Muscat from Doha', 'Großer Golf und Maskat ab Doha'),
    days: [
      'doha',
      'manama',
      _,
      'abu-dhabi',
      'sir-bani-yas',
      'dubai',
      'khasab',
      'muscat',
      _,
      'dubai',
      'abu-dhabi',
      'doha',
    ],
    perNight: 110,
  },
  {
    slug: 'red-sea-from-jeddah',
    line: 'aroya',
    ship: 'AROYA',
    region: 'red-sea',
    title: l('البحر الأحمر من جدة', 'Red Sea from Jeddah', 'Rotes Meer ab Dschidda'),
    days: ['jeddah', 'yanbu', 'aqaba', _, 'safaga', 'jeddah'],
    perNight: 100,
  },
  {
    slug: 'egypt-jordan-from-jeddah',
    line: 'msc',
    ship: 'MSC Splendida',
    region: 'red-sea',
    title: l('مصر والأردن من جدة', 'Egypt and Jordan from Jeddah', 'Ägypten und Jordanien ab Dschidda'),
    days: ['jeddah', _, 'aqaba', 'sharm-el-sheikh', 'safaga', _, 'yanbu', 'jeddah'],
    perNight: 95,
  },
  {
    slug: 'red-sea-weekend-from-jeddah',
    line: 'aroya',
    ship: 'AROYA',
    region: 'red-sea',
    title: l('عطلة البحر الأحمر من جدة', 'Red Sea weekend from Jeddah', 'Wochenende am Roten Meer ab Dschidda'),
    days: ['jeddah', 'yanbu', _, 'jeddah'],
    perNight: 95,
  },
  {
    slug: 'baltic-capitals-from-copenhagen',
    line: 'norwegian',
    ship: 'Norwegian Prima',
    region: 'northern-europe',
    title: l('عواصم البلطيق من كوبنهاغن', 'Baltic capitals from Copenhagen', 'Ostsee-Metropolen ab Kopenhagen'),
    days: ['copenhagen', _, 'stockholm', 'helsinki', 'tallinn', _, 'oslo', 'copenhagen'],
    perNight: 145,
  },
  {
    slug: 'norwegian-fjords-from-kiel',
    line: 'msc',
    ship: 'MSC Euribia',
    region: 'northern-europe',
    title: l('المضايق النرويجية من كيل', 'Norwegian fjords from Kiel', 'Norwegische Fjorde ab Kiel'),
    days: ['kiel', 'copenhagen', _, 'geiranger', 'bergen', _, 'oslo', 'kiel'],
    perNight: 130,
  },
  {
    slug: 'fjords-and-baltic-from-copenhagen',
    line: 'royal-caribbean',
    ship: 'Anthem of the Seas',
    region: 'northern-europe',
    title: l(
      'المضايق والبلطيق من كوبنهاغن',
      'Fjords and the Baltic from Copenhagen',
      'Fjorde und Ostsee ab Kopenhagen',
    ),
    days: ['copenhagen', _, 'bergen', 'geiranger', _, 'oslo', _, 'stockholm', 'tallinn', 'helsinki', _, 'copenhagen'],
    perNight: 150,
  },
  {
    slug: 'scandinavia-short-from-kiel',
    line: 'costa',
    ship: 'Costa Favolosa',
    region: 'northern-europe',
    title: l(
      'إسكندنافيا في أربع ليالٍ من كيل',
      'Four Scandinavian nights from Kiel',
      'Vier Nächte Skandinavien ab Kiel',
    ),
    days: ['kiel', 'copenhagen', 'oslo', _, 'kiel'],
    perNight: 115,
  },
  {
    slug: 'malaysia-thailand-from-singapore',
    line: 'royal-caribbean',
    ship: 'Spectrum of the Seas',
    region: 'asia',
    title: l(
      'ماليزيا وتايلاند من سنغافورة',
      'Malaysia and Thailand from Singapore',
      'Malaysia und Thailand ab Singapur',
    ),
    days: ['singapore', _, 'phuket', 'penang', 'port-klang', 'singapore'],
    perNight: 115,
  },
  {
    slug: 'straits-of-malacca-from-singapore',
    line: 'norwegian',
    ship: 'Norwegian Jewel',
    region: 'asia',
    title: l('مضيق ملقا من سنغافورة', 'Straits of Malacca from Singapore', 'Straße von Malakka ab Singapur'),
    days: ['singapore', 'port-klang', 'penang', _, 'singapore'],
    perNight: 100,
  },
  {
    slug: 'indochina-from-singapore',
    line: 'celebrity',
    ship: 'Celebrity Solstice',
    region: 'asia',
    title: l('الهند الصينية من سنغافورة', 'Indochina from Singapore', 'Indochina ab Singapur'),
    days: ['singapore', _, 'laem-chabang', 'laem-chabang', _, 'ho-chi-minh', _, 'singapore'],
    perNight: 140,
  },
  {
    slug: 'grand-southeast-asia-from-singapore',
    line: 'msc',
    ship: 'MSC Bellissima',
    region: 'asia',
    title: l(
      'جنوب شرق آسيا الكبير من سنغافورة',
      'Grand Southeast Asia from Singapore',
      'Großes Südostasien ab Singapur',
    ),
    days: [
      'singapore',
      _,
      'ho-chi-minh',
      _,
      'laem-chabang',
      _,
      _,
      'phuket',
      'langkawi',
      'penang',
      'port-klang',
      _,
      'singapore',
    ],
    perNight: 110,
  },
];

/** How a grade's fare per person compares with an inside cabin's. */
const GRADE_FACTOR: Record<CabinGrade, number> = { inside: 1, oceanview: 1.25, balcony: 1.6, suite: 2.8 };
/** Cabins of a grade the portal sells per sailing. */
const GRADE_CABINS: Record<CabinGrade, [number, number]> = {
  inside: [20, 40],
  oceanview: [15, 30],
  balcony: [20, 40],
  suite: [4, 8],
};

/** Cancelling: free 90 days ahead, then a quarter, half from 30 days, nothing back in the last two weeks. */
const TIERS = [
  { days_before: 90, penalty_percent: 0 },
  { days_before: 60, penalty_percent: 25 },
  { days_before: 30, penalty_percent: 50 },
  { days_before: 14, penalty_percent: 100 },
];

const round = (iqd: number) => Math.round(iqd / 5_000) * 5_000;

/** Fares per person by occupancy: alone with the single supplement, two, three or four sharing. */
function fares(grade: CabinGrade, nights: number, perNight: number, rnd: Random) {
  const double = round(nights * perNight * 1_000 * GRADE_FACTOR[grade] * (0.9 + rnd.next() * 0.2));
  const out: Record<string, Record<string, string>> = {
    single: { person: String(round(double * 1.8)) },
    double: { person: String(double) },
  };
  if (CABIN_MAX_OCCUPANCY[grade] > 2) out.shared = { person: String(round(double * 0.7)) };
  return out;
}

function description(plan: Plan, nights: number): LocalizedText {
  const ports = [...new Set(plan.days.slice(1, -1).filter((p): p is string => p !== null))]
    .filter((p) => p !== plan.days[0])
    .map((p) => cruisePort(p)!.name);
  const from = cruisePort(plan.days[0]!)!.name;
  const line = cruiseLine(plan.line)!.name;
  return l(
    `${nights} ${nights <= 10 ? 'ليالٍ' : 'ليلة'} على متن ${plan.ship} من ${line}، انطلاقًا من ${from.ar} مع التوقف في ${ports.map((p) => p.ar).join('، ')}. تشمل الأجرة الإقامة في الكابينة والوجبات الرئيسية والعروض على متن السفينة.`,
    `${nights} nights aboard ${plan.ship} of ${line}, sailing from ${from.en} and calling at ${ports.map((p) => p.en).join(', ')}. The fare includes the cabin, main meals and the shows on board.`,
    `${nights} Nächte an Bord der ${plan.ship} von ${line}, ab ${from.de} mit Landgängen in ${ports.map((p) => p.de).join(', ')}. Im Preis enthalten sind Kabine, Hauptmahlzeiten und die Shows an Bord.`,
  );
}

/** The cruise whose first sailing has a single balcony cabin left (the "last cabin" of tests and journeys). */
export const LAST_CABIN_CRUISE = 'western-med-from-barcelona';

/** Every built-in cruise, dated from `today` (Baghdad) on. */
export function generateCruises(today: string): NewDepartureInventory[] {
  return PLANS.map((plan, i) => {
    const rnd = seeded(`cruise-${plan.slug}`);
    const nights = plan.days.length - 1;
    const content: CruiseContent = {
      ship: plan.ship,
      line: plan.line,
      itinerary: plan.days,
      port_charges_iqd: String(round((120 + nights * 25) * 1_000 * (0.9 + rnd.next() * 0.2))),
      description: description(plan, nights),
      image_url: null,
    };
    let startsOn = addDays(today, rnd.int(20, 50));
    const departures = [0, 1, 2, 3].map((n) => {
      if (n > 0) startsOn = addDays(startsOn, nights + rnd.int(7, 35));
      const key = `${plan.slug}-${n}`;
      const categories = CABIN_GRADES.map((grade) => {
        const capacity = rnd.int(...GRADE_CABINS[grade]);
        // Some sailings are nearly full; the first of one cruise has a single balcony cabin left.
        const nearlyFull = rnd.chance(0.15);
        const left =
          plan.slug === LAST_CABIN_CRUISE && n === 0 && grade === 'balcony'
            ? 1
            : nearlyFull
              ? rnd.int(1, 3)
              : capacity - Math.floor(capacity * rnd.next() * 0.7);
        return {
          id: derivedId('cruise-cabins', key, grade),
          code: grade,
          capacity,
          left,
          prices: fares(grade, nights, plan.perNight, rnd),
        };
      });
      return {
        id: derivedId('cruise-sailing', key),
        startsOn,
        endsOn: addDays(startsOn, nights),
        groupSize: categories.reduce((s, c) => s + c.capacity, 0),
        categories,
      };
    });
    return {
      product: {
        id: derivedId('cruise', plan.slug),
        service: 'cruise',
        slug: plan.slug,
        kind: plan.region,
        origin: plan.days[0]!,
        destination: plan.region,
        title: plan.title,
        days: nights + 1,
        nights,
        stars: 0,
        cancellation: TIERS,
        featured: i % 7 === 0,
      },
      content,
      departures,
    };
  });
}
