import { queryOptions } from '@tanstack/react-query';
import type { Dictionaries, FlightSearchResult, Price, PricedOffer } from '@portal/contracts/flights';
import { apiGet } from '../../../lib/api-client';

/** `GET /flight-searches/:sessionId/offers/:offerId`: the offer priced again now, and what the search showed. */
export interface PricedOfferAnswer {
  offer: PricedOffer;
  dictionaries: Dictionaries;
  query: FlightSearchResult['query'];
  expires_at: string;
  searched_totals: Record<string, Price>;
}

export function getOffer(sessionId: string, offerId: string, signal?: AbortSignal): Promise<PricedOfferAnswer> {
  return apiGet<PricedOfferAnswer>(
    `/flight-searches/${encodeURIComponent(sessionId)}/offers/${encodeURIComponent(offerId)}`,
    signal,
  );
}

export function offerQuery(sessionId: string, offerId: string) {
  return queryOptions({
    queryKey: ['flight-offer', sessionId, offerId],
    queryFn: ({ signal }) => getOffer(sessionId, offerId, signal),
    // Priced once per visit of the booking page; the booking itself prices it again.
    staleTime: Infinity,
    gcTime: 0,
  });
}
