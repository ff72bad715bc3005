import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { IconDownload } from '../../../components/ui/icons';
import { FieldsOnIntent } from '../../../components/ui/lazy-field';
import { Placeholder } from '../../../components/ui/placeholder';
import { PrintDocument } from '../../../components/ui/print-document';
import { addDaysIso, todayInBaghdad } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useLang } from '../../../lib/i18n';
import { meQuery } from '../../../lib/me';
import { downloadStatementPdf } from '../../../kit/documents/api';
import { downloadStatementCsv, statementQuery } from '../api/statement';
import { StatementDocument } from './statement-document';
import { StatementTable } from './statement-table';

/** One wallet's statement between two dates, as a table, a CSV download and a printable PDF. */
export function WalletStatement({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = todayInBaghdad();
  const [period, setPeriod] = useState({ from: addDaysIso(today, -30), to: today });
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [printing, setPrinting] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const filter = { currency, ...period };
  const statement = useQuery(statementQuery(filter));
  const me = useQuery(meQuery);
  const datesWrong = Boolean(from && to && from > to);

  function handleShow(event: FormEvent) {
    event.preventDefault();
    if (!from || !to || datesWrong) return;
    setPeriod({ from, to });
  }

  async function handleDownload(format: 'csv' | 'pdf') {
    setDownloadError(null);
    setDownloading(true);
    try {
      if (format === 'pdf') await downloadStatementPdf(filter, lang);
      else await downloadStatementCsv(filter);
    } catch (error) {
      setDownloadError(errorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-4">
      <FieldsOnIntent>
        <form onSubmit={handleShow} className="flex flex-wrap items-end gap-4">
          <DateField label={t('my_wallet.statement.from')} value={from} max={to || undefined} onChange={setFrom} />
          <DateField
            label={t('my_wallet.statement.to')}
            value={to}
            min={from || undefined}
            error={datesWrong ? t('bookings.filters.dates_wrong') : undefined}
            onChange={setTo}
          />
          <Button type="submit" variant="secondary">
            {t('my_wallet.statement.show')}
          </Button>
        </form>
      </FieldsOnIntent>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => void handleDownload('csv')}
          disabled={downloading || !statement.data}
        >
          <IconDownload />
          {t('my_wallet.statement.csv')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void handleDownload('pdf')}
          disabled={downloading || !statement.data}
        >
          <IconDownload />
          {t('my_wallet.statement.pdf')}
        </Button>
        <Button variant="secondary" onClick={() => setPrinting(true)} disabled={!statement.data || printing}>
          {t('my_wallet.statement.print')}
        </Button>
      </div>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {statement.isPending ? (
        <div aria-busy="true">
          <p className="sr-only">{t('common.loading')}</p>
          <Placeholder height="8rem" width="100%" className="rounded-xl" />
        </div>
      ) : statement.isError ? (
        <Alert tone="error">{errorMessage(statement.error, t)}</Alert>
      ) : (
        <div
          className={`overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${statement.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <StatementTable statement={statement.data} />
          {statement.data.entries.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-700">{t('my_wallet.statement.empty')}</p>
          ) : null}
        </div>
      )}
      {printing && statement.data ? (
        <PrintDocument
          lang={lang}
          title={t('my_wallet.statement.file_title', { currency, from: period.from, to: period.to })}
          onDone={() => setPrinting(false)}
        >
          <StatementDocument statement={statement.data} accountName={me.data?.account.name} />
        </PrintDocument>
      ) : null}
    </div>
  );
}
