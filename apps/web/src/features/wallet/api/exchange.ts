import type { ExchangeBody, ExchangeQuote, ExchangeResult } from '@portal/contracts/wallets';
import { apiPost } from '../../../lib/api-client';

export function quoteExchange(body: ExchangeBody): Promise<ExchangeQuote> {
  return apiPost<ExchangeQuote>('/wallet-exchanges/quote', body);
}

export function exchange(body: ExchangeBody, idempotencyKey: string): Promise<ExchangeResult> {
  return apiPost<ExchangeResult>('/wallet-exchanges', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
