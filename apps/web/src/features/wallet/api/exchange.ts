import type { ExchangeBody, ExchangeConfirmBody, ExchangeQuote, ExchangeResult } from '@portal/contracts/wallets';
import { apiPost } from '../../../lib/api-client';

export function quoteExchange(body: ExchangeBody): Promise<ExchangeQuote> {
  return apiPost<ExchangeQuote>('/wallet-exchanges/quote', body);
}

/** Confirms the exchange of the quote the user saw (`accepted_credit`); a moved rate answers 409 rate_changed. */
export function exchange(body: ExchangeConfirmBody, idempotencyKey: string): Promise<ExchangeResult> {
  return apiPost<ExchangeResult>('/wallet-exchanges', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
