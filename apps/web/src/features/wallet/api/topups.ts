import { queryOptions } from '@tanstack/react-query';
import type { Topup, TopupBody, TopupMethod, TopupQuote } from '@portal/contracts/topups';
import { apiGet, apiPost } from '../../../lib/api-client';

export interface TopupQuoteInput {
  currency: string;
  amount: string;
  method: TopupMethod;
}

export function quoteTopup(input: TopupQuoteInput, signal?: AbortSignal): Promise<TopupQuote> {
  return apiPost<TopupQuote>('/wallet-topups/quote', input, { signal });
}

/** Files a top-up request; the key makes a double click or a retry file it once. */
export function requestTopup(body: TopupBody, idempotencyKey: string): Promise<Topup> {
  return apiPost<Topup>('/wallet-topups', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function cancelTopup(id: string): Promise<Topup> {
  return apiPost<Topup>(`/wallet-topups/${encodeURIComponent(id)}/cancel`, undefined);
}

export const topupsQuery = queryOptions({
  queryKey: ['wallet-topups'],
  queryFn: ({ signal }) => apiGet<Topup[]>('/wallet-topups', signal),
  staleTime: 15_000,
});

export const topupQuoteQuery = (input: TopupQuoteInput | null) =>
  queryOptions({
    queryKey: ['wallet-topups', 'quote', input],
    queryFn: ({ signal }) => quoteTopup(input!, signal),
    enabled: input !== null,
    staleTime: 60_000,
    retry: false,
  });
