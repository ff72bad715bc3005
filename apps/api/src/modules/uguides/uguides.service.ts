import type { UguideCard, UguideDetail, UguideIntake, UguideSearchQuerySchema } from '@portal/contracts/uguides';
import type { z } from 'zod';
import type { UguideDegree, UguideField, UguideLanguage } from '@portal/contracts/uguides';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { changeCounter } from '../../lib/kept-reads.js';
import { baghdadDate } from '../../lib/time-zones.js';
import type { CurrencyService } from '../currencies/currencies.service.js';
import { priceFn, type ToPrice } from '../currencies/display-price.js';
import { buildCatalog, programmeOf, universityOf, type Intake, type Programme } from './builtin/catalog.js';
import * as repo from './uguides.repository.js';

export type UguideService = ReturnType<typeof createUguideService>;
type Query = z.output<typeof UguideSearchQuerySchema>;

function intakeOf(i: Intake, today: string): UguideIntake {
  return { start: i.start, deadline: i.deadline, open: i.deadline >= today };
}

function card(p: Programme, toPrice: ToPrice, today: string): UguideCard {
  const next = p.intakes.find((i) => i.deadline >= today);
  return {
    id: p.id,
    country: p.country,
    university: p.university,
    city: p.city,
    title: p.title,
    degree: p.degree,
    field: p.field,
    language: p.language,
    duration_years: p.durationYears,
    tuition: toPrice(p.tuitionIqd),
    application_fee: toPrice(p.applicationFeeIqd),
    service_fee: toPrice(p.serviceFeeIqd),
    next_intake: next ? intakeOf(next, today) : null,
    scholarship: p.scholarships.length > 0,
  };
}

/** What an application to the programme costs: the university's application fee and the agency's service fee. */
export const totalOf = (p: Programme) => p.applicationFeeIqd + p.serviceFeeIqd;

function matches(p: Programme, text: string) {
  const t = text.toLocaleLowerCase();
  return [p.university, p.city, p.title].some((l) => Object.values(l).some((v) => v.toLocaleLowerCase().includes(t)));
}

/** A row of staff's as a programme (decision 140); null when its university left the reference data. */
function programmeOfRow(row: repo.ProgrammeRow): Programme | null {
  if (!universityOf(row.country, row.university)) return null;
  return programmeOf(
    {
      id: row.id,
      code: row.code,
      country: row.country,
      universityCode: row.university,
      title: row.title,
      description: row.description,
      degree: row.degree as UguideDegree,
      field: row.field as UguideField,
      language: row.language as UguideLanguage,
      durationYears: row.durationYears,
      tuitionIqd: row.tuitionIqd,
      applicationFeeIqd: row.applicationFeeIqd,
      serviceFeeIqd: row.serviceFeeIqd,
      intakes: row.intakes,
      popularity: row.popularity,
    },
    !row.builtin,
    row.active,
  );
}

/** How long a process keeps staff's rows before reading them again (another process may have changed them). */
const KEEP_MS = 3_000;

interface Catalog {
  day: string;
  version: number;
  at: number;
  /** Every programme, archived ones too (the back office's). */
  all: Programme[];
  /** Those on offer, and by id. */
  list: Programme[];
  byId: Map<string, Programme>;
}

/**
 * Study programmes: the built-in catalogue (reference data), built once per Baghdad day so that intakes open and
 * close with the calendar, with staff's programmes and changes (`uguide_programmes`, decision 140) laid over it:
 * read again after a change here, or after a few seconds (a change made by another process). The search filters,
 * orders and pages it in memory.
 */
export function createUguideService({
  db,
  currencies,
  today = baghdadDate,
}: {
  db: Db;
  currencies: CurrencyService;
  today?: () => string;
}) {
  const changes = changeCounter();
  let builtin: { day: string; list: Programme[] } | undefined;
  let cache: Promise<Catalog> | undefined;
  let cached: Catalog | undefined;

  async function load(day: string, version: number): Promise<Catalog> {
    if (!builtin || builtin.day !== day) builtin = { day, list: buildCatalog(day) };
    const own = (await repo.allRows(db)).map(programmeOfRow).filter((p): p is Programme => p !== null);
    const replaced = new Map(own.map((p) => [p.id, p]));
    const all = [...builtin.list.map((p) => replaced.get(p.id) ?? p), ...own.filter((p) => p.own)];
    const list = all.filter((p) => p.active);
    return { day, version, at: Date.now(), all, list, byId: new Map(list.map((p) => [p.id, p])) };
  }

  function catalog(): Promise<Catalog> {
    const day = today();
    const version = changes.version();
    if (cache && cached && cached.day === day && cached.version === version && Date.now() - cached.at < KEEP_MS)
      return cache;
    if (cache && !cached) return cache; // a read is under way
    const read = load(day, version);
    cache = read;
    cached = undefined;
    read.then(
      (c) => {
        if (cache === read) cached = c;
      },
      () => {
        if (cache === read) cache = undefined;
      },
    );
    return read;
  }

  return {
    today,
    /** Staff changed a programme: the next read lays the rows over the catalogue again. */
    changed: () => changes.changed(),
    /** Every programme, archived ones too, for the back office. */
    all: async () => (await catalog()).all,

    /** The countries with programmes, and how many. */
    async countries() {
      const counts = new Map<string, number>();
      for (const p of (await catalog()).list) counts.set(p.country, (counts.get(p.country) ?? 0) + 1);
      return [...counts].map(([country, programmes]) => ({ country, programmes }));
    },

    async search(q: Query, currency: string) {
      const toPrice = await priceFn(currencies, currency);
      const day = today();
      const inCountry = (await catalog()).list.filter((p) => !q.country || p.country === q.country);
      const tuitions = inCountry.map((p) => Number(p.tuitionIqd));
      const open = (p: Programme) => p.intakes.filter((i) => i.deadline >= day);
      const min = q.tuition_min === undefined ? undefined : BigInt(q.tuition_min);
      const max = q.tuition_max === undefined ? undefined : BigInt(q.tuition_max);
      const list = inCountry.filter(
        (p) =>
          (!q.degree || p.degree === q.degree) &&
          (!q.field || p.field === q.field) &&
          (!q.language || p.language === q.language) &&
          (min === undefined || p.tuitionIqd >= min) &&
          (max === undefined || p.tuitionIqd <= max) &&
          (!q.intake || open(p).some((i) => i.start.startsWith(q.intake!))) &&
          (!q.q || matches(p, q.q)),
      );
      const nextDeadline = (p: Programme) => open(p)[0]?.deadline ?? '9999';
      const byCode = (a: Programme, b: Programme) => a.code.localeCompare(b.code);
      const order: Record<Query['sort'], (a: Programme, b: Programme) => number> = {
        recommended: (a, b) => b.popularity - a.popularity || byCode(a, b),
        tuition: (a, b) => Number(a.tuitionIqd - b.tuitionIqd) || byCode(a, b),
        '-tuition': (a, b) => Number(b.tuitionIqd - a.tuitionIqd) || byCode(a, b),
        deadline: (a, b) => nextDeadline(a).localeCompare(nextDeadline(b)) || byCode(a, b),
      };
      list.sort(order[q.sort]);
      const start = (q.page - 1) * q.per_page;
      const uniq = <T>(values: T[]) => [...new Set(values)];
      return {
        data: list.slice(start, start + q.per_page).map((p) => card(p, toPrice, day)),
        meta: {
          total: list.length,
          page: q.page,
          per_page: q.per_page,
          degrees: uniq(inCountry.map((p) => p.degree)),
          fields: uniq(inCountry.map((p) => p.field)),
          languages: uniq(inCountry.map((p) => p.language)),
          intakes: uniq(inCountry.flatMap((p) => open(p).map((i) => i.start.slice(0, 7)))).sort(),
          tuition_range: tuitions.length ? { min: Math.min(...tuitions), max: Math.max(...tuitions) } : null,
        },
      };
    },

    async detail(id: string, currency: string): Promise<UguideDetail> {
      const p = (await catalog()).byId.get(id);
      if (!p) throw new AppError('uguide_not_found');
      const toPrice = await priceFn(currencies, currency);
      const day = today();
      return {
        ...card(p, toPrice, day),
        description: p.description,
        intakes: p.intakes.map((i) => intakeOf(i, day)),
        papers: p.papers,
        requirements: p.requirements,
        scholarships: p.scholarships,
        total: toPrice(totalOf(p)),
      };
    },

    /** The programme as offered now (an application prices what is on offer at this moment). */
    async forBooking(id: string) {
      const p = (await catalog()).byId.get(id);
      if (!p) throw new AppError('uguide_not_found', { fields: [{ field: 'programme_id', key: 'uguide_not_found' }] });
      return p;
    },
  };
}
