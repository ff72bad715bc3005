import { useQueries } from '@tanstack/react-query';
import type { BookingOf } from '@portal/contracts/bookings';
import type { Airport, Carrier } from '@portal/contracts/flights';
import { apiGet } from '../../../lib/api-client';

export interface FlightPlaces {
  airport: (code: string) => Airport | undefined;
  carrier: (code: string) => Carrier | undefined;
}

function codesOf(booking: BookingOf<'flight'>): string[] {
  const codes = new Set<string>();
  for (const slice of booking.details.offer.slices) {
    for (const segment of slice.segments) {
      codes.add(segment.origin);
      codes.add(segment.destination);
    }
  }
  return [...codes];
}

/**
 * Airport and airline names for a flight booking. The booking's own dictionaries come first; when the answer
 * has none, each airport is looked up by its code (the airports endpoint matches codes exactly), so the
 * itinerary shows city names rather than bare codes.
 */
export function useFlightPlaces(booking: BookingOf<'flight'>): FlightPlaces {
  const dictionaries = booking.details.dictionaries;
  const missing = dictionaries ? [] : codesOf(booking);
  const lookups = useQueries({
    queries: missing.map((code) => ({
      queryKey: ['airport', code],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiGet<Airport[]>(`/airports?${new URLSearchParams({ q: code, limit: '8' })}`, signal)).find(
          (a) => a.code === code,
        ) ?? null,
      staleTime: 60 * 60_000,
    })),
  });
  const found = new Map<string, Airport>();
  for (const result of lookups) if (result.data) found.set(result.data.code, result.data);
  return {
    airport: (code) => dictionaries?.airports[code] ?? found.get(code),
    carrier: (code) => dictionaries?.carriers[code],
  };
}
