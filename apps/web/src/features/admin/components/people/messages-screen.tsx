import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage } from '@portal/contracts/admin-people';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { messagesQuery, setReplied, type MessageFilters } from '../../api/people';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading } from '../common/admin-heading';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SearchBox } from '../common/search-box';
import { SelectFilter } from '../common/select-filter';
import { StatusPill } from '../common/status-pill';

function Message({ message, onChanged }: { message: AdminContactMessage; onChanged: () => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);
  const replied = message.replied_at !== null;
  async function handleToggle() {
    setError(null);
    try {
      await setReplied(message.id, !replied);
      onChanged();
    } catch (e) {
      setError(e);
    }
  }
  const mail = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article aria-label={message.subject} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">
            <bdi>{message.subject}</bdi>
          </h2>
          <p className="text-sm text-slate-600">
            <bdi>{message.name}</bdi> · <bdi dir="ltr">{message.email}</bdi> ·{' '}
            {formatDateTime(message.created_at, lang)}
          </p>
        </div>
        <StatusPill tone={replied ? 'green' : 'amber'}>
          {replied ? t('messages.replied') : t('messages.unreplied')}
        </StatusPill>
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800" lang={message.lang} dir="auto">
        {message.message}
      </p>
      {error ? <p className="mt-2 text-sm font-medium text-red-700">{errorText(error)}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={mail}
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('messages.reply')}
        </a>
        <Button variant="secondary" onClick={handleToggle}>
          {replied ? t('messages.mark_unreplied') : t('messages.mark_replied')}
        </Button>
      </div>
    </article>
  );
}

/** The contact form's messages: unreplied first by default; replying is by email, then marked here. */
export function MessagesScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<MessageFilters>({ page: 1, replied: 'false' });
  const query = useQuery(messagesQuery(filters));
  return (
    <>
      <AdminHeading title={t('messages.title')} lead={t('messages.lead')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SearchBox
          label={t('messages.search')}
          value={filters.q ?? ''}
          className="sm:col-span-2"
          onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
        />
        <SelectFilter
          label={t('messages.filter')}
          value={filters.replied ?? ''}
          allLabel={t('common.all')}
          options={[
            { value: 'false', label: t('messages.unreplied') },
            { value: 'true', label: t('messages.replied') },
          ]}
          onChange={(replied) => setFilters({ ...filters, replied: replied || undefined, page: 1 })}
        />
      </div>
      <QueryState query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="text-slate-600">{t('messages.none')}</p>
          ) : (
            <>
              <div className="space-y-4">
                {list.data.map((m) => (
                  <Message
                    key={`${m.id}-${m.replied_at}`}
                    message={m}
                    onChanged={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] })}
                  />
                ))}
              </div>
              <Pager meta={list.meta} onPage={(page) => setFilters({ ...filters, page })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
