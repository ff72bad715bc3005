import type { TFunction } from 'i18next';
import { SERVICES } from '@portal/contracts/bookings';

/** A service code of the report in the interface language (an unknown future code as it is). */
export function serviceName(service: string, t: TFunction): string {
  const known = SERVICES.find((s) => s === service);
  return known ? t(`reports.services.${known}`) : service;
}
