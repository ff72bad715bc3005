import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Report } from '@portal/contracts/reports';
import { apiGet } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';

export interface ReportPeriod {
  from: string;
  to: string;
}

function reportPath(period: ReportPeriod, format?: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  if (format) params.set('format', format);
  return `/reports?${params}`;
}

export const reportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['reports', period],
    queryFn: ({ signal }) => apiGet<Report>(reportPath(period), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The report as a CSV or XLSX file (summary and every booking line), in the interface language. */
export function downloadReport(period: ReportPeriod, format: 'csv' | 'xlsx'): Promise<void> {
  return downloadApiFile(reportPath(period, format), `report-${period.from}-${period.to}.${format}`);
}
