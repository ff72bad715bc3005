import type { RouteName } from '@portal/contracts/routes';
import { SERVICES, serviceRoutes, type Service } from '@portal/contracts/services';

/**
 * The service routes of the route table with the service each belongs to (the registry's `routes`), and the
 * confirmation every service shares (`booking.success`, no one service's).
 */
export const SERVICE_SCREENS = Object.fromEntries([
  ...SERVICES.flatMap((service) => serviceRoutes(service).map((route) => [route, { service }] as const)),
  ['booking.success', { service: null }],
]) as Partial<Record<RouteName, { service: Service | null }>>;

export type ServiceRouteName = RouteName;
export const SERVICE_ROUTE_NAMES = Object.keys(SERVICE_SCREENS) as RouteName[];
