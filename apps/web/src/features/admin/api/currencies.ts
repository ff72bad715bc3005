import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCurrency,
  CreateCurrencyBody,
  RateHistoryEntry,
  UpdateCurrencyBody,
} from '@portal/contracts/admin-content';
import { adminGet, adminSend } from './admin-client';

export const adminCurrenciesQuery = queryOptions({
  queryKey: ['admin', 'currencies'],
  queryFn: ({ signal }) => adminGet<AdminCurrency[]>('/currencies', signal),
});

export const rateHistoryQuery = (code: string) =>
  queryOptions({
    queryKey: ['admin', 'currencies', code, 'rates'],
    queryFn: ({ signal }) => adminGet<RateHistoryEntry[]>(`/currencies/${encodeURIComponent(code)}/rates`, signal),
  });

export const createCurrency = (body: CreateCurrencyBody) => adminSend<AdminCurrency>('POST', '/currencies', body);
export const updateCurrency = (code: string, body: UpdateCurrencyBody) =>
  adminSend<AdminCurrency>('PATCH', `/currencies/${encodeURIComponent(code)}`, body);
