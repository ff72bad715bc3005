import type { UguideDegree, UguideField, UguideLanguage, UguidePaper } from '@portal/contracts/uguides';
import { derivedId } from '../../../lib/ids.js';
import { seeded } from '../../../lib/random.js';
import {
  DEGREE_NAMES,
  DEGREE_REQUIREMENTS,
  FIELD_NAMES,
  LANGUAGE_NAMES,
  LANGUAGE_REQUIREMENTS,
  STUDY_COUNTRIES,
  type Localized,
  type StudyCountry,
  type University,
} from './reference-data.js';

/** IQD per US dollar for tuition and application fees (the agency's book rate, as for visas' government fees). */
const IQD_PER_USD = 1310;

export interface Intake {
  /** First day of teaching and last day to apply, `YYYY-MM-DD`. */
  start: string;
  deadline: string;
}

/** What a programme is made of; the rest (city, papers, requirements, scholarships, days) follows from it. */
export interface ProgrammeFacts {
  id: string;
  code: string;
  country: string;
  /** The university's code in the reference data. */
  universityCode: string;
  title: Localized;
  description: Localized;
  degree: UguideDegree;
  field: UguideField;
  language: UguideLanguage;
  durationYears: number;
  tuitionIqd: bigint;
  applicationFeeIqd: bigint;
  serviceFeeIqd: bigint;
  intakes: Intake[];
  popularity: number;
}

export interface Programme {
  id: string;
  code: string;
  country: string;
  universityCode: string;
  university: Localized;
  city: Localized;
  title: Localized;
  description: Localized;
  degree: UguideDegree;
  field: UguideField;
  language: UguideLanguage;
  durationYears: number;
  tuitionIqd: bigint;
  applicationFeeIqd: bigint;
  serviceFeeIqd: bigint;
  processingDays: number;
  papers: UguidePaper[];
  requirements: Localized[];
  scholarships: Localized[];
  /** The intakes of this academic year and the next, in order (past deadlines included: shown as closed). */
  intakes: Intake[];
  popularity: number;
  /** Added by staff (decision 140), else one of the built-in catalogue's. */
  own: boolean;
  /** On offer; archived programmes are kept for the back office only. */
  active: boolean;
}

/** A university of the reference data with its country, by the country's code and the university's. */
export function universityOf(country: string, code: string): { c: StudyCountry; u: University } | undefined {
  const c = STUDY_COUNTRIES.find((s) => s.country === country);
  const u = c?.universities.find((x) => x.code === code);
  return c && u ? { c, u } : undefined;
}

/**
 * A programme from its facts: the university's name and city, the papers its teaching language asks for, the
 * requirements of its degree and language, the university's and the country's scholarships and processing days.
 */
export function programmeOf(facts: ProgrammeFacts, own: boolean, active: boolean): Programme {
  const { c, u } = universityOf(facts.country, facts.universityCode)!;
  const papers: UguidePaper[] = ['passport', 'photo', 'certificate', 'transcript'];
  if (facts.language === 'en' || facts.language === 'de') papers.push('language_test');
  return {
    ...facts,
    university: u.name,
    city: u.city,
    processingDays: c.processingDays,
    papers,
    requirements: [DEGREE_REQUIREMENTS[facts.degree], LANGUAGE_REQUIREMENTS[facts.language], REFUND_RULE],
    scholarships: [...(u.scholarship ? [u.scholarship] : []), ...c.scholarships],
    own,
    active,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const iqd = (usd: number) => BigInt(Math.round((usd * IQD_PER_USD) / 1000) * 1000);

/**
 * The country's intakes around `today`: each start month in this year and the next two, the deadline the given
 * month and day before it (the year before when the month is later than the start's), the ones that started more
 * than four months ago left out.
 */
export function intakesAround(pattern: Array<[number, number, number]>, today: string): Intake[] {
  const year = Number(today.slice(0, 4));
  const list: Intake[] = [];
  for (const y of [year, year + 1, year + 2])
    for (const [startMonth, deadlineMonth, deadlineDay] of pattern) {
      const deadlineYear = deadlineMonth > startMonth ? y - 1 : y;
      list.push({
        start: `${y}-${pad(startMonth)}-${startMonth === 10 ? '01' : '15'}`,
        deadline: `${deadlineYear}-${pad(deadlineMonth)}-${pad(deadlineDay)}`,
      });
    }
  const cutoff = new Date(`${today}T00:00:00Z`);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 4);
  const from = cutoff.toISOString().slice(0, 10);
  return list
    .filter((i) => i.start >= from)
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, 4);
}

/**
 * Every programme of the reference data: titles and descriptions in ar/en/de, the papers its language asks for,
 * the requirements and scholarships, the fees in IQD (the service fee drawn by a seeded PRNG, the same on every
 * machine) and the intakes around `today`. Ids are derived from the university and the programme's position, so
 * they stay stable.
 */
export function buildCatalog(today: string): Programme[] {
  const list: Programme[] = [];
  for (const c of STUDY_COUNTRIES) {
    const intakes = intakesAround(c.intakes, today);
    for (const u of c.universities) {
      u.offers.forEach(([field, degree, language, tuitionUsd, years], i) => {
        const code = `${c.country}-${u.code}-${i + 1}`;
        const rnd = seeded(code);
        const f = FIELD_NAMES[field];
        const d = DEGREE_NAMES[degree];
        const lang = LANGUAGE_NAMES[language];
        const facts: ProgrammeFacts = {
          id: derivedId('uguide-programme', code),
          code,
          country: c.country,
          universityCode: u.code,
          title: { ar: `${d.ar} ${f.ar}`, en: `${d.en} in ${f.en}`, de: `${d.de} ${f.de}` },
          description: {
            ar: `${d.ar} ${f.ar} في ${u.name.ar} (${u.city.ar}، ${c.name.ar})، مدة الدراسة ${years} ${years > 2 ? 'سنوات' : years === 2 ? 'سنتان' : 'سنة'} ولغة التدريس ${lang.ar}. نراجع أوراقك ونرسل طلبك إلى الجامعة ونتابعه حتى القبول والتسجيل.`,
            en: `${d.en} in ${f.en} at ${u.name.en} (${u.city.en}, ${c.name.en}): ${years} ${years === 1 ? 'year' : 'years'}, taught in ${lang.en}. We check your papers, send your application to the university and follow it to the offer and your enrolment.`,
            de: `${d.de} ${f.de} an der ${u.name.de} (${u.city.de}, ${c.name.de}): ${years} ${years === 1 ? 'Jahr' : 'Jahre'}, Unterrichtssprache ${lang.de}. Wir prüfen Ihre Unterlagen, senden Ihre Bewerbung an die Universität und begleiten sie bis zum Angebot und zur Einschreibung.`,
          },
          degree,
          field,
          language,
          durationYears: years,
          tuitionIqd: iqd(tuitionUsd),
          applicationFeeIqd: iqd(u.feeUsd),
          serviceFeeIqd: BigInt(rnd.int(6, 16) * 25_000),
          intakes,
          popularity: u.popularity - i * 3,
        };
        list.push(programmeOf(facts, false, true));
      });
    }
  }
  return list;
}

const REFUND_RULE: Localized = {
  ar: 'إذا رُفض الطلب تُعاد رسوم التقديم للجامعة وتُحتسب رسوم الخدمة.',
  en: 'If the application is declined, the university’s application fee is refunded and the service fee is kept.',
  de: 'Wird die Bewerbung abgelehnt, wird die Bewerbungsgebühr der Universität erstattet und die Servicegebühr einbehalten.',
};
