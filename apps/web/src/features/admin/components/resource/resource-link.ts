import type { AnyRouter, LinkOptions } from '@tanstack/react-router';

/** Where a record's own screen is: `(id) => linkOptions({ to: '/admin/inventory/hotels/$hotelId', params: … })`. */
export type ResourceLink = LinkOptions<AnyRouter, string, string>;

/** The id a resource's screen takes for a record not yet saved (`…/hotels/new`). */
export const NEW_ID = 'new';
