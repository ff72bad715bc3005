/*
 * Travel insurance's vocabulary without zod (issue 19): zones, insurers, plan kinds, cover items and how a
 * destination (an ISO country or a zone slug) falls into a pricing zone. The home page's form and the API use it.
 */
import { isIsoCountryCode } from './country-codes.js';

/**
 * The pricing zones, cheapest region first. A plan covers the zones its zone factors name; `worldwide` is the
 * whole world including the USA and Canada, `worldwide-no-usa` the rest of the world outside the other zones.
 */
export const INSURANCE_ZONES = ['middle-east', 'schengen', 'europe', 'worldwide-no-usa', 'worldwide'] as const;
export type InsuranceZone = (typeof INSURANCE_ZONES)[number];

/** The zone slugs a search's `destination` may name instead of a country (issue 19). */
export const DESTINATION_ZONES = ['schengen', 'worldwide', 'worldwide-no-usa', 'middle-east'] as const;
export type DestinationZone = (typeof DESTINATION_ZONES)[number];

/** The 29 states of the Schengen area (Bulgaria and Romania since 2025). */
export const SCHENGEN_STATES =
  `AT BE BG CH CZ DE DK EE ES FI FR GR HR HU IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK`.split(' ');
/** Europe outside Schengen as insurers price it (Turkey and the Caucasus included). */
const EUROPE = `AD AL AM AZ BA BY CY GB GE IE MC MD ME MK RS SM TR UA VA`.split(' ');
/** The Middle East, pilgrimages' region. */
const MIDDLE_EAST = `AE BH EG IQ IR JO KW LB OM PS QA SA SY YE`.split(' ');
/** Where only `worldwide` cover (with the USA) applies. */
const NORTH_AMERICA = ['US', 'CA'];

/** The pricing zone of a country. */
export function zoneOfCountry(country: string): InsuranceZone {
  if (SCHENGEN_STATES.includes(country)) return 'schengen';
  if (EUROPE.includes(country)) return 'europe';
  if (MIDDLE_EAST.includes(country)) return 'middle-east';
  if (NORTH_AMERICA.includes(country)) return 'worldwide';
  return 'worldwide-no-usa';
}

/** A search's destination: a zone slug or an assigned ISO country code; null when it is neither. */
export function resolveDestination(value: string): { zone: InsuranceZone; country: string | null } | null {
  const v = value.trim();
  if ((DESTINATION_ZONES as readonly string[]).includes(v.toLowerCase()))
    return { zone: v.toLowerCase() as InsuranceZone, country: null };
  const code = v.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && isIsoCountryCode(code)) return { zone: zoneOfCountry(code), country: code };
  return null;
}

export const PLAN_KINDS = ['schengen', 'worldwide', 'worldwide_no_usa', 'regional', 'pilgrimage', 'student'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const COVER_LEVELS = ['basic', 'standard', 'premium'] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

/** What a plan's coverage table lists; the web app names each item. */
export const COVER_ITEMS = [
  'medical',
  'hospitalisation',
  'emergency_evacuation',
  'repatriation',
  'dental',
  'covid',
  'trip_cancellation',
  'trip_interruption',
  'baggage_loss',
  'baggage_delay',
  'flight_delay',
  'passport_loss',
  'personal_liability',
  'accident',
  'legal_assistance',
  'study_interruption',
  'family_visit',
  'assistance_24h',
] as const;
export type CoverItem = (typeof COVER_ITEMS)[number];

/** The insurers whose plans the portal sells (the back office chooses among them). */
export const INSURERS = {
  dijla: { ar: 'دجلة للتأمين', en: 'Dijla Insurance', de: 'Dijla Versicherung' },
  babylon: { ar: 'بابل للتأمين', en: 'Babylon Assurance', de: 'Babylon Assurance' },
  euroassist: { ar: 'يورو أسيست للسفر', en: 'EuroAssist Travel', de: 'EuroAssist Reiseschutz' },
  takaful: { ar: 'الخليج للتكافل', en: 'Gulf Takaful', de: 'Gulf Takaful' },
  furat: { ar: 'الفرات للتأمين', en: 'Al-Furat Insurance', de: 'Al-Furat Versicherung' },
} as const;
export type InsurerCode = keyof typeof INSURERS;
export const INSURER_CODES = Object.keys(INSURERS) as [InsurerCode, ...InsurerCode[]];

export const INSURANCE_SORTS = ['price', 'cover'] as const;
export const INSURANCE_PAGE_SIZE = 10;
/** Travellers on one policy. */
export const MAX_INSURED = 9;
/** Duration bounds of a search (days), and how far ahead a cover may start. */
export const MAX_DURATION = 365;
export const MAX_DAYS_AHEAD = 365;

/** Why no plan applies to a search (the results page says it). */
export const NONE_REASONS = ['home_country', 'destination', 'age', 'duration', 'filters'] as const;
export type NoneReason = (typeof NONE_REASONS)[number];

/** Whole years of age on `on` for someone born on `birth` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
