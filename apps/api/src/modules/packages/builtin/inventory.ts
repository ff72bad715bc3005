import type { CancellationTier } from '@portal/contracts/departures';
import type { LocalizedText } from '@portal/contracts/i18n';
import { SEATS_CATEGORY, STANDARD_OPTION, TOUR_OCCUPANCIES, type TourKind } from '@portal/contracts/tours';
import { derivedId } from '../../../lib/ids.js';
import { seeded, type Random } from '../../../lib/random.js';
import { addDays } from '../../../lib/time-zones.js';
import type { NewDepartureInventory } from '../../departures/departures.service.js';
import { ARAFAH_DAYS, TOUR_CITIES, TOUR_TEMPLATES, type TourCitySpec, type TourTemplate } from './reference-data.js';
import type { PackageContent } from '../package-content.js';

/*
 * The built-in tour package inventory, generated deterministically from the reference data: each template
 * offered from each of its Iraqi cities, with a day-by-day itinerary, its hotels, dated departures over the next
 * six months (the Hajj around the coming Day of Arafah) with seats already sold, and prices per occupancy and
 * traveller type.
 */

const city = (slug: string): TourCitySpec => TOUR_CITIES.find((c) => c.slug === slug)!;
const l = (ar: string, en: string, de: string): LocalizedText => ({ ar, en, de });
const fill = (text: LocalizedText, values: Record<string, LocalizedText>): LocalizedText => ({
  ar: text.ar.replace(/\{(\w+)\}/g, (_, k: string) => values[k]!.ar),
  en: text.en.replace(/\{(\w+)\}/g, (_, k: string) => values[k]!.en),
  de: text.de.replace(/\{(\w+)\}/g, (_, k: string) => values[k]!.de),
});

const DAY = {
  flyOut: [
    l('السفر إلى {city}', 'Flight to {city}', 'Flug nach {city}'),
    l(
      'التجمع في مطار {origin}، والسفر إلى {city}، ثم النقل إلى الفندق ومساء حر.',
      'Meet at {origin} airport, fly to {city}, transfer to the hotel and a free evening.',
      'Treffpunkt am Flughafen {origin}, Flug nach {city}, Transfer ins Hotel und ein freier Abend.',
    ),
  ],
  coachOut: [
    l('الانطلاق بالحافلة إلى {city}', 'By coach to {city}', 'Mit dem Bus nach {city}'),
    l(
      'الانطلاق صباحًا من {origin} بحافلة مكيفة مع استراحات على الطريق، والوصول إلى الفندق مساءً.',
      'Leave {origin} in the morning by air-conditioned coach, with rests on the way; the hotel by evening.',
      'Abfahrt morgens in {origin} im klimatisierten Bus mit Pausen unterwegs; am Abend im Hotel.',
    ),
  ],
  visit: [
    l('{place}', '{place}', '{place}'),
    l(
      'الإفطار في الفندق، ثم زيارة {place} مع المرشد، والعودة إلى الفندق مساءً.',
      'Breakfast at the hotel, then a guided visit to {place}; back at the hotel in the evening.',
      'Frühstück im Hotel, dann ein geführter Besuch: {place}; abends zurück im Hotel.',
    ),
  ],
  free: [
    l('يوم حر', 'Free day', 'Freier Tag'),
    l(
      'يوم حر للتسوق أو الراحة، والمرشد متاح لرحلات اختيارية.',
      'A free day for shopping or rest; the guide is there for optional trips.',
      'Ein freier Tag zum Einkaufen oder Ausruhen; der Reiseleiter bietet Ausflüge an.',
    ),
  ],
  flyHome: [
    l('العودة إلى {origin}', 'Back to {origin}', 'Rückreise nach {origin}'),
    l(
      'الإفطار وتسليم الغرف، ثم النقل إلى المطار والعودة إلى {origin}.',
      'Breakfast and check-out, then the transfer to the airport and the flight back to {origin}.',
      'Frühstück und Auschecken, dann Transfer zum Flughafen und Rückflug nach {origin}.',
    ),
  ],
  coachHome: [
    l('العودة إلى {origin}', 'Back to {origin}', 'Rückreise nach {origin}'),
    l(
      'الإفطار وتسليم الغرف، ثم العودة بالحافلة إلى {origin}.',
      'Breakfast and check-out, then the coach back to {origin}.',
      'Frühstück und Auschecken, dann mit dem Bus zurück nach {origin}.',
    ),
  ],
  madinahArrive: [
    l('الوصول إلى المدينة المنورة', 'Arrival in Madinah', 'Ankunft in Medina'),
    l(
      'السفر من {origin} إلى المدينة المنورة، والنقل إلى الفندق، وأول صلاة في المسجد النبوي.',
      'Fly from {origin} to Madinah, transfer to the hotel and the first prayer in the Prophet’s Mosque.',
      'Flug von {origin} nach Medina, Transfer ins Hotel und das erste Gebet in der Prophetenmoschee.',
    ),
  ],
  madinah: [
    l('الصلاة في المسجد النبوي', 'Prayers in the Prophet’s Mosque', 'Gebete in der Prophetenmoschee'),
    l(
      'الصلوات في المسجد النبوي والسلام على النبي ﷺ في الروضة الشريفة حسب المواعيد.',
      'Prayers in the Prophet’s Mosque and, when the slots allow, a visit to the Rawdah.',
      'Gebete in der Prophetenmoschee und, wenn es die Zeiten erlauben, ein Besuch der Rawda.',
    ),
  ],
  madinahZiyarat: [
    l('زيارة مسجد قباء وجبل أحد', 'Quba Mosque and Mount Uhud', 'Quba-Moschee und Berg Uhud'),
    l(
      'جولة بالحافلة إلى مسجد قباء وجبل أحد ومسجد القبلتين مع المرشد الديني.',
      'A coach tour to Quba Mosque, Mount Uhud and the Qiblatayn Mosque with the religious guide.',
      'Busfahrt zur Quba-Moschee, zum Berg Uhud und zur Qiblatain-Moschee mit dem religiösen Begleiter.',
    ),
  ],
  toMakkah: [
    l('الإحرام وأداء العمرة', 'Ihram and the Umrah', 'Ihram und die Umrah'),
    l(
      'الإحرام من ذي الحليفة، والسفر إلى مكة المكرمة، وأداء مناسك العمرة مع المرشد.',
      'Ihram at Dhul Hulaifah, the road to Makkah and the rites of Umrah with the guide.',
      'Ihram in Dhul Hulaifa, Fahrt nach Mekka und die Riten der Umrah mit dem Begleiter.',
    ),
  ],
  makkah: [
    l('الصلاة في المسجد الحرام', 'Prayers in Masjid al-Haram', 'Gebete in der Heiligen Moschee'),
    l(
      'يوم للصلاة والطواف في المسجد الحرام، مع درس ديني مسائي في الفندق.',
      'A day of prayer and tawaf in Masjid al-Haram, with an evening lesson at the hotel.',
      'Ein Tag des Gebets und Tawaf in der Heiligen Moschee, abends ein Vortrag im Hotel.',
    ),
  ],
  makkahZiyarat: [
    l('زيارة المشاعر ومعالم مكة', 'The holy sites of Makkah', 'Die heiligen Stätten von Mekka'),
    l(
      'جولة إلى جبل النور وغار حراء وعرفات ومنى ومزدلفة.',
      'A tour to Jabal al-Nour and the Cave of Hira, Arafat, Mina and Muzdalifah.',
      'Eine Fahrt zum Jabal al-Nur mit der Höhle Hira, nach Arafat, Mina und Muzdalifa.',
    ),
  ],
  mina: [
    l('يوم التروية في منى', 'Tarwiyah day in Mina', 'Tarwiya-Tag in Mina'),
    l(
      'الإحرام للحج والتوجه إلى مخيمات منى والمبيت فيها.',
      'Ihram for the Hajj and the night in the camps of Mina.',
      'Ihram für den Hadsch und die Nacht in den Zelten von Mina.',
    ),
  ],
  arafat: [
    l(
      'الوقوف بعرفة والمبيت بمزدلفة',
      'Standing at Arafat, night at Muzdalifah',
      'Stehen in Arafat, Nacht in Muzdalifa',
    ),
    l(
      'الوقوف بعرفة حتى الغروب، ثم النفرة إلى مزدلفة وجمع الحصى.',
      'Standing at Arafat until sunset, then on to Muzdalifah to gather the pebbles.',
      'Stehen in Arafat bis Sonnenuntergang, dann weiter nach Muzdalifa zum Sammeln der Steinchen.',
    ),
  ],
  eid: [
    l('يوم النحر ورمي الجمرات', 'Day of Sacrifice and the Jamarat', 'Opfertag und die Dschamarat'),
    l(
      'رمي جمرة العقبة والهدي والحلق وطواف الإفاضة، ثم العودة إلى منى.',
      'The stoning at Jamrat al-Aqabah, the sacrifice, the shaving and Tawaf al-Ifadah, then back to Mina.',
      'Steinigung an der Dschamrat al-Aqaba, Opfer, Rasur und Tawaf al-Ifada, dann zurück nach Mina.',
    ),
  ],
  tashreeq: [
    l('أيام التشريق في منى', 'Days of Tashreeq in Mina', 'Taschriq-Tage in Mina'),
    l(
      'رمي الجمرات الثلاث والمبيت في منى.',
      'Stoning the three Jamarat and the nights in Mina.',
      'Steinigung der drei Dschamarat und die Nächte in Mina.',
    ),
  ],
  jeddahHome: [
    l(
      'طواف الوداع والعودة إلى {origin}',
      'Farewell tawaf and back to {origin}',
      'Abschieds-Tawaf und Rückreise nach {origin}',
    ),
    l(
      'طواف الوداع، ثم النقل إلى مطار جدة والعودة إلى {origin}.',
      'The farewell tawaf, then the transfer to Jeddah airport and the flight back to {origin}.',
      'Der Abschieds-Tawaf, dann Transfer zum Flughafen Dschidda und Rückflug nach {origin}.',
    ),
  ],
} as const;

type Day = { day: number; title: LocalizedText; text: LocalizedText };

function itinerary(t: TourTemplate, origin: TourCitySpec): Day[] {
  const dest = city(t.destination);
  const values = { origin: origin.name, city: dest.name };
  const days: Array<readonly [LocalizedText, LocalizedText, Record<string, LocalizedText>?]> = [];
  const overland = !t.inclusions.includes('airfare');
  if (t.kind === 'umrah' || t.kind === 'hajj') {
    const madinahNights = t.hotels[1]?.nights ?? 0;
    days.push(DAY.madinahArrive);
    for (let i = 1; i < madinahNights; i++) days.push(i === 1 ? DAY.madinahZiyarat : DAY.madinah);
    days.push(DAY.toMakkah);
    const hajj = t.kind === 'hajj' ? [DAY.mina, DAY.arafat, DAY.eid, DAY.tashreeq, DAY.tashreeq] : [];
    const makkahDays = t.days - days.length - 1 - hajj.length;
    for (let i = 0; i < makkahDays; i++) {
      days.push(i === 1 ? DAY.makkahZiyarat : DAY.makkah);
      if (i === Math.floor(makkahDays / 2)) days.push(...hajj.splice(0));
    }
    days.push(...hajj);
    days.push(DAY.jeddahHome);
  } else {
    days.push(overland ? DAY.coachOut : DAY.flyOut);
    for (let i = 0; i < t.days - 2; i++) {
      const place = dest.places[i];
      days.push(place ? [...DAY.visit, { place }] : DAY.free);
    }
    days.push(overland ? DAY.coachHome : DAY.flyHome);
  }
  return days.slice(0, t.days).map(([title, text, extra], i) => ({
    day: i + 1,
    title: fill(title, { ...values, ...extra }),
    text: fill(text, { ...values, ...extra }),
  }));
}

const TIERS: Record<TourKind, CancellationTier[]> = {
  umrah: [
    { days_before: 45, penalty_percent: 10 },
    { days_before: 21, penalty_percent: 30 },
    { days_before: 7, penalty_percent: 60 },
    { days_before: 0, penalty_percent: 100 },
  ],
  hajj: [
    { days_before: 60, penalty_percent: 20 },
    { days_before: 30, penalty_percent: 50 },
    { days_before: 0, penalty_percent: 100 },
  ],
  ziyarat: [
    { days_before: 7, penalty_percent: 0 },
    { days_before: 3, penalty_percent: 25 },
    { days_before: 0, penalty_percent: 100 },
  ],
  holiday: [
    { days_before: 30, penalty_percent: 0 },
    { days_before: 14, penalty_percent: 25 },
    { days_before: 7, penalty_percent: 50 },
    { days_before: 0, penalty_percent: 100 },
  ],
};

const ORIGIN_FACTOR: Record<string, number> = { baghdad: 1, erbil: 1.04, basra: 1.02, najaf: 1.01 };
const round = (iqd: number) => Math.round(iqd / 5000) * 5000;

function prices(t: TourTemplate, origin: string, rnd: Random): Record<string, Record<string, string>> {
  const adult = t.priceIqd * (ORIGIN_FACTOR[origin] ?? 1) * (0.95 + rnd.next() * 0.12);
  const childShare = t.kind === 'holiday' ? 0.7 : 0.8;
  const priced = (a: number) => ({ adult: String(round(a)), child: String(round(a * childShare)) });
  if (!t.occupancy) return { [STANDARD_OPTION]: priced(adult) };
  const factor = { double: 1.18, triple: 1, quad: 0.92 } as const;
  return Object.fromEntries(TOUR_OCCUPANCIES.map((o) => [o, priced(adult * factor[o])]));
}

function departureDates(t: TourTemplate, today: string, rnd: Random, index: number): string[] {
  if (t.kind === 'hajj') {
    const arafah = ARAFAH_DAYS.find((d) => addDays(d, -(t.days - 8)) > addDays(today, 20)) ?? ARAFAH_DAYS.at(-1)!;
    const first = addDays(arafah, -(t.days - 8));
    return [first, addDays(first, 2)];
  }
  // Every fifth product has a departure in the next three days (the spec's 'Depart next 3 days').
  let start = index % 5 === 0 ? addDays(today, 1 + (index % 3)) : addDays(today, rnd.int(4, 4 + t.every));
  const dates: string[] = [];
  while (dates.length < 8 && start <= addDays(today, 180)) {
    dates.push(start);
    start = addDays(start, t.every + rnd.int(0, 2));
  }
  return dates;
}

export interface GeneratedPackage extends NewDepartureInventory {
  content: PackageContent;
}

/** Every package of the built-in inventory, with departures from `today` (a Baghdad date) on. */
export function generatePackages(today: string): GeneratedPackage[] {
  const out: GeneratedPackage[] = [];
  let index = 0;
  for (const t of TOUR_TEMPLATES) {
    for (const originSlug of t.origins) {
      const origin = city(originSlug);
      const slug = `${t.key}-from-${originSlug}`;
      const rnd = seeded(slug);
      const productId = derivedId('tour-package', slug);
      const from = l(` من ${origin.name.ar}`, ` from ${origin.name.en}`, ` ab ${origin.name.de}`);
      const days = departureDates(t, today, rnd, index);
      out.push({
        product: {
          id: productId,
          service: 'package',
          slug,
          kind: t.kind,
          origin: originSlug,
          destination: t.destination,
          title: { ar: t.title.ar + from.ar, en: t.title.en + from.en, de: t.title.de + from.de },
          days: t.days,
          nights: t.days - 1,
          stars: t.stars,
          cancellation: TIERS[t.kind],
          featured:
            originSlug === 'baghdad' &&
            ['umrah-comfort', 'istanbul-classic', 'mashhad-air', 'batumi-sea'].includes(t.key),
        },
        content: {
          description: t.description,
          inclusions: t.inclusions,
          places: city(t.destination).places,
          hotels: t.hotels.map((h) => ({
            city: h.city,
            name: h.name,
            stars: t.stars,
            nights: h.nights,
            haram_distance_m: h.haramDistanceM,
          })),
          itinerary: itinerary(t, origin),
        },
        departures: days.map((startsOn, i) => {
          // Seats sold so far: most departures half full, some nearly full, a few full.
          const sold = i === 2 && index % 4 === 0 ? t.group : Math.min(t.group, rnd.int(0, t.group - 2));
          return {
            id: derivedId('tour-departure', slug, startsOn),
            startsOn,
            endsOn: addDays(startsOn, t.days - 1),
            groupSize: t.group,
            categories: [
              {
                id: derivedId('tour-seats', slug, startsOn),
                code: SEATS_CATEGORY,
                capacity: t.group,
                left: t.group - sold,
                prices: prices(t, originSlug, rnd),
              },
            ],
          };
        }),
      });
      index++;
    }
  }
  return out;
}
