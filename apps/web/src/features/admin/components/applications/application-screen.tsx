import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import {
  isIssuingMove,
  isRefusingMove,
  type AdminApplication,
  type ApplicationDecisionBody,
  type ApplicationStatus,
  type PLAIN_MOVES,
} from '@portal/contracts/applications';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FileField } from '../../../../components/ui/file-field';
import { TextAreaField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { downloadApiFile } from '../../../../lib/download';
import { useLang } from '../../../../lib/i18n';
import { applicationFilePath, applicationQuery, decideApplication } from '../../api/applications';
import { uploadBookingFile } from '../../api/bookings';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { PrivateImage } from '../money/receipt-image';

/**
 * One application on the desk: its travellers and their papers shown inline, the history, and the decisions its
 * pipeline allows from its status (review, request documents, approve, refuse with a reason, issue with a file).
 */
export function ApplicationScreen() {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const { bookingId } = useParams({ strict: false }) as { bookingId: string };
  const app = useQuery(applicationQuery(bookingId));
  if (app.isPending) return <p>{t('common.loading')}</p>;
  if (app.isError) return <Alert tone="error">{errorText(app.error)}</Alert>;
  return <ApplicationView application={app.data} />;
}

function ApplicationView({ application: a }: { application: AdminApplication }) {
  const { t } = useAdminText();
  const lang = useLang();
  const paper = (code: string) => t(`applications.papers.${code}` as 'applications.papers.passport');
  return (
    <div className="space-y-6">
      <Link to="/admin/applications" className="text-sm text-brand-800 underline">
        {t('applications.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          <span className="font-mono">{a.reference}</span> · <bdi>{a.title}</bdi>
        </h1>
        <p className="text-slate-700">
          <bdi>{a.account.name}</bdi> · {t('applications.status')}:{' '}
          <strong data-testid="desk-application-status">{t(`applications.statuses.${a.status}`)}</strong> ·{' '}
          {t('applications.due', { date: formatDateTime(a.due_at, lang, { dateStyle: 'medium' }) })}
        </p>
      </div>
      <section className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">{t('applications.documents')}</h2>
        {a.travellers.map((traveller, i) => (
          <div key={i} className="space-y-2">
            <p className="font-semibold">
              {i + 1}. <bdi dir="ltr">{traveller.name}</bdi>
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {a.documents
                .filter((d) => d.kind === 'applicant' && d.traveller_index === i)
                .map((d) => (
                  <li key={d.id} className="space-y-1 rounded-xl bg-slate-50 p-3">
                    <p className="text-sm font-medium">{d.paper ? paper(d.paper) : ''}</p>
                    {d.content_type.startsWith('image/') ? (
                      <PrivateImage
                        path={applicationFilePath(a.booking_id, d.id)}
                        alt={d.paper ?? ''}
                        buttonLabel={t('applications.show')}
                      />
                    ) : (
                      <Button
                        variant="secondary"
                        onClick={() => void downloadApiFile(applicationFilePath(a.booking_id, d.id), `${d.id}.pdf`)}
                      >
                        {t('applications.download_pdf')}
                      </Button>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))}
        {a.documents.some((d) => d.kind === 'issued') ? (
          <p className="text-sm text-emerald-800">
            {t('applications.issued_files', { count: a.documents.filter((d) => d.kind === 'issued').length })}
          </p>
        ) : null}
      </section>
      {a.moves.length > 0 ? <Decisions application={a} paper={paper} /> : null}
      <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('applications.history')}</h2>
        <ol className="space-y-2 text-sm">
          {a.timeline.map((e, i) => (
            <li key={i}>
              <strong>{t(`applications.statuses.${e.status}`)}</strong> · {formatDateTime(e.at, lang)}
              {e.by ? (
                <>
                  {' '}
                  · <bdi>{e.by.name}</bdi>
                </>
              ) : null}
              {e.note ? <p className="text-slate-700">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Decisions({ application: a, paper }: { application: AdminApplication; paper: (code: string) => string }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [move, setMove] = useState<ApplicationStatus>(a.moves[0]!);
  const [note, setNote] = useState('');
  const [papers, setPapers] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const decide = useMutation({
    mutationFn: async () => {
      let body: ApplicationDecisionBody;
      if (move === 'documents_requested')
        body = {
          status: move,
          note,
          papers: papers.map((k) => {
            const [i, p] = k.split(':') as [string, string];
            return { traveller_index: Number(i), paper: p };
          }),
        };
      else if (isIssuingMove(move)) {
        if (!file) throw new Error(t('applications.file_required'));
        const uploaded = await uploadBookingFile(a.booking_id, file);
        body = { status: move, note, file_ids: [uploaded.id] };
      } else if (isRefusingMove(move)) body = { status: move, note };
      else body = { status: move as (typeof PLAIN_MOVES)[number], note };
      return decideApplication(a.booking_id, body);
    },
    onSuccess: (next) => {
      client.setQueryData(applicationQuery(a.booking_id).queryKey, next);
      void client.invalidateQueries({ queryKey: ['admin', 'applications', 'queue'] });
      setNote('');
      setFile(null);
      setPapers([]);
      setMove(next.moves[0] ?? 'in_review');
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    decide.mutate();
  }
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-label={t('applications.decide')}
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('applications.decide')}</h2>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{t('applications.decide')}</legend>
        {a.moves.map((m) => (
          <label key={m} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
            <input type="radio" name="move" value={m} checked={move === m} onChange={() => setMove(m)} />
            {t(`applications.moves.${m}` as 'applications.moves.approved')}
          </label>
        ))}
      </fieldset>
      {move === 'documents_requested' ? (
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('applications.which_papers')}</legend>
          {a.travellers.map((traveller, i) =>
            traveller.papers.map((p) => (
              <label key={`${i}:${p}`} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={papers.includes(`${i}:${p}`)}
                  onChange={(e) =>
                    setPapers((list) =>
                      e.target.checked ? [...list, `${i}:${p}`] : list.filter((k) => k !== `${i}:${p}`),
                    )
                  }
                />
                <bdi dir="ltr">{traveller.name}</bdi>: {paper(p)}
              </label>
            )),
          )}
        </fieldset>
      ) : null}
      {isIssuingMove(move) ? (
        <FileField
          label={t('applications.issue_file')}
          file={file}
          onChange={setFile}
          accept="application/pdf,image/jpeg,image/png"
        />
      ) : null}
      <TextAreaField
        label={
          isRefusingMove(move)
            ? t('applications.reason')
            : move === 'documents_requested'
              ? t('applications.request_note')
              : t('applications.note')
        }
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {decide.isError ? <Alert tone="error">{errorText(decide.error)}</Alert> : null}
      <Button type="submit" variant="primary" disabled={decide.isPending}>
        {t('applications.confirm')}
      </Button>
    </form>
  );
}
