import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ENTITIES, type AuditEntry } from '@portal/contracts/admin';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { DateField } from '../../../../components/ui/date-field';
import { formatDateTime } from '../../../../lib/dates';
import { useLang } from '../../../../lib/i18n';
import { auditQuery, type AuditFilters } from '../../api/audit';
import { useAdminText, type AdminKey } from '../../i18n';
import { AdminHeading, Panel } from '../common/admin-heading';
import { AuditValues } from './audit-values';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <li className="py-3">
      <details>
        <summary className="cursor-pointer">
          {/* Every action the API writes has a label (the contracts' AUDIT_ACTIONS; a test checks all three
              languages); an entry older than its label would still show its code. */}
          <span className="font-semibold">
            {t(`audit.actions.${entry.action}` as AdminKey, { defaultValue: entry.action })}
          </span>{' '}
          · {t(`audit.entities.${entry.entity}` as AdminKey, { defaultValue: entry.entity })}{' '}
          <bdi dir="ltr" className="text-xs text-slate-500">
            {entry.entity_id}
          </bdi>
          <span className="block text-sm text-slate-600">
            {entry.actor ? <bdi>{entry.actor.name}</bdi> : t('audit.system')} ·{' '}
            {formatDateTime(entry.at, lang, { dateStyle: 'medium', timeStyle: 'medium' })}
          </span>
        </summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          <AuditValues label={t('audit.before')} value={entry.before} />
          <AuditValues label={t('audit.after')} value={entry.after} />
        </div>
      </details>
    </li>
  );
}

/** Every staff action, newest first: who, when, what and the values before and after. Read only. */
export function AuditScreen() {
  const { t } = useAdminText();
  const [draft, setDraft] = useState({ q: '', entity: '', from: '', to: '' });
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const query = useQuery(auditQuery(filters));
  function handleFilter(event: FormEvent) {
    event.preventDefault();
    const next: AuditFilters = { page: 1 };
    for (const [k, v] of Object.entries(draft)) if (v.trim()) next[k as 'q'] = v.trim();
    setFilters(next);
  }
  return (
    <>
      <AdminHeading title={t('audit.title')} lead={t('audit.lead')} />
      <Panel>
        <form role="search" onSubmit={handleFilter} className="mb-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
          <TextField
            label={t('audit.search')}
            type="search"
            className="sm:col-span-2"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
          <SelectField
            label={t('audit.entity')}
            value={draft.entity}
            options={[
              { value: '', label: t('common.all') },
              ...AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) })),
            ]}
            onChange={(e) => setDraft({ ...draft, entity: e.target.value })}
          />
          <DateField
            label={t('common.from')}
            value={draft.from}
            onChange={(value) => setDraft({ ...draft, from: value })}
          />
          <DateField label={t('common.to')} value={draft.to} onChange={(value) => setDraft({ ...draft, to: value })} />
          <div className="sm:col-span-2 xl:col-span-5">
            <Button type="submit">{t('common.show')}</Button>
          </div>
        </form>
        <QueryState query={query}>
          {(list) =>
            list.data.length === 0 ? (
              <p className="text-slate-600">{t('audit.none')}</p>
            ) : (
              <>
                <ul className="divide-y divide-slate-100">
                  {list.data.map((e) => (
                    <Entry key={e.id} entry={e} />
                  ))}
                </ul>
                <Pager meta={list.meta} onPage={(page) => setFilters({ ...filters, page })} />
              </>
            )
          }
        </QueryState>
      </Panel>
    </>
  );
}
