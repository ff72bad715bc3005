import type { Service } from './services.js';

/*
 * The departures services' codes, without zod: My Bookings' tabs and the back office use them without the
 * schemas of `departures.ts` (decision 148), which re-exports them.
 */

/**
 * The services sold on the departures model, in the registry's order: what the back office's departures screens
 * switch between (those of them that are live). A new departures service adds its code here.
 */
export const DEPARTURE_SERVICES = ['package', 'cruise', 'conference'] as const satisfies readonly Service[];
export type DepartureServiceCode = (typeof DEPARTURE_SERVICES)[number];
