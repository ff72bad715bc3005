import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isClosedStatus, type Application, type ResubmitBody } from '@portal/contracts/applications';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FileField } from '../../components/ui/file-field';
import { TextAreaField } from '../../components/ui/text-field';
import { apiGet, apiPost } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { downloadApiFile } from '../../lib/download';
import { errorMessage } from '../../lib/error-message';
import { useLang } from '../../lib/i18n';
import { IdempotencyKeys } from '../../lib/idempotency';
import { uploadDocument } from './upload-document';

export function applicationQuery(bookingId: string) {
  return {
    queryKey: ['application', bookingId],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<Application>(`/applications/${bookingId}`, signal),
    staleTime: 30_000,
  };
}

async function uploadPaper(file: File) {
  return (await uploadDocument(file)).id;
}

/**
 * An application as its applicant follows it (decision 080): the status and when a decision is due, the history
 * with who and when, the papers staff asked for (uploaded and sent here), and every file to download — the
 * applicant's own and the issued ones. `paperLabel` names a service's papers.
 */
export function ApplicationPanel({
  bookingId,
  paperLabel,
}: {
  bookingId: string;
  paperLabel: (paper: string) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const app = useQuery(applicationQuery(bookingId));
  if (app.isPending) return <p className="text-sm text-slate-600">…</p>;
  if (app.isError) return <Alert tone="error">{errorMessage(app.error, t)}</Alert>;
  const a = app.data;
  const issued = a.documents.filter((d) => d.kind === 'issued');
  const own = a.documents.filter((d) => d.kind === 'applicant');
  return (
    <section aria-labelledby="application-title" className="space-y-4">
      <h3 id="application-title" className="text-lg font-semibold text-slate-900">
        {t('applications.title')}
      </h3>
      <p>
        <span className="text-slate-600">{t('applications.status')}: </span>
        <strong data-testid="application-status">{t(`applications.statuses.${a.status}`)}</strong>
        {!isClosedStatus(a.status) ? (
          <span className="block text-sm text-slate-600">
            {t('applications.due', { date: formatDateTime(a.due_at, lang, { dateStyle: 'medium' }) })}
          </span>
        ) : null}
      </p>
      {issued.length > 0 ? (
        <div className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
          <p className="mb-2 font-semibold text-emerald-900">{t('applications.issued')}</p>
          <ul className="space-y-2">
            {issued.map((d, i) => (
              <li key={d.id}>
                <Button
                  variant="primary"
                  onClick={() => void downloadApiFile(`/applications/${bookingId}/files/${d.id}`, `${d.id}`)}
                >
                  {t('applications.download')} {issued.length > 1 ? i + 1 : ''}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {a.requested.length > 0 ? <Resubmit application={a} paperLabel={paperLabel} /> : null}
      <div>
        <p className="mb-2 font-semibold text-slate-900">{t('applications.timeline')}</p>
        <ol className="space-y-2 border-s-2 border-slate-200 ps-4">
          {a.timeline.map((e, i) => (
            <li key={i} className="text-sm">
              <p className="font-medium text-slate-900">{t(`applications.statuses.${e.status}`)}</p>
              <p className="text-slate-600">
                {formatDateTime(e.at, lang)}
                {e.by ? ` · ${e.by.staff ? t('applications.by_staff', { name: e.by.name }) : e.by.name}` : ''}
              </p>
              {e.note ? <p className="text-slate-800">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <p className="mb-2 font-semibold text-slate-900">{t('applications.files')}</p>
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {own.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                className="text-teal-800 underline"
                onClick={() => void downloadApiFile(`/applications/${bookingId}/files/${d.id}`, d.id)}
              >
                {t('applications.traveller', { number: (d.traveller_index ?? 0) + 1 })}:{' '}
                {d.paper ? paperLabel(d.paper) : ''}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Resubmit({ application, paperLabel }: { application: Application; paperLabel: (paper: string) => string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [note, setNote] = useState('');
  const [keys] = useState(() => new IdempotencyKeys());
  const key = (p: { traveller_index: number; paper: string }) => `${p.traveller_index}:${p.paper}`;
  const send = useMutation({
    mutationFn: async () => {
      const documents: ResubmitBody['documents'] = [];
      for (const p of application.requested) {
        const file = files[key(p)];
        if (!file) throw new Error(t('applications.requested'));
        documents.push({ ...p, upload_id: await uploadPaper(file) });
      }
      const body = { documents, note };
      return apiPost<Application>(`/applications/${application.booking_id}/resubmit`, body, {
        headers: { 'Idempotency-Key': keys.keyFor(body) },
      });
    },
    onSuccess: (next) => client.setQueryData(['application', application.booking_id], next),
  });
  return (
    <form
      className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
    >
      <p className="font-semibold text-amber-900">{t('applications.requested')}</p>
      {application.requested.map((p) => (
        <FileField
          key={key(p)}
          label={`${t('applications.traveller', { number: p.traveller_index + 1 })}: ${paperLabel(p.paper)}`}
          file={files[key(p)] ?? null}
          onChange={(file) => setFiles((f) => ({ ...f, [key(p)]: file }))}
          accept="image/jpeg,image/png,application/pdf"
        />
      ))}
      <TextAreaField label={t('applications.note')} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      {send.isError ? <Alert tone="error">{errorMessage(send.error, t)}</Alert> : null}
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {t('applications.send')}
      </Button>
    </form>
  );
}
