import { useTranslation } from 'react-i18next';
import type { Statement } from '@portal/contracts/topups';
import { DocumentVerifyMark } from '../../../kit/documents/document-verify';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { StatementTable } from './statement-table';

export interface StatementDocumentProps {
  statement: Statement;
  accountName: string | undefined;
}

/** The statement laid out for A4 paper, for "Download PDF" through the browser's print dialog. */
export function StatementDocument({ statement, accountName }: StatementDocumentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <article className="mx-auto max-w-[186mm] space-y-4 text-sm">
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-3">
        <div>
          <p className="text-xl font-semibold">{t('brand.name')}</p>
          {accountName ? <p className="text-slate-700">{accountName}</p> : null}
        </div>
        <div className="text-end">
          <h1 className="text-lg font-semibold">
            {t('my_wallet.statement.document_title', { currency: statement.currency })}
          </h1>
          <p className="text-slate-700">
            {t('my_wallet.statement.period', {
              from: formatCalendarDate(statement.from, lang),
              to: formatCalendarDate(statement.to, lang),
            })}
          </p>
        </div>
      </header>
      <StatementTable statement={statement} variant="print" />
      <footer className="border-t border-slate-300 pt-2 text-xs text-slate-600">
        {t('my_wallet.statement.printed', { date: formatDateTime(new Date().toISOString(), lang) })}
        <DocumentVerifyMark />
      </footer>
    </article>
  );
}
