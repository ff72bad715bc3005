import { useTranslation } from 'react-i18next';
import type { Service } from '@portal/contracts/services';
import { useServiceName } from '../../../lib/services';

export type ServiceTextPart = 'title' | 'empty';

/**
 * A service's text on its tab of My Bookings: its own where the dictionary has one (`bookings.service.<code>`),
 * else the shared one with the service's name, so that a new service needs no text here.
 */
export function useServiceText(service: Service): (part: ServiceTextPart) => string {
  const { t, i18n } = useTranslation();
  const name = useServiceName();
  return (part) => {
    const own = `bookings.service.${service}.${part}`;
    return i18n.exists(own) ? t(own as never) : t(`bookings.any_service.${part}`, { service: name(service) });
  };
}
