/**
 * The services' modules for the home page's first screen, which fetches them (a chunk of their own, with no app
 * code) when a service's tab is first opened; the app imports `service-modules.ts` itself.
 */
export { SERVICE_MODULES } from './service-modules';
