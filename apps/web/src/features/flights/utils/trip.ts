import type { Offer, TripType } from '@portal/contracts/flights';

/** The trip type of a booked offer (bookings do not keep the search): what its journeys look like. */
export function tripOf(offer: Pick<Offer, 'slices' | 'open_return'>): TripType {
  const [first, second] = offer.slices;
  if (offer.open_return) return 'roundopen';
  if (
    offer.slices.length === 2 &&
    first &&
    second &&
    first.origin === second.destination &&
    first.destination === second.origin
  )
    return 'round';
  return offer.slices.length > 1 ? 'multi' : 'oneway';
}
