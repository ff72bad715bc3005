import { conferenceSpecialty } from '@portal/contracts/conference-constants';
import { CRUISE_REGIONS } from '@portal/contracts/cruise-constants';
import { DEPARTURE_SERVICES, type DepartureServiceCode } from '@portal/contracts/departure-constants';
import type { Lang } from '@portal/contracts/i18n';
import { isLiveService } from '@portal/contracts/services';
import { useLang } from '../../../../lib/i18n';
import { useAdminText, type AdminKey } from '../../i18n';
import { adminEn } from '../../locales/en';

/** The departures services the back office shows: those of `DEPARTURE_SERVICES` that are live, in their order. */
export const departureServices = (): DepartureServiceCode[] => DEPARTURE_SERVICES.filter((s) => isLiveService(s));

export function isDepartureService(value: string): value is DepartureServiceCode {
  return (DEPARTURE_SERVICES as readonly string[]).includes(value);
}

/**
 * The name of a code a departures service stores (a kind, a category, an option, a traveller type): the back
 * office's words for those it knows, a cruise region's or a conference specialty's name, else the code itself.
 */
export function useDepartureCode(): (code: string) => string {
  const { t } = useAdminText();
  const lang = useLang();
  return (code) => {
    if (Object.hasOwn(adminEn.departures.codes, code)) return t(`departures.codes.${code}` as AdminKey);
    const region = CRUISE_REGIONS.find((r) => r.slug === code);
    if (region) return region.name[lang as Lang];
    return conferenceSpecialty(code)?.name[lang as Lang] ?? code;
  };
}
