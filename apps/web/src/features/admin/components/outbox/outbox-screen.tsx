import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMail } from '@portal/contracts/admin-outbox';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { outboxMailQuery, outboxQuery, type OutboxFilters } from '../../api/outbox';
import { useAdminText } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { Disclosure } from '../common/disclosure';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';

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

function Mail({ mail }: { mail: OutboxMail }) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <li className="py-3">
      <article aria-label={mail.subject || mail.id}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="font-semibold text-slate-900">
            <bdi>{mail.subject}</bdi>
          </h2>
          <p className="text-sm text-slate-600">
            {mail.queued_at ? formatDateTime(mail.queued_at, lang, { dateStyle: 'medium', timeStyle: 'short' }) : ''}
          </p>
        </div>
        <p className="text-sm text-slate-700">
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
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <bdi dir="auto">{mail.preview}</bdi>
        </p>
        <Disclosure summary={t('outbox.show')} className="mt-1 text-sm">
          {() => <MailText id={mail.id} />}
        </Disclosure>
      </article>
    </li>
  );
}

/**
 * The mail outbox (admins): without an SMTP server the portal writes every mail (password resets, booking mails,
 * contact notices) as a file in DATA_DIR/outbox; here they are readable, newest first.
 */
export function OutboxScreen() {
  const { t } = useAdminText();
  const [filters, setFilters] = useState<OutboxFilters>({ page: 1 });
  const query = useQuery(outboxQuery(filters));
  return (
    <>
      <AdminHeading title={t('outbox.title')} lead={t('outbox.lead')} />
      <Panel>
        <SearchBox
          label={t('outbox.search')}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters({ q, page: 1 })}
          className="mb-4 max-w-xl"
        />
        <QueryState query={query}>
          {(list) => (
            <>
              {list.meta.delivery === 'smtp' ? (
                <p className="mb-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t('outbox.smtp')}</p>
              ) : null}
              {list.data.length === 0 ? (
                <p className="text-slate-600">{t('outbox.none')}</p>
              ) : (
                <>
                  <ul className="divide-y divide-slate-100">
                    {list.data.map((mail) => (
                      <Mail key={mail.id} mail={mail} />
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
