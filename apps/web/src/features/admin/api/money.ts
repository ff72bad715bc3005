import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Adjustment,
  AdjustmentBody,
  ApproveTopupBody,
  LedgerAccount,
  LedgerEntries,
  LedgerSummary,
} from '@portal/contracts/admin-money';
import type { Topup } from '@portal/contracts/topups';
import { adminGet, adminList, adminSend, queryString } from './admin-client';

export const topupsQuery = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'topups', status],
    queryFn: ({ signal }) => adminGet<Topup[]>(`/wallet-topups${queryString({ status })}`, signal),
    staleTime: 10_000,
  });

export const approveTopup = (id: string, body: ApproveTopupBody, idempotencyKey: string) =>
  adminSend<Topup>('POST', `/wallet-topups/${encodeURIComponent(id)}/approve`, body, idempotencyKey);

export const rejectTopup = (id: string, reason: string) =>
  adminSend<Topup>('POST', `/wallet-topups/${encodeURIComponent(id)}/reject`, { reason });

export const adjustWallet = (body: AdjustmentBody, idempotencyKey: string) =>
  adminSend<Adjustment>('POST', '/wallet-adjustments', body, idempotencyKey);

export interface LedgerFilters {
  kind?: 'wallet' | 'system' | undefined;
  currency?: string | undefined;
  q?: string | undefined;
  page: number;
}

export const ledgerAccountsQuery = (filters: LedgerFilters) =>
  queryOptions({
    queryKey: ['admin', 'ledger', 'accounts', filters],
    queryFn: ({ signal }) =>
      adminList<LedgerAccount>(`/ledger/accounts${queryString({ ...filters, per_page: 25 })}`, signal),
    placeholderData: keepPreviousData,
  });

export const ledgerEntriesQuery = (id: string, period: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: ['admin', 'ledger', 'entries', id, period],
    queryFn: ({ signal }) =>
      adminGet<LedgerEntries>(`/ledger/accounts/${encodeURIComponent(id)}/entries${queryString(period)}`, signal),
    placeholderData: keepPreviousData,
  });

export const ledgerSummaryQuery = queryOptions({
  queryKey: ['admin', 'ledger', 'summary'],
  queryFn: ({ signal }) => adminGet<LedgerSummary>('/ledger/summary', signal),
});
