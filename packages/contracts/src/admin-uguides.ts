import { z } from 'zod';
import {
  AdminDateSchema,
  AdminPageSchema,
  LocalizedLongSchema,
  LocalizedRequiredSchema,
  SearchTextSchema,
} from './admin.js';
import { INVENTORY_STATUSES } from './admin-inventory.js';
import { UGUIDE_DEGREES, UGUIDE_FIELDS, UGUIDE_LANGUAGES } from './uguides.js';

/*
 * Study programmes as staff keep them (issue 17, decision 140): the built-in catalogue's programmes (decision 111)
 * and those staff add, at the universities the catalogue knows; their titles and descriptions in ar/en/de, degree,
 * field, teaching language, years, tuition per year, the university's application fee and the agency's service fee
 * (whole IQD as strings, like every admin price), their intakes with deadlines; on offer or archived.
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_choice' });
/** Whole dinars as a decimal string. */
const iqd = z
  .string({ error: 'invalid_amount' })
  .trim()
  .regex(/^\d{1,10}$/, { error: 'invalid_amount' });

/** The most intakes a programme lists. */
export const MAX_UGUIDE_INTAKES = 8;

export const AdminUguideListQuerySchema = z.object({
  /** The title, the university or the city in any of the three languages, or the programme's code. */
  q: SearchTextSchema,
  country: country.optional(),
  degree: z.enum(UGUIDE_DEGREES, { error: 'invalid_choice' }).optional(),
  field: z.enum(UGUIDE_FIELDS, { error: 'invalid_choice' }).optional(),
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
  ...AdminPageSchema,
});
export type AdminUguideListQuery = z.input<typeof AdminUguideListQuerySchema>;

export const AdminUguideIntakeSchema = z.object({ start: z.string(), deadline: z.string() });

/** A programme as the back office lists and shows it. */
export const AdminUguideProgrammeSchema = z.object({
  id: z.string(),
  code: z.string(),
  country: z.string(),
  university: z.object({ code: z.string(), name: localized }),
  city: localized,
  title: localized,
  description: localized,
  degree: z.enum(UGUIDE_DEGREES),
  field: z.enum(UGUIDE_FIELDS),
  language: z.enum(UGUIDE_LANGUAGES),
  duration_years: z.number().int(),
  tuition_iqd: z.string(),
  application_fee_iqd: z.string(),
  service_fee_iqd: z.string(),
  intakes: z.array(AdminUguideIntakeSchema),
  /** Made by staff (else one of the built-in catalogue's, perhaps changed by staff). */
  own: z.boolean(),
  active: z.boolean(),
});
export type AdminUguideProgramme = z.infer<typeof AdminUguideProgrammeSchema>;

const named = z.array(z.object({ code: z.string(), name: localized }));

/**
 * The countries and their universities a programme may be added at, and the names of the degrees, fields and
 * teaching languages (the reference data's, in three languages).
 */
export const AdminUguideChoicesSchema = z.object({
  degrees: named,
  fields: named,
  languages: named,
  countries: z.array(
    z.object({
      code: z.string(),
      name: localized,
      universities: z.array(z.object({ code: z.string(), name: localized, city: localized })),
    }),
  ),
});
export type AdminUguideChoices = z.infer<typeof AdminUguideChoicesSchema>;

const intake = z.strictObject({ start: AdminDateSchema, deadline: AdminDateSchema });

/** The intakes: 1 to 8, each deadline on or before its start, no start twice (`intake_order`, `intake_twice`). */
const intakes = z
  .array(intake)
  .min(1)
  .max(MAX_UGUIDE_INTAKES)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((i, n) => {
      if (i.deadline > i.start) ctx.addIssue({ code: 'custom', message: 'intake_order', path: [n, 'deadline'] });
      if (seen.has(i.start)) ctx.addIssue({ code: 'custom', message: 'intake_twice', path: [n, 'start'] });
      seen.add(i.start);
    });
  });

const programmeFields = {
  title: LocalizedRequiredSchema,
  description: LocalizedLongSchema,
  degree: z.enum(UGUIDE_DEGREES, { error: 'invalid_choice' }),
  field: z.enum(UGUIDE_FIELDS, { error: 'invalid_choice' }),
  language: z.enum(UGUIDE_LANGUAGES, { error: 'invalid_choice' }),
  duration_years: z.number().int().min(1).max(8),
  tuition_iqd: iqd,
  application_fee_iqd: iqd,
  /** At least 1,000 IQD: an application always costs the agency's work. */
  service_fee_iqd: iqd.refine((v) => Number(v) >= 1000, { error: 'service_fee_too_low' }),
  intakes,
};

/** A new programme at a university the catalogue knows (`uguide_university_unknown` otherwise). */
export const AdminUguideCreateBodySchema = z.strictObject({
  country,
  university: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,40}$/, { error: 'invalid_choice' }),
  ...programmeFields,
});
export type AdminUguideCreateBody = z.input<typeof AdminUguideCreateBodySchema>;

/** What staff change of a programme; its country and university stay. New applications only. */
export const AdminUguideUpdateBodySchema = z.strictObject(programmeFields).partial();
export type AdminUguideUpdateBody = z.input<typeof AdminUguideUpdateBodySchema>;
