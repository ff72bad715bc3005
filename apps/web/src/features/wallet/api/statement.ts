import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Statement } from '@portal/contracts/topups';
import { apiGet } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';

export interface StatementFilter {
  currency: string;
  from: string;
  to: string;
}

function statementPath(filter: StatementFilter, format?: 'csv'): string {
  const params = new URLSearchParams({ currency: filter.currency, from: filter.from, to: filter.to });
  if (format) params.set('format', format);
  return `/wallet-statement?${params}`;
}

export const statementQuery = (filter: StatementFilter) =>
  queryOptions({
    queryKey: ['wallet-statement', filter],
    queryFn: ({ signal }) => apiGet<Statement>(statementPath(filter), signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The same statement as CSV, downloaded with the user's token (a plain link could not send it). */
export function downloadStatementCsv(filter: StatementFilter): Promise<void> {
  return downloadApiFile(statementPath(filter, 'csv'), `statement-${filter.currency}-${filter.from}-${filter.to}.csv`);
}
