import { useCallback } from 'react';
import { serviceName, type Service } from '@portal/contracts/services';
import { useLang } from './i18n';

/** The home page's default search tab (spec section 9). */
export const DEFAULT_SERVICE: Service = 'flight';

/** A service's one name (the service registry's) in the interface language. */
export function useServiceName(): (code: string) => string {
  const lang = useLang();
  return useCallback((code: string) => serviceName(code, lang), [lang]);
}
