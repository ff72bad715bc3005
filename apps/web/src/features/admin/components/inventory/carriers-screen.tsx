import { useWatch } from 'react-hook-form';
import { CarrierBodySchema, type AdminCarrier, type CarrierBody } from '@portal/contracts/admin-inventory';
import { Button } from '../../../../components/ui/button';
import { CheckboxField, TextField } from '../../../../components/ui/text-field';
import { mediaUrl } from '../../../../lib/api-client';
import { pickText, useLang } from '../../../../lib/i18n';
import { carriers } from '../../api/flights';
import { useAdminText } from '../../i18n';
import { ImageField } from '../common/image-field';
import { emptyText, LocalizedFields } from '../common/localized-fields';
import { Ltr } from '../resource/cells';
import { ResourceForm, useResourceForm, valuesFrom } from '../resource/resource-form';
import { ResourceListScreen } from '../resource/resource-list-screen';

const BLANK: CarrierBody = { code: '', name: emptyText(), low_cost: false, color: '#0b4f6c', logo_url: '' };

/** An airline: its name in three languages side by side, colour, low-cost flag and logo. */
function CarrierForm({ carrier, onDone }: { carrier: AdminCarrier | null; onDone: (c: AdminCarrier) => void }) {
  const { t } = useAdminText();
  const state = useResourceForm<CarrierBody, AdminCarrier>({
    schema: CarrierBodySchema,
    // A generated logo is no address of the airline's own: the box stays empty.
    defaultValues: carrier
      ? { ...valuesFrom(BLANK, carrier), logo_url: carrier.custom_logo ? carrier.logo_url : '' }
      : BLANK,
    save: ({ code, ...changes }) =>
      carrier ? carriers.update(carrier.code, changes) : carriers.create({ ...changes, code }),
    onSaved: onDone,
  });
  const { setValue, control } = state.form;
  const logo = useWatch({ control, name: 'logo_url' }) ?? '';
  return (
    <ResourceForm
      state={state}
      submitLabel={carrier ? t('common.save') : t('carriers.create')}
      actions={
        logo ? (
          <Button variant="ghost" onClick={() => setValue('logo_url', '', { shouldDirty: true })}>
            {t('carriers.generated_logo')}
          </Button>
        ) : null
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label={t('resource.code')} dir="ltr" disabled={carrier !== null} {...state.field('code')} />
        <TextField
          label={t('carriers.colour')}
          type="color"
          className="[&_input]:h-11 [&_input]:p-1"
          {...state.field('color')}
        />
        <CheckboxField label={t('carriers.low_cost')} className="md:mt-9" {...state.form.register('low_cost')} />
      </div>
      <LocalizedFields label={t('resource.name')} {...state.localized('name')} />
      <ImageField
        label={t('carriers.logo')}
        folder="carriers"
        value={logo}
        error={state.error('logo_url')}
        onChange={(url) => setValue('logo_url', url, { shouldDirty: true, shouldValidate: true })}
      />
    </ResourceForm>
  );
}

/**
 * The airlines of the flight network, on the inventory pattern. Archiving one takes its flights out of the search
 * (bookings keep theirs); restoring brings them back as they were.
 */
export function CarriersScreen() {
  const { t } = useAdminText();
  const lang = useLang();
  return (
    <ResourceListScreen<AdminCarrier>
      resource={carriers}
      texts="carriers"
      rowKey={(c) => c.code}
      rowName={(c) => pickText(c.name, lang)}
      editor={{ form: (carrier, onSaved) => <CarrierForm carrier={carrier} onDone={onSaved} /> }}
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
        { header: t('resource.code'), cell: (c) => <Ltr code>{c.code}</Ltr> },
        { header: t('resource.name'), cell: (c) => <bdi>{pickText(c.name, lang)}</bdi> },
        { header: t('carriers.low_cost'), cell: (c) => (c.low_cost ? t('common.yes') : t('common.no')) },
        { header: t('carriers.flights'), end: true, cell: (c) => c.schedules },
      ]}
    />
  );
}
