import type { z } from 'zod';
import type {
  AdminUguideChoices,
  AdminUguideCreateBodySchema,
  AdminUguideListQuerySchema,
  AdminUguideProgramme,
  AdminUguideUpdateBodySchema,
} from '@portal/contracts/admin-uguides';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { auditedChanges } from '../admin/audited-change.js';
import type { AuthContext } from '../auth/auth.service.js';
import { universityOf, type Programme } from './builtin/catalog.js';
import { UGUIDE_DEGREES, UGUIDE_FIELDS, UGUIDE_LANGUAGES } from '@portal/contracts/uguides';
import {
  DEGREE_NAMES,
  FIELD_NAMES,
  LANGUAGE_NAMES,
  STUDY_COUNTRIES,
  type Localized,
} from './builtin/reference-data.js';
import type { UguideService } from './uguides.service.js';
import * as repo from './uguides.repository.js';

type ListQuery = z.output<typeof AdminUguideListQuerySchema>;
type Fields = z.output<typeof AdminUguideUpdateBodySchema>;
type CreateBody = z.output<typeof AdminUguideCreateBodySchema>;

/** How a search matches: letters of any case and without Arabic diacritics. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .toLowerCase();

function programmeDto(p: Programme): AdminUguideProgramme {
  return {
    id: p.id,
    code: p.code,
    country: p.country,
    university: { code: p.universityCode, name: p.university },
    city: p.city,
    title: p.title,
    description: p.description,
    degree: p.degree,
    field: p.field,
    language: p.language,
    duration_years: p.durationYears,
    tuition_iqd: p.tuitionIqd.toString(),
    application_fee_iqd: p.applicationFeeIqd.toString(),
    service_fee_iqd: p.serviceFeeIqd.toString(),
    intakes: p.intakes.map((i) => ({ start: i.start, deadline: i.deadline })),
    own: p.own,
    active: p.active,
  };
}

/** What staff may change of a programme, as the audit log keeps it before and after. */
const editable = (p: AdminUguideProgramme) => ({
  title: p.title,
  description: p.description,
  degree: p.degree,
  field: p.field,
  language: p.language,
  duration_years: p.duration_years,
  tuition_iqd: p.tuition_iqd,
  application_fee_iqd: p.application_fee_iqd,
  service_fee_iqd: p.service_fee_iqd,
  intakes: p.intakes,
});

/** The row a programme is kept as, with `change` applied. */
function rowOf(p: Programme, change: Fields, active = p.active): repo.NewProgrammeRow {
  const intakes = change.intakes ? [...change.intakes].sort((a, b) => a.start.localeCompare(b.start)) : p.intakes;
  return {
    id: p.id,
    code: p.code,
    builtin: !p.own,
    country: p.country,
    university: p.universityCode,
    title: change.title ?? p.title,
    description: change.description ?? p.description,
    degree: change.degree ?? p.degree,
    field: change.field ?? p.field,
    language: change.language ?? p.language,
    durationYears: change.duration_years ?? p.durationYears,
    tuitionIqd: change.tuition_iqd === undefined ? p.tuitionIqd : BigInt(change.tuition_iqd),
    applicationFeeIqd:
      change.application_fee_iqd === undefined ? p.applicationFeeIqd : BigInt(change.application_fee_iqd),
    serviceFeeIqd: change.service_fee_iqd === undefined ? p.serviceFeeIqd : BigInt(change.service_fee_iqd),
    intakes,
    popularity: p.popularity,
    active,
  };
}

/**
 * The back office's study programmes (issue 17, decision 140): the built-in catalogue's and staff's, listed and
 * searched, added at a university of the reference data, changed (texts in three languages, degree, field,
 * language, years, fees, intakes), archived and restored. Every change is one row of `uguide_programmes` written
 * with its audit entry in one transaction; the catalogue is then read again.
 */
export function createUguideAdminService({ db, uguides }: { db: Db; uguides: UguideService }) {
  const audited = auditedChanges({ db, onChange: uguides.changed });

  async function programme(id: string): Promise<Programme> {
    const p = (await uguides.all()).find((x) => x.id === id);
    if (!p) throw new AppError('uguide_not_found');
    return p;
  }
  const detail = async (id: string) => programmeDto(await programme(id));

  return {
    detail,

    async list(q: ListQuery) {
      const needle = q.q ? folded(q.q) : '';
      const rows = (await uguides.all())
        .filter(
          (p) =>
            (!q.country || p.country === q.country) &&
            (!q.degree || p.degree === q.degree) &&
            (!q.field || p.field === q.field) &&
            (q.status === undefined || p.active === (q.status === 'active')) &&
            (!needle ||
              [p.code, ...Object.values(p.title), ...Object.values(p.university), ...Object.values(p.city)].some((t) =>
                folded(t).includes(needle),
              )),
        )
        .sort((a, b) => a.country.localeCompare(b.country) || a.code.localeCompare(b.code, 'en', { numeric: true }));
      const data = rows.slice((q.page - 1) * q.per_page, q.page * q.per_page).map(programmeDto);
      return { data, meta: { total: rows.length, page: q.page, per_page: q.per_page } };
    },

    choices(): AdminUguideChoices {
      const named = <K extends string>(codes: readonly K[], names: Record<K, Localized>) =>
        codes.map((code) => ({ code, name: names[code] }));
      return {
        degrees: named(UGUIDE_DEGREES, DEGREE_NAMES),
        fields: named(UGUIDE_FIELDS, FIELD_NAMES),
        languages: named(UGUIDE_LANGUAGES, LANGUAGE_NAMES),
        countries: STUDY_COUNTRIES.map((c) => ({
          code: c.country,
          name: c.name,
          universities: c.universities.map((u) => ({ code: u.code, name: u.name, city: u.city })),
        })),
      };
    },

    /** A new programme at a university of the reference data, on offer at once. */
    async create(staff: AuthContext, body: CreateBody) {
      const found = universityOf(body.country, body.university);
      if (!found) {
        const field = STUDY_COUNTRIES.some((c) => c.country === body.country) ? 'university' : 'country';
        throw new AppError('validation_failed', {
          fields: [{ field, key: field === 'university' ? 'uguide_university_unknown' : 'invalid_choice' }],
        });
      }
      const id = newId();
      const code = `${body.country}-${body.university}-S${id.slice(-6).toUpperCase()}`;
      const { country: _c, university: _u, ...fields } = body;
      const row: repo.NewProgrammeRow = {
        id,
        code,
        builtin: false,
        country: body.country,
        university: body.university,
        title: fields.title,
        description: fields.description,
        degree: fields.degree,
        field: fields.field,
        language: fields.language,
        durationYears: fields.duration_years,
        tuitionIqd: BigInt(fields.tuition_iqd),
        applicationFeeIqd: BigInt(fields.application_fee_iqd),
        serviceFeeIqd: BigInt(fields.service_fee_iqd),
        intakes: [...fields.intakes].sort((a, b) => a.start.localeCompare(b.start)),
        popularity: found.u.popularity,
        active: true,
      };
      await audited.change(
        staff,
        { action: 'uguide_programme.create', entity: 'uguide_programme', entityId: id, before: null },
        async (tx) => {
          await repo.upsert(tx, row);
          return { code, country: body.country, university: body.university, ...fields };
        },
      );
      return detail(id);
    },

    /** Changes a programme's texts, facts, fees or intakes; new applications only (those made keep theirs). */
    async update(staff: AuthContext, id: string, body: Fields) {
      const before = await programme(id);
      const row = rowOf(before, body);
      await audited.change(
        staff,
        {
          action: 'uguide_programme.update',
          entity: 'uguide_programme',
          entityId: id,
          before: editable(programmeDto(before)),
        },
        async (tx) => {
          await repo.upsert(tx, row);
          return row;
        },
        (r) =>
          editable({
            ...programmeDto(before),
            title: r.title,
            description: r.description,
            degree: r.degree as Programme['degree'],
            field: r.field as Programme['field'],
            language: r.language as Programme['language'],
            duration_years: r.durationYears,
            tuition_iqd: r.tuitionIqd.toString(),
            application_fee_iqd: r.applicationFeeIqd.toString(),
            service_fee_iqd: r.serviceFeeIqd.toString(),
            intakes: r.intakes,
          }),
      );
      return detail(id);
    },

    /** Archived programmes leave the search, their page and new applications; applications made go on. */
    async setActive(staff: AuthContext, id: string, active: boolean) {
      const before = await programme(id);
      await audited.setActive(
        staff,
        { kind: 'uguide_programme', entity: 'uguide_programme', id, wasActive: before.active, active },
        (tx) => repo.upsert(tx, rowOf(before, {}, active)),
      );
      return detail(id);
    },
  };
}
export type UguideAdminService = ReturnType<typeof createUguideAdminService>;
