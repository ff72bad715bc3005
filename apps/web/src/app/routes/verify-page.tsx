import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parsePath } from '@portal/contracts/routes';
import { serviceName } from '@portal/contracts/services';
import { Alert } from '../../components/ui/alert';
import { useDocumentTitle } from '../../components/ui/page-heading';
import { Placeholder } from '../../components/ui/placeholder';
import { getVerification } from '../../kit/documents/api';
import { ApiError } from '../../lib/api-client';
import { formatCalendarDate, formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';

/**
 * `/verify/{code}`, what a document's QR code opens (decision 137): to anyone, whether the document is valid, its
 * reference and dates, and nothing personal (no names, no passports, no prices).
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const code = parsePath('verify', location.pathname)?.code ?? '';
  const title = t('documents.verify_title');
  useDocumentTitle(title);
  const check = useQuery({
    queryKey: ['verify', code],
    queryFn: ({ signal }) => getVerification(code, signal),
    retry: false,
  });
  const data = check.data;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
      {check.isPending ? (
        <Placeholder height="12rem" />
      ) : check.isError ? (
        <Alert tone="error">
          <p data-testid="verify-result">
            {check.error instanceof ApiError && check.error.status === 404
              ? t('documents.verify_unknown')
              : errorMessage(check.error, t)}
          </p>
        </Alert>
      ) : data ? (
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p
            data-testid="verify-result"
            className={`text-xl font-semibold ${data.valid ? 'text-emerald-700' : 'text-red-700'}`}
          >
            {data.valid ? t('documents.verify_valid') : t('documents.verify_invalid')}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('documents.verify_reference')}</dt>
            <dd>
              <bdi dir="ltr" className="font-mono font-semibold">
                {data.reference}
              </bdi>
            </dd>
            <dt className="text-slate-600">{t('documents.verify_service')}</dt>
            <dd>{data.service ? serviceName(data.service, lang) : t(`documents.kind_${data.kind}`)}</dd>
            <dt className="text-slate-600">{t('documents.verify_status')}</dt>
            <dd>{t(`documents.status.${data.status}` as never)}</dd>
            <dt className="text-slate-600">{t('documents.verify_issued')}</dt>
            <dd>{formatDateTime(data.issued_at, lang)}</dd>
            {data.starts_on ? (
              <>
                <dt className="text-slate-600">{t('documents.verify_dates')}</dt>
                <dd>
                  {formatCalendarDate(data.starts_on, lang)}
                  {data.ends_on && data.ends_on !== data.starts_on
                    ? ` – ${formatCalendarDate(data.ends_on, lang)}`
                    : ''}
                </dd>
              </>
            ) : null}
          </dl>
          <p className="mt-4 text-xs text-slate-600">{t('documents.verify_private')}</p>
        </div>
      ) : null}
    </div>
  );
}
