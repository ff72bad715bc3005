import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { CarrierBodySchema, type AdminCarrier, type CarrierBody } from '@portal/contracts/admin-inventory';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { mediaUrl } from '../../../../lib/api-client';
import { contractResolver } from '../../../../lib/forms';
import { pickText, useLang } from '../../../../lib/i18n';
import { carriersQuery, createCarrier, setCarrierActive, updateCarrier } from '../../api/flights';
import { useErrorText } from '../../hooks/use-error-text';
import { useAdminText } from '../../i18n';
import { applyServerErrors } from '../../utils/server-errors';
import { AdminHeading, Panel } from '../common/admin-heading';
import { ArchiveButton } from '../common/archive-button';
import { ImageField } from '../common/image-field';
import { StatusPill } from '../common/status-pill';
import { errorAt, LocalizedFields } from '../common/localized-fields';
import { InventoryList } from './inventory-list';

const BLANK: CarrierBody = {
  code: '',
  name: { ar: '', en: '', de: '' },
  low_cost: false,
  color: '#0b4f6c',
  logo_url: '',
};

/** An airline: its name in three languages side by side, colour, low-cost flag and logo. */
function CarrierForm({ carrier, onDone }: { carrier: AdminCarrier | null; onDone: (c: AdminCarrier) => void }) {
  const { t } = useAdminText();
  const lang = useLang();
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CarrierBody>({
    resolver: contractResolver(CarrierBodySchema, lang) as never,
    defaultValues: carrier
      ? {
          code: carrier.code,
          name: carrier.name,
          low_cost: carrier.low_cost,
          color: carrier.color,
          logo_url: carrier.custom_logo ? carrier.logo_url : '',
        }
      : BLANK,
  });
  const { register, formState, setValue, control } = form;
  const logo = useWatch({ control, name: 'logo_url' }) ?? '';
  const err = (p: string) => errorAt(formState.errors, p);
  async function handleSave(values: CarrierBody) {
    setProblem(null);
    try {
      const { code, ...changes } = values;
      onDone(carrier ? await updateCarrier(carrier.code, changes) : await createCarrier({ ...changes, code }));
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, () => true);
      setProblem(rest[0] ?? errorText(error));
    }
  }
  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label={t('carriers.code')}
          dir="ltr"
          disabled={carrier !== null}
          error={err('code')}
          {...register('code')}
        />
        <TextField
          label={t('carriers.colour')}
          type="color"
          error={err('color')}
          className="[&_input]:h-11 [&_input]:p-1"
          {...register('color')}
        />
        <CheckboxField label={t('carriers.low_cost')} className="md:mt-9" {...register('low_cost')} />
      </div>
      <LocalizedFields name="name" label={t('carriers.name')} register={register} errors={formState.errors} />
      <ImageField
        label={t('carriers.logo')}
        folder="carriers"
        value={logo}
        error={err('logo_url')}
        onChange={(url) => setValue('logo_url', url, { shouldDirty: true, shouldValidate: true })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {carrier ? t('common.save') : t('carriers.create')}
        </Button>
        {logo ? (
          <Button variant="ghost" onClick={() => setValue('logo_url', '', { shouldDirty: true })}>
            {t('carriers.generated_logo')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The airlines of the flight network, on the inventory pattern. Archiving one takes its flights out of the search
 * (bookings keep theirs); restoring brings them back as they were.
 */
export function CarriersScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('active');
  const [editing, setEditing] = useState<AdminCarrier | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const query = useQuery(carriersQuery(q, status || undefined));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'flights'] });
  const list = { ...query, data: query.data ? { data: query.data } : undefined } as unknown as Parameters<
    typeof InventoryList<AdminCarrier>
  >[0]['query'];
  return (
    <>
      <AdminHeading
        title={t('carriers.title')}
        lead={t('carriers.lead')}
        actions={<Button onClick={() => setEditing('new')}>{t('carriers.new')}</Button>}
      />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" className="mb-4">
          {problem}
        </Alert>
      ) : null}
      {editing ? (
        <Panel
          title={
            editing === 'new' ? t('carriers.new') : t('carriers.edit_title', { name: pickText(editing.name, lang) })
          }
          className="mb-6"
          actions={
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
          }
        >
          <CarrierForm
            key={editing === 'new' ? 'new' : editing.code}
            carrier={editing === 'new' ? null : editing}
            onDone={(c) => {
              setEditing(null);
              setNotice(t('carriers.saved', { name: pickText(c.name, lang) }));
              refresh();
            }}
          />
        </Panel>
      ) : null}
      <Panel>
        <InventoryList<AdminCarrier>
          caption={t('carriers.title')}
          searchLabel={t('carriers.search')}
          query={list}
          q={q}
          onSearch={setQ}
          status={{ value: status, onChange: setStatus }}
          rowKey={(c) => c.code}
          empty={t('carriers.none')}
          columns={[
            {
              header: t('carriers.logo'),
              cell: (c) => (
                <img
                  src={mediaUrl(c.logo_url)}
                  alt=""
                  className="size-8 rounded bg-white object-contain ring-1 ring-slate-200"
                />
              ),
            },
            {
              header: t('carriers.code'),
              cell: (c) => (
                <bdi dir="ltr" className="font-semibold">
                  {c.code}
                </bdi>
              ),
            },
            { header: t('carriers.name'), cell: (c) => <bdi>{pickText(c.name, lang)}</bdi> },
            { header: t('carriers.low_cost'), cell: (c) => (c.low_cost ? t('common.yes') : t('common.no')) },
            { header: t('carriers.flights'), end: true, cell: (c) => c.schedules },
            {
              header: t('inventory.status'),
              cell: (c) => (
                <StatusPill tone={c.active ? 'green' : 'grey'}>
                  {c.active ? t('inventory.active') : t('inventory.archived')}
                </StatusPill>
              ),
            },
          ]}
          actions={(c) => (
            <>
              <Button
                variant="secondary"
                className="min-h-9 px-3"
                aria-label={t('carriers.edit_title', { name: pickText(c.name, lang) })}
                onClick={() => setEditing(c)}
              >
                {t('inventory.edit')}
              </Button>
              <ArchiveButton
                active={c.active}
                label={t(c.active ? 'carriers.archive_named' : 'carriers.restore_named', {
                  name: pickText(c.name, lang),
                })}
                onToggle={async () => {
                  setProblem(null);
                  await setCarrierActive(c.code, !c.active);
                  refresh();
                }}
                onError={setProblem}
              />
            </>
          )}
        />
      </Panel>
      <p className="mt-3 text-sm text-slate-600">{t('carriers.archive_hint')}</p>
    </>
  );
}
