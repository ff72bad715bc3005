import type { GuideLanguage, GuideSpeciality } from '@portal/contracts/guides';
import { derivedId } from '../../../lib/ids.js';
import { hash, seeded } from '../../../lib/random.js';
import { GUIDE_CITIES, NAMES, SPECIALITY_WORDS, type GuideCitySpec } from './reference-data.js';

type L = { ar: string; en: string; de: string };

/** One built-in guide, generated the same on every machine from the reference data (decision 123). */
export interface GuideRecord {
  id: string;
  city: GuideCitySpec;
  name: L;
  languages: GuideLanguage[];
  specialities: GuideSpeciality[];
  rating: number;
  reviews: number;
  years: number;
  bio: L;
  weeklyDayOff: number;
  dailyIqd: bigint;
  groupIncluded: number;
  perPersonIqd: bigint;
  maxGroup: number;
  /** Share (per mille) of the days the guide takes off besides the weekly one. */
  leavePerMille: number;
}

const round = (iqd: number) => BigInt(Math.max(1000, Math.round(iqd / 1000) * 1000));

const join = (items: string[], lang: keyof L) => {
  const and = { ar: ' و', en: ' and ', de: ' und ' }[lang];
  const comma = lang === 'ar' ? '، ' : ', ';
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${and}${items.at(-1)}`;
};

function bio(city: GuideCitySpec, years: number, specialities: GuideSpeciality[]): L {
  const words = (lang: keyof L) =>
    join(
      specialities.map((s) => SPECIALITY_WORDS[s][lang]),
      lang,
    );
  return {
    ar: `مرشد سياحي مرخّص في ${city.name.ar} منذ ${years} ${years <= 10 ? 'سنوات' : 'سنة'}، يرافق العائلات والزوار والمجموعات. اختصاصه ${words('ar')}.`,
    en: `Licensed guide in ${city.name.en} for ${years} years, leading families, visitors and groups. Speciality: ${words('en')}.`,
    de: `Seit ${years} Jahren lizenzierter Reiseführer in ${city.name.de}, für Familien, Besucher und Gruppen. Schwerpunkt: ${words('de')}.`,
  };
}

function generate(): GuideRecord[] {
  const guides: GuideRecord[] = [];
  for (const city of GUIDE_CITIES) {
    const pool = NAMES[city.names];
    const used = new Set<string>();
    for (let i = 0; i < city.guides; i++) {
      const rnd = seeded(`guide:${city.slug}:${i}`);
      let first = rnd.pick(pool.first);
      let last = rnd.pick(pool.last);
      while (used.has(`${first[1]} ${last[1]}`)) {
        first = rnd.pick(pool.first);
        last = rnd.pick(pool.last);
      }
      used.add(`${first[1]} ${last[1]}`);
      const extra = [...city.others];
      const languages = [...city.local];
      for (let n = rnd.int(1, 3); n > 0 && extra.length; n--)
        languages.push(extra.splice(rnd.int(0, extra.length - 1), 1)[0]!);
      const specs = [city.specialities[0]!];
      const rest = city.specialities.slice(1);
      for (let n = rnd.int(1, 2); n > 0 && rest.length; n--)
        specs.push(rest.splice(rnd.int(0, rest.length - 1), 1)[0]!);
      const years = rnd.int(3, 22);
      const rating = Math.round((4 + rnd.next() * 0.95) * 10) / 10;
      const factor = 0.85 + years / 60 + (rating - 4) * 0.3;
      const daily = city.dailyIqd * factor;
      const latin = `${first[1]} ${last[1]}`;
      guides.push({
        id: derivedId('guide', city.slug, String(i)),
        city,
        name: { ar: `${first[0]} ${last[0]}`, en: latin, de: latin },
        languages,
        specialities: specs,
        rating,
        reviews: rnd.int(12, 420),
        years,
        bio: bio(city, years, specs),
        weeklyDayOff: rnd.chance(0.8) ? city.restDay : rnd.int(0, 6),
        dailyIqd: round(daily),
        groupIncluded: rnd.pick([4, 6, 8]),
        perPersonIqd: round(daily * 0.08),
        maxGroup: rnd.pick([12, 15, 20, 25, 30]),
        leavePerMille: rnd.int(30, 90),
      });
    }
  }
  return guides;
}

let cache: { list: GuideRecord[]; byId: Map<string, GuideRecord> } | undefined;

/** Every built-in guide, generated once per process. */
export function builtinGuides() {
  if (!cache) {
    const list = generate();
    cache = { list, byId: new Map(list.map((g) => [g.id, g])) };
  }
  return cache;
}

/** Whether `day` (YYYY-MM-DD) is one of the guide's own days off: the weekly one, or leave drawn for the day. */
export function isDayOff(guide: GuideRecord, day: string): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === guide.weeklyDayOff) return true;
  return hash(`${guide.id}:${day}`) % 1000 < guide.leavePerMille;
}
