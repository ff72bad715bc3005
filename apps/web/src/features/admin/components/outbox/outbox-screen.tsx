import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_STATUSES, type MailStatus, type OutboxMail } from '@portal/contracts/admin-outbox';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { outboxMailQuery, outboxQuery, resendMail, type OutboxFilters } from '../../api/outbox';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { Disclosure } from '../common/disclosure';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';
import { StatusPill, type PillTone } from '../common/status-pill';

const TONE: Record<MailStatus, PillTone> = { queued: 'amber', sending: 'blue', sent: 'green', failed: 'red' };

/** The whole text of one mail, read when asked for. */
function MailText({ id }: { id: string }) {
  const query = useQuery(outboxMailQuery(id));
  return (
    <QueryState query={query} height="6rem">
      {(mail) => (
        <pre
          dir="auto"
          className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
        >
          {mail.text}
        </pre>
      )}
    </QueryState>
  );
}

/** Queues a failed mail again; the list then shows how it went. */
function ResendButton({ mail, onResent }: { mail: OutboxMail; onResent: () => void }) {
  const { t } = useAdminText();
  const errorText = useErrorText();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendMail(mail.id),
    onSuccess: () => {
      onResent();
      void client.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
  });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {t('outbox.resend')}
      </Button>
      {resend.isError ? <Alert tone="error">{errorText(resend.error)}</Alert> : null}
    </div>
  );
}

function Mail({ mail, onResent }: { mail: OutboxMail; onResent: () => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const when = (iso: string) => formatDateTime(iso, lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="py-3">
      <article aria-label={mail.subject || mail.id}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-semibold text-slate-900">
            <bdi>{mail.subject}</bdi>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <StatusPill tone={TONE[mail.status]}>{t(`outbox.states.${mail.status}`)}</StatusPill>
            <span>{when(mail.queued_at)}</span>
          </p>
        </div>
        <p className="text-sm text-slate-700">
          {/* The portal, or the agency whose name an agency's mail to its customer goes out under (decision 146). */}
          {t('outbox.from')}{' '}
          <bdi dir="ltr" className="font-medium">
            {mail.from}
          </bdi>
          {' · '}
          {t('outbox.to')}{' '}
          <bdi dir="ltr" className="font-medium">
            {mail.to}
          </bdi>
          {mail.reply_to ? (
            <>
              {' · '}
              {t('outbox.reply_to')} <bdi dir="ltr">{mail.reply_to}</bdi>
            </>
          ) : null}
          {' · '}
          {t('outbox.attempts', { count: mail.attempts })}
          {mail.sent_at ? (
            <>
              {' · '}
              {t('outbox.sent_at', { when: when(mail.sent_at) })}
            </>
          ) : null}
        </p>
        {mail.last_error ? (
          <p className="mt-1 text-sm text-red-800">
            {t('outbox.last_error')} <bdi dir="ltr">{mail.last_error}</bdi>
          </p>
        ) : null}
        {mail.secret ? (
          <p className="mt-1 text-sm text-slate-600 italic">{t('outbox.secret')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              <bdi dir="auto">{mail.preview}</bdi>
            </p>
            <Disclosure summary={t('outbox.show')} className="mt-1 text-sm">
              {() => <MailText id={mail.id} />}
            </Disclosure>
          </>
        )}
        {mail.status === 'failed' ? <ResendButton mail={mail} onResent={onResent} /> : null}
      </article>
    </li>
  );
}

/**
 * The mail queue (admins, decision 130): every mail the portal sends, newest first, with its state, tries and last
 * error; failed mails are counted at the top and can be sent again.
 */
export function OutboxScreen() {
  const { t } = useAdminText();
  const [filters, setFilters] = useState<OutboxFilters>({ page: 1 });
  const query = useQuery(outboxQuery(filters));
  // Said at the top: a mail sent again leaves the list of failed ones.
  const [resent, setResent] = useState(false);
  return (
    <>
      <AdminHeading title={t('outbox.title')} lead={t('outbox.lead')} />
      <Panel>
        <div className="mb-4 flex flex-wrap items-end gap-4">
          <SearchBox
            label={t('outbox.search')}
            value={filters.q ?? ''}
            onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
            className="max-w-xl flex-1"
          />
          <SelectFilter
            label={t('outbox.state')}
            allLabel={t('outbox.all_states')}
            value={filters.status ?? ''}
            options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`outbox.states.${s}`) }))}
            onChange={(value) =>
              setFilters({ ...filters, status: (value || undefined) as MailStatus | undefined, page: 1 })
            }
          />
        </div>
        {resent ? (
          <Alert tone="success" className="mb-3">
            {t('outbox.resent')}
          </Alert>
        ) : null}
        <QueryState query={query}>
          {(list) => (
            <>
              <p className="mb-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                {list.meta.delivery === 'smtp' ? t('outbox.smtp') : t('outbox.outbox_folder')}
              </p>
              {list.meta.failed > 0 && filters.status !== 'failed' ? (
                <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
                  <span>{t('outbox.failed_count', { count: list.meta.failed })}</span>
                  <Button variant="secondary" onClick={() => setFilters({ status: 'failed', page: 1 })}>
                    {t('outbox.show_failed')}
                  </Button>
                </div>
              ) : null}
              {list.data.length === 0 ? (
                <p className="text-slate-600">{t('outbox.none')}</p>
              ) : (
                <>
                  <ul className="divide-y divide-slate-100">
                    {list.data.map((mail) => (
                      <Mail key={mail.id} mail={mail} onResent={() => setResent(true)} />
                    ))}
                  </ul>
                  <Pager meta={list.meta} onPage={(page) => setFilters({ ...filters, page })} />
                </>
              )}
            </>
          )}
        </QueryState>
      </Panel>
    </>
  );
}
