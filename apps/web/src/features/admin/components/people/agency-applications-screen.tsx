import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AGENCY_APPLICATION_STATUSES } from '@portal/contracts/auth';
import {
  RefuseAgencyApplicationBodySchema,
  type AdminAgencyApplication,
  type RefuseAgencyApplicationBody,
} from '@portal/contracts/admin-people';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { contractResolver } from '../../../../lib/forms';
import { useLang } from '../../../../lib/i18n';
import { agencyApplicationsQuery, approveAgency, refuseAgency, type AgencyApplicationFilters } from '../../api/people';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { AdminHeading } from '../common/admin-heading';
import { Pager } from '../common/pager';
import { QueryState } from '../common/query-state';
import { SelectFilter } from '../common/select-filter';
import { StatusPill, type PillTone } from '../common/status-pill';

const TONE: Record<AdminAgencyApplication['status'], PillTone> = {
  pending: 'amber',
  approved: 'green',
  refused: 'red',
};

/** One agency's application: what it told about itself, and approve, or refuse with a reason (decision 074). */
function Application({
  application: a,
  onDecided,
}: {
  application: AdminAgencyApplication;
  onDecided: (decided: AdminAgencyApplication) => void;
}) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [refusing, setRefusing] = useState(false);
  const form = useForm<RefuseAgencyApplicationBody>({
    resolver: contractResolver(RefuseAgencyApplicationBodySchema, lang),
    defaultValues: { reason: '' },
  });

  async function decide(send: () => Promise<AdminAgencyApplication>) {
    setBusy(true);
    setError(null);
    try {
      onDecided(await send());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-label={a.agency_name} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            <bdi>{a.agency_name}</bdi>
          </h2>
          <p className="text-sm break-words text-slate-600">
            {t('agencies.applied_by', {
              name: a.applicant.name,
              email: a.applicant.email,
              time: formatDateTime(a.created_at, lang),
            })}
          </p>
        </div>
        <StatusPill tone={TONE[a.status]}>{t(`agencies.statuses.${a.status}`)}</StatusPill>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[480px]:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('agencies.phone')}</dt>
          <dd className="font-medium">
            <bdi dir="ltr">{a.phone}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('agencies.city')}</dt>
          <dd className="font-medium">
            <bdi>{a.city}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('agencies.licence')}</dt>
          <dd className="font-medium break-all">
            <bdi>{a.licence_number}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('agencies.language')}</dt>
          <dd className="font-medium">{t(`agencies.languages.${a.lang}`)}</dd>
        </div>
      </dl>
      {a.reviewed_by && a.reviewed_at ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('agencies.reviewed', {
            status: t(`agencies.statuses.${a.status}`),
            name: a.reviewed_by.name,
            time: formatDateTime(a.reviewed_at, lang),
          })}
        </p>
      ) : null}
      {a.refusal_reason ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700" dir="auto">
          {t('agencies.reason_was', { reason: a.refusal_reason })}
        </p>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-3">
          {errorText(error)}
        </Alert>
      ) : null}
      {a.status === 'pending' ? (
        refusing ? (
          <form
            noValidate
            onSubmit={(event) =>
              void form.handleSubmit(({ reason }) => decide(() => refuseAgency(a.id, reason)))(event)
            }
            className="mt-4 space-y-3"
          >
            <TextAreaField
              label={t('agencies.refuse_reason')}
              error={form.formState.errors.reason?.message}
              className="[&_textarea]:min-h-20"
              {...form.register('reason')}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {t('agencies.confirm_refuse')}
              </Button>
              <Button variant="secondary" onClick={() => setRefusing(false)} disabled={busy}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void decide(() => approveAgency(a.id))} disabled={busy}>
              {busy ? t('agencies.approving') : t('agencies.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(true)} disabled={busy}>
              {t('agencies.refuse')}
            </Button>
          </div>
        )
      ) : null}
    </article>
  );
}

/** The queue of agencies waiting for review (the people area): pending ones first, oldest first. */
export function AgencyApplicationsScreen() {
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<AgencyApplicationFilters>({ page: 1, status: 'pending' });
  const [note, setNote] = useState<string | null>(null);
  const query = useQuery(agencyApplicationsQuery(filters));

  function handleDecided(decided: AdminAgencyApplication) {
    setNote(
      t(decided.status === 'approved' ? 'agencies.approved_note' : 'agencies.refused_note', {
        agency: decided.agency_name,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: ['admin', 'agency-applications'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] });
  }

  return (
    <>
      <AdminHeading title={t('agencies.title')} lead={t('agencies.lead')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectFilter
          label={t('agencies.filter')}
          value={filters.status ?? ''}
          allLabel={t('common.all')}
          options={AGENCY_APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: t(`agencies.statuses.${status}`),
          }))}
          onChange={(status) => setFilters({ status: status || undefined, page: 1 })}
        />
      </div>
      {note ? (
        <Alert tone="success" className="mb-4">
          {note}
        </Alert>
      ) : null}
      <QueryState query={query}>
        {(list) =>
          list.data.length === 0 ? (
            <p className="text-slate-600">{t('agencies.none')}</p>
          ) : (
            <>
              <div className="space-y-4">
                {list.data.map((a) => (
                  <Application key={`${a.id}-${a.status}`} application={a} onDecided={handleDecided} />
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
