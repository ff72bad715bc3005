import { CONFERENCE_COUNTRIES, CONFERENCE_SPECIALTIES } from '@portal/contracts/conference-constants';
import type { MessageKey } from '@portal/contracts/messages';
import { buildPath } from '@portal/contracts/routes';

/** What the conference search form holds: a specialty slug and a country code, '' for any. */
export interface ConferenceSearchValues {
  specialty: string;
  country: string;
}

/** The form's problems by field (the API's words), none when it can be searched. */
export function validateConferenceSearch(v: ConferenceSearchValues): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (v.specialty && !CONFERENCE_SPECIALTIES.some((s) => s.slug === v.specialty))
    problems.specialty = 'unknown_specialty';
  if (v.country && !CONFERENCE_COUNTRIES.some((c) => c.code === v.country.toUpperCase()))
    problems.country = 'unknown_conference_country';
  return problems;
}

export function conferenceSearchPath(v: ConferenceSearchValues): string {
  return buildPath('conference.search', {
    specialty: v.specialty || null,
    country: v.country ? v.country.toLowerCase() : null,
  });
}
