import { useFieldArray } from 'react-hook-form';
import { SeasonsBodySchema, type DestinationSeasons, type SeasonsBody } from '@portal/contracts/admin-hotels';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { setSeasons } from '../../api/hotels';
import { useAdminText } from '../../i18n';
import { ResourceForm, useResourceForm } from '../resource/resource-form';
import { ResourceRows } from '../resource/resource-rows';

interface SeasonValues {
  code: string;
  start_md: string;
  end_md: string;
  /** Shown in percent (135 = 135 %); the API keeps basis points. */
  factor_percent: number;
}
interface Values {
  seasons: SeasonValues[];
}

const valuesOf = (data: DestinationSeasons): Values => ({
  seasons: data.seasons.map(({ factor_bp, ...s }) => ({ ...s, factor_percent: factor_bp / 100 })),
});

const toBody = (values: Values): SeasonsBody => ({
  seasons: values.seasons.map(({ factor_percent, ...s }) => ({ ...s, factor_bp: Math.round(factor_percent * 100) })),
});

/**
 * A destination's seasons: each recurs every year between two days and scales the rates' base price; saved for
 * every hotel of the destination at once (new sales only). Checked by the API's own schema, in percent.
 */
export function SeasonsForm({ data, onSaved }: { data: DestinationSeasons; onSaved: (d: DestinationSeasons) => void }) {
  const { t } = useAdminText();
  const state = useResourceForm<Values, DestinationSeasons>({
    schema: SeasonsBodySchema,
    toBody,
    fieldNames: { factor_bp: 'factor_percent' },
    defaultValues: valuesOf(data),
    save: (values) => setSeasons(data.slug, toBody(values)),
    resetTo: valuesOf,
    onSaved,
  });
  const rows = useFieldArray({ control: state.form.control, name: 'seasons' });
  return (
    <ResourceForm
      state={state}
      submitLabel={t('destinations.save_seasons')}
      savedText={t('destinations.seasons_saved')}
      intro={
        <>
          <p className="text-sm text-slate-700">{t('destinations.seasons_lead')}</p>
          {data.custom ? null : <p className="text-sm text-amber-900">{t('destinations.seasons_inherited')}</p>}
        </>
      }
      actions={
        <Button
          variant="secondary"
          onClick={() => rows.append({ code: '', start_md: '', end_md: '', factor_percent: 100 })}
        >
          {t('destinations.add_season')}
        </Button>
      }
    >
      {rows.fields.length === 0 ? <p className="text-sm text-slate-600">{t('destinations.no_seasons')}</p> : null}
      <ResourceRows
        rows={rows.fields}
        legend={(n) => t('destinations.season_n', { n })}
        grid="sm:grid-cols-2 lg:grid-cols-5"
        removeAt="lg:mt-7"
        removeLabel={(n) => t('destinations.remove_season', { n })}
        onRemove={(i) => rows.remove(i)}
      >
        {(i) => (
          <>
            <TextField
              label={t('resource.code')}
              hint={i === 0 ? t('destinations.code_hint') : undefined}
              dir="ltr"
              autoComplete="off"
              {...state.field(`seasons.${i}.code`)}
            />
            <TextField
              label={t('destinations.start')}
              dir="ltr"
              inputMode="numeric"
              placeholder="06-15"
              {...state.field(`seasons.${i}.start_md`)}
            />
            <TextField
              label={t('destinations.end')}
              dir="ltr"
              inputMode="numeric"
              placeholder="09-15"
              {...state.field(`seasons.${i}.end_md`)}
            />
            <TextField
              label={t('destinations.factor')}
              hint={i === 0 ? t('destinations.factor_hint') : undefined}
              dir="ltr"
              inputMode="decimal"
              {...state.field(`seasons.${i}.factor_percent`, { valueAsNumber: true })}
            />
          </>
        )}
      </ResourceRows>
    </ResourceForm>
  );
}
